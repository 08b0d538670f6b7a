-- What a customer without an account tells the shop by e-mail or phone, staff record for them, as
-- they record a guest's answer to a mockup: the acceptance of a guest's quote. And money that
-- reaches the shop another way than by card (a cheque, a bank transfer, a payment by phone) is
-- recorded by staff, with who recorded it and a note saying how it was paid, counted like any
-- payment: a deposit recorded moves an order on, a balance recorded lets it ship.

-- As before (20261128000200_quote_pricing.sql), but staff may accept a guest's quote for them.
create or replace function public.accept_quote(p_id uuid, p_quoted_at timestamptz) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_request public.quote_requests%rowtype;
begin
  select * into v_request from public.quote_requests q where q.id = p_id for update;
  if not found or not coalesce(v_request.user_id = (select auth.uid()) or (v_request.user_id is null and public.is_staff()), false) then
    raise exception 'no such quote' using errcode = 'P0002';
  end if;
  if v_request.status <> 'quoted' then
    raise exception 'the quote is % now', v_request.status using errcode = 'P0001', hint = 'transition';
  end if;
  if v_request.quoted_at is distinct from p_quoted_at then
    raise exception 'the quote was revised' using errcode = 'P0001', hint = 'stale';
  end if;
  perform set_config('app.status_note', case when v_request.user_id is null then 'Accepted by the customer, recorded by staff' else '' end, true);
  update public.quote_requests q set status = 'awaiting_payment', accepted_at = now() where q.id = p_id;
end;
$$;

-- A payment staff record: who recorded it, and how it was paid (record_offline_payment requires
-- the note; a table check could not, as record_request_payment's upsert checks its own row first).
alter table public.request_payments drop constraint request_payments_provider_check;
alter table public.request_payments
  add constraint request_payments_provider_check check (provider in ('test', 'stripe', 'manual')),
  add column recorded_by uuid references auth.users (id) on delete set null,
  add column note text not null default '' check (char_length(note) <= 500);

-- Staff record money received another way than by card for an express order or a quote that
-- still asks for some (awaiting its first payment, or with a balance open): at most what is still
-- due, so a slip of the keyboard cannot record more than the total.
create function public.record_offline_payment(p_kind text, p_id uuid, p_amount_cents integer, p_note text)
  returns table (request_status text, amount_paid_cents integer)
  language plpgsql security definer set search_path = ''
as $$
declare
  v_note text := regexp_replace(coalesce(p_note, ''), '^\s+|\s+$', '', 'g');
  v_status text;
  v_total integer;
  v_paid integer;
  v_user uuid;
  v_currency text;
  v_reference text := 'manual_' || gen_random_uuid();
  v_recorded record;
begin
  if not public.is_staff() then
    raise exception 'only staff record a payment' using errcode = '42501';
  end if;
  if v_note = '' or char_length(v_note) > 500 then
    raise exception 'say how it was paid, in at most 500 characters' using errcode = '22023';
  end if;
  if p_kind = 'express' then
    select e.status, e.subtotal_cents, e.amount_paid_cents, e.user_id, e.currency into v_status, v_total, v_paid, v_user, v_currency
    from public.express_orders e where e.id = p_id for update;
  elsif p_kind = 'quote' then
    select q.status, q.total_cents, q.amount_paid_cents, q.user_id, 'USD' into v_status, v_total, v_paid, v_user, v_currency
    from public.quote_requests q where q.id = p_id for update;
  else
    raise exception 'unknown kind of request: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no such request' using errcode = 'P0002';
  end if;
  -- A quote asks for money once accepted; nothing is asked of a cancelled request.
  if v_total is null or v_status = 'cancelled' or (p_kind = 'quote' and v_status in ('received', 'quoted')) then
    raise exception 'a request that is % asks for no payment', v_status using errcode = 'P0001', hint = 'nothing_due';
  end if;
  if p_amount_cents is null or p_amount_cents < 1 or p_amount_cents > v_total - v_paid then
    raise exception 'the amount is more than what is due' using errcode = 'P0001', hint = 'amount';
  end if;

  -- Stored with who recorded it and how it was paid, then counted as a card payment is (the same
  -- event again, which finds it), moving the request on when it covers the first payment; that
  -- move's history entry (by this staff member) says how it was paid.
  insert into public.request_payments (express_order_id, quote_request_id, user_id, provider, provider_reference, amount_cents, currency, status, recorded_by, note)
  values (case when p_kind = 'express' then p_id end, case when p_kind = 'quote' then p_id end, v_user, 'manual', v_reference, p_amount_cents, v_currency,
    'succeeded', (select auth.uid()), v_note);
  perform set_config('app.status_note', 'Payment recorded: ' || v_note, true);
  select * into v_recorded from public.record_request_payment(p_kind, p_id, 'manual', v_reference, p_amount_cents, 'succeeded');
  return query select v_recorded.request_status, v_recorded.amount_paid_cents;
end;
$$;

revoke execute on function public.record_offline_payment(text, uuid, integer, text) from public, anon;
grant execute on function public.record_offline_payment(text, uuid, integer, text) to authenticated, service_role;
