-- An accepted quote is paid as an express order is: by card through the payment provider, its
-- deposit first (which starts the design), its balance before shipping. One payments table and one
-- recording function serve both kinds of request, so a webhook, a repeat and a late event are
-- handled once, the same way.

alter table public.express_payments rename to request_payments;
do $$
declare
  v_name text;
begin
  for v_name in select conname from pg_constraint where conrelid = 'public.request_payments'::regclass and conname like 'express\_payments\_%' loop
    execute format('alter table public.request_payments rename constraint %I to %I', v_name, 'request_payments_' || substr(v_name, char_length('express_payments_') + 1));
  end loop;
end;
$$;
alter index public.express_payments_express_order_id rename to request_payments_express_order_id;
alter index public.express_payments_user_id rename to request_payments_user_id;
alter trigger express_payments_touch on public.request_payments rename to request_payments_touch;
alter policy express_payments_select_own on public.request_payments rename to request_payments_select_own;
alter policy express_payments_select_staff on public.request_payments rename to request_payments_select_staff;

-- Each payment belongs to exactly one express order or quote request.
alter table public.request_payments
  alter column express_order_id drop not null,
  add column quote_request_id uuid references public.quote_requests (id) on delete cascade,
  add constraint request_payments_one_request check (num_nonnulls(express_order_id, quote_request_id) = 1);
create index request_payments_quote_request_id on public.request_payments (quote_request_id);

-- The sum of the quote's succeeded payments, as an express order's amount_paid_cents.
alter table public.quote_requests add column amount_paid_cents integer not null default 0 check (amount_paid_cents >= 0);

drop function public.record_express_payment(uuid, text, text, integer, text, text);

-- One event of a payment attempt of a request (p_kind 'express' or 'quote'): the server creating
-- it, or the provider's webhook, upserted by the provider's reference. A payment's status only
-- moves forward (pending → failed → cancelled → succeeded, skipping any), so an event delivered
-- twice or late changes nothing. The request's paid amount is the sum of its succeeded payments;
-- once it covers the first payment due (an express order's deposit or full amount, a quote's
-- deposit), a request awaiting payment moves on: an express order is received, a quote goes into
-- design. paid_now is true only for the call that moved it, so its e-mails are written once.
create function public.record_request_payment(
  p_kind text,
  p_request_id uuid,
  p_provider text,
  p_provider_reference text,
  p_amount_cents integer,
  p_status text,
  p_failure_message text default null
) returns table (payment_id uuid, payment_status text, request_status text, amount_paid_cents integer, paid_now boolean)
  language plpgsql security invoker set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ranks constant text[] := array['pending', 'failed', 'cancelled', 'succeeded'];
  v_status text;
  v_user uuid;
  v_currency text;
  v_first_due integer;
  v_paid_before integer;
  v_payment public.request_payments%rowtype;
  v_paid integer;
  v_next text;
  -- A provider's message is kept, cut to the column's length, rather than failing the webhook.
  v_message text := case when p_status in ('failed', 'cancelled') then left(p_failure_message, 1000) end;
begin
  if p_status is null or not (p_status = any (v_ranks)) then
    raise exception 'unknown payment status %', p_status using errcode = '22023';
  end if;

  -- The request is locked first, so the events of one request apply one after the other and its
  -- sum paid counts every payment exactly once.
  if p_kind = 'express' then
    select e.status, e.user_id, e.currency, e.amount_due_cents, e.amount_paid_cents
    into v_status, v_user, v_currency, v_first_due, v_paid_before
    from public.express_orders e where e.id = p_request_id for update;
  elsif p_kind = 'quote' then
    select q.status, q.user_id, 'USD', q.deposit_cents, q.amount_paid_cents
    into v_status, v_user, v_currency, v_first_due, v_paid_before
    from public.quote_requests q where q.id = p_request_id for update;
  else
    raise exception 'unknown kind of request: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no % request %', p_kind, p_request_id using errcode = 'P0002';
  end if;

  insert into public.request_payments (express_order_id, quote_request_id, user_id, provider, provider_reference, amount_cents, currency, status, failure_message)
  values (case when p_kind = 'express' then p_request_id end, case when p_kind = 'quote' then p_request_id end,
    v_user, p_provider, p_provider_reference, p_amount_cents, v_currency, p_status, v_message)
  on conflict (provider_reference) do nothing
  returning * into v_payment;

  if v_payment.id is null then
    select * into v_payment from public.request_payments rp where rp.provider_reference = p_provider_reference for update;
    if coalesce(v_payment.express_order_id, v_payment.quote_request_id) <> p_request_id
       or (v_payment.express_order_id is not null) <> (p_kind = 'express') or v_payment.provider <> p_provider then
      raise exception 'payment % belongs to another request', p_provider_reference using errcode = '23505';
    end if;
    if array_position(v_ranks, p_status) > array_position(v_ranks, v_payment.status) then
      update public.request_payments rp set status = p_status, amount_cents = p_amount_cents, failure_message = v_message
      where rp.id = v_payment.id
      returning * into v_payment;
    end if;
  end if;

  select coalesce(sum(rp.amount_cents), 0)::integer into v_paid
  from public.request_payments rp
  where rp.status = 'succeeded' and (rp.express_order_id = p_request_id or rp.quote_request_id = p_request_id);
  v_next := case
    when v_status <> 'awaiting_payment' or v_first_due is null or v_paid < v_first_due then v_status
    when p_kind = 'express' then 'received'
    else 'in_design'
  end;
  -- Written only when something changed, so a repeated event leaves even updated_at as it was.
  if p_kind = 'express' and (v_paid <> v_paid_before or v_next <> v_status) then
    update public.express_orders e set amount_paid_cents = v_paid, status = v_next where e.id = p_request_id;
  elsif p_kind = 'quote' and (v_paid <> v_paid_before or v_next <> v_status) then
    update public.quote_requests q set amount_paid_cents = v_paid, status = v_next where q.id = p_request_id;
  end if;

  return query select v_payment.id, v_payment.status, v_next, v_paid, v_next is distinct from v_status;
end;
$$;

revoke execute on function public.record_request_payment(text, uuid, text, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.record_request_payment(text, uuid, text, text, integer, text, text) to service_role;

-- As before (20261128000200_quote_pricing.sql), but a quote's balance is what its payments left of
-- its total, as an express order's is.
create or replace function public.change_order_status(p_kind text, p_id uuid, p_from text, p_to text, p_note text default '', p_override boolean default false)
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_from text;
  v_balance_open boolean;
  v_rule public.status_transitions;
  v_note text := btrim(coalesce(p_note, ''));
begin
  if not public.is_staff() then
    raise exception 'only staff change an order''s status' using errcode = '42501';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'the note is longer than 2000 characters' using errcode = '22001';
  end if;

  if p_kind = 'quote' then
    select q.status, q.total_cents is null or q.amount_paid_cents < q.total_cents into v_from, v_balance_open
    from public.quote_requests q where q.id = p_id for update;
  elsif p_kind = 'express' then
    select e.status, e.amount_paid_cents < e.subtotal_cents into v_from, v_balance_open
    from public.express_orders e where e.id = p_id for update;
  elsif p_kind = 'order' then
    select o.status, false into v_from, v_balance_open
    from public.orders o where o.id = p_id for update;
  else
    raise exception 'unknown kind of order: %', p_kind using errcode = '22023';
  end if;
  if v_from is null then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  if p_from is distinct from v_from then
    raise exception 'the order is % now, not %', v_from, p_from using errcode = 'P0001', hint = 'stale';
  end if;

  select * into v_rule from public.status_transitions t where t.kind = p_kind and t.from_status = v_from and t.to_status = p_to;
  if not found or v_rule.actor <> 'staff' or v_rule.requirement in ('mockup', 'price') then
    raise exception 'an order that is % cannot be moved to % here', v_from, p_to using errcode = 'P0001', hint = 'transition';
  end if;
  if v_rule.requirement = 'balance' and v_balance_open and not (p_override and public.is_admin() and v_note <> '') then
    raise exception 'the balance is not paid yet' using errcode = 'P0001', hint = 'balance';
  end if;

  perform set_config('app.status_note', v_note, true);
  if p_kind = 'quote' then
    update public.quote_requests set status = p_to where id = p_id;
  elsif p_kind = 'express' then
    update public.express_orders set status = p_to where id = p_id;
  else
    update public.orders set status = p_to where id = p_id;
  end if;
  return v_from;
end;
$$;
