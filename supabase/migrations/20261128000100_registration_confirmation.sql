-- Registration answers the same whether or not an address has an account (the site asks every new
-- address to confirm itself by e-mail): the site's server asks here what the address is, and the
-- owner of an address that has an account gets an e-mail saying so instead of a second account.

-- 'none', 'unconfirmed' (signed up, link not yet followed) or 'confirmed'. Service role only: it
-- is exactly what registration must not tell anyone else.
create function public.account_status(p_email text) returns text
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select case when u.email_confirmed_at is null then 'unconfirmed' else 'confirmed' end
       from auth.users u where lower(u.email) = lower(p_email) limit 1),
    'none');
$$;
revoke all on function public.account_status(text) from public, anon, authenticated;
grant execute on function public.account_status(text) to service_role;

-- 'account_exists' tells an address's owner that someone tried to register it again: it is about
-- no order or enquiry.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists'));
alter table public.mail_outbox drop constraint mail_outbox_one_subject;
alter table public.mail_outbox add constraint mail_outbox_one_subject
  check (num_nonnulls(quote_request_id, express_order_id, order_id, enquiry_id) = case when template = 'account_exists' then 0 else 1 end);
