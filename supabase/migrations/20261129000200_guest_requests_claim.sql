-- A guest's quote requests and express orders join the account of the address they were sent
-- from, once that address is confirmed as the account holder's (registration confirms every new
-- address by e-mail): from then on the customer follows them, answers mockups and pays balances in
-- the account, as for what they send signed in. Only requests linked to nobody are taken, so no
-- account ever loses one; a guest who typed someone else's address has given that person the
-- request already, by e-mail.
create function public.claim_guest_requests() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_email text;
  v_quotes uuid[];
  v_orders uuid[];
begin
  select u.email into v_email from auth.users u where u.id = v_user and u.email_confirmed_at is not null;
  if v_email is null then
    return 0;
  end if;

  with claimed as (
    update public.quote_requests q set user_id = v_user
    where q.user_id is null and lower(q.contact_email) = lower(v_email)
    returning q.id
  )
  select coalesce(array_agg(claimed.id), '{}') into v_quotes from claimed;
  with claimed as (
    update public.express_orders e set user_id = v_user
    where e.user_id is null and lower(e.contact_email) = lower(v_email)
    returning e.id
  )
  select coalesce(array_agg(claimed.id), '{}') into v_orders from claimed;

  -- The copies of the owner that their policies read.
  update public.order_history h set user_id = v_user
  where h.user_id is null and (h.quote_request_id = any (v_quotes) or h.express_order_id = any (v_orders));
  update public.request_payments p set user_id = v_user
  where p.user_id is null and (p.quote_request_id = any (v_quotes) or p.express_order_id = any (v_orders));
  return cardinality(v_quotes) + cardinality(v_orders);
end;
$$;

revoke execute on function public.claim_guest_requests() from public, anon;
grant execute on function public.claim_guest_requests() to authenticated;
