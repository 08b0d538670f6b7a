-- Where a wizard's order goes, and how it went (issue 29). An express order takes its delivery
-- address before it is paid, a quote when it is accepted (before its deposit); staff may change
-- either, with a history entry naming who did. Shipping any order records its carrier and
-- tracking number, which the "shipped" e-mail and the account show.

-- The same fields and lengths as a checkout's shipping address (lib/checkout/address.schema.ts
-- checks their formats: the province or state, the postal or ZIP code).
create function public.is_delivery_address(p jsonb) returns boolean
  language sql immutable set search_path = ''
as $$
  select jsonb_typeof(p) = 'object'
    and (select count(*) from jsonb_object_keys(p)) = 8
    and char_length(p ->> 'fullName') between 1 and 120
    and char_length(p ->> 'line1') between 1 and 200
    and char_length(p ->> 'line2') <= 200
    and char_length(p ->> 'city') between 1 and 100
    and char_length(p ->> 'region') between 1 and 100
    and char_length(p ->> 'postalCode') between 1 and 20
    and p ->> 'country' in ('US', 'CA')
    and (p ->> 'phone') ~ '^[0-9()+ -]{0,30}$'
$$;

alter table public.quote_requests
  add column delivery jsonb check (delivery is null or public.is_delivery_address(delivery));
alter table public.express_orders
  add column delivery jsonb check (delivery is null or public.is_delivery_address(delivery));

-- A history entry is a move of the status (what there was) or a change of the delivery address
-- (its status column keeps the status the order had). Only moves are e-mailed as moves.
alter table public.order_history
  add column event text not null default 'status' check (event in ('status', 'delivery'));
drop trigger order_history_mail on public.order_history;
create trigger order_history_mail after insert on public.order_history
  for each row when (new.event = 'status') execute function public.mail_history_entry();
drop trigger order_history_mail_mockup_decision on public.order_history;
create trigger order_history_mail_mockup_decision after insert on public.order_history
  for each row when (new.event = 'status') execute function public.mail_mockup_decision();

-- The express order as before, now with its delivery address, which it cannot be placed without.
create or replace function public.submit_express_order(p jsonb) returns table (id uuid, reference text)
  language plpgsql security invoker set search_path = ''
as $$
#variable_conflict use_column
declare
  v_key uuid;
  v_user uuid;
  v_id uuid;
  v_reference text;
  v_owner uuid;
  v_constraint text;
  v_attempt integer := 0;
begin
  if jsonb_typeof(p) is distinct from 'object' then
    raise exception 'an express order must be an object' using errcode = '22023';
  end if;
  if octet_length(p::text) > 262144 then
    raise exception 'an express order holds at most 256 kB' using errcode = '22023';
  end if;
  v_key := (p ->> 'idempotencyKey')::uuid;
  v_user := (p ->> 'userId')::uuid;
  if v_key is null then
    raise exception 'an express order needs an idempotency key' using errcode = '22023';
  end if;
  if not coalesce(public.is_delivery_address(p -> 'delivery'), false) then
    raise exception 'an express order needs a delivery address' using errcode = '23514';
  end if;

  select o.id, o.reference, o.user_id into v_id, v_reference, v_owner
  from public.express_orders o where o.idempotency_key = v_key;
  if v_id is null then
    loop
      v_attempt := v_attempt + 1;
      begin
        insert into public.express_orders (
          reference, idempotency_key, user_id, product_slug, product_name, team_name, league, contact_name,
          contact_email, contact_phone, roster, player_count, logo_path, logo_notes, payment_type, payment_provider,
          price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents, delivery
        )
        values (
          public.new_request_reference('E'), v_key, v_user, p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
          p -> 'teamInfo' ->> 'teamName', coalesce(p -> 'teamInfo' ->> 'league', ''), p -> 'teamInfo' ->> 'contactName',
          p -> 'teamInfo' ->> 'contactEmail', coalesce(p -> 'teamInfo' ->> 'contactPhone', ''),
          p -> 'players',
          -- The count the server priced must be the roster's: the column's check compares them.
          (p -> 'payment' ->> 'playerCount')::integer,
          p -> 'logo' ->> 'path', coalesce(p -> 'logo' ->> 'notes', ''),
          p -> 'payment' ->> 'type', p -> 'payment' ->> 'provider',
          (p -> 'payment' ->> 'pricePerPlayerCents')::integer, (p -> 'payment' ->> 'subtotalCents')::integer,
          (p -> 'payment' ->> 'depositCents')::integer, (p -> 'payment' ->> 'amountDueCents')::integer,
          p -> 'delivery'
        )
        on conflict (idempotency_key) do nothing
        returning id, reference into v_id, v_reference;
        exit;
      exception when unique_violation then
        get stacked diagnostics v_constraint = constraint_name;
        if v_constraint is distinct from 'express_orders_reference_key' or v_attempt >= 5 then
          raise;
        end if;
      end;
    end loop;
    if v_id is not null then
      return query select v_id, v_reference;
      return;
    end if;
    select o.id, o.reference, o.user_id into v_id, v_reference, v_owner
    from public.express_orders o where o.idempotency_key = v_key;
  end if;

  if v_owner is distinct from v_user then
    raise exception 'this idempotency key belongs to another order' using errcode = '23505';
  end if;
  return query select v_id, v_reference;
end;
$$;

-- Accepting a quote now says where it goes: the deposit is asked for only once it is known.
drop function public.accept_quote(uuid, timestamptz);
create function public.accept_quote(p_id uuid, p_quoted_at timestamptz, p_delivery jsonb) returns void
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
  if not coalesce(public.is_delivery_address(p_delivery), false) then
    raise exception 'a quote is accepted with a delivery address' using errcode = '23514';
  end if;
  perform set_config('app.status_note', case when v_request.user_id is null then 'Accepted by the customer, recorded by staff' else '' end, true);
  update public.quote_requests q set status = 'awaiting_payment', accepted_at = now(), delivery = p_delivery where q.id = p_id;
end;
$$;

-- Staff change where an order goes until it has shipped; the history keeps the old address in its
-- note and who changed it. Nothing is e-mailed: the customer asked for it, or is told by staff.
create function public.change_delivery(p_kind text, p_id uuid, p_delivery jsonb, p_note text default '') returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_user uuid;
  v_old jsonb;
  v_note text := btrim(coalesce(p_note, ''));
begin
  if not public.is_staff() then
    raise exception 'only staff change a delivery address' using errcode = '42501';
  end if;
  if not coalesce(public.is_delivery_address(p_delivery), false) then
    raise exception 'not a delivery address' using errcode = '23514';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'the note is longer than 1000 characters' using errcode = '22001';
  end if;
  if p_kind = 'quote' then
    select q.status, q.user_id, q.delivery into v_status, v_user, v_old from public.quote_requests q where q.id = p_id for update;
  elsif p_kind = 'express' then
    select e.status, e.user_id, e.delivery into v_status, v_user, v_old from public.express_orders e where e.id = p_id for update;
  else
    raise exception 'unknown kind of request: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  if v_status in ('shipped', 'delivered', 'cancelled') then
    raise exception 'an order that is % keeps its address', v_status using errcode = 'P0001', hint = 'transition';
  end if;
  if p_kind = 'quote' then
    update public.quote_requests set delivery = p_delivery where id = p_id;
  else
    update public.express_orders set delivery = p_delivery where id = p_id;
  end if;
  insert into public.order_history (quote_request_id, express_order_id, user_id, status, notes, created_by, event)
  values (
    case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end, v_user, v_status,
    v_note, (select auth.uid()), 'delivery'
  );
end;
$$;

-- How an order was sent: one shipment per order, recorded as staff mark it shipped.
create table public.shipments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid unique references public.orders (id) on delete cascade,
  quote_request_id uuid unique references public.quote_requests (id) on delete cascade,
  express_order_id uuid unique references public.express_orders (id) on delete cascade,
  -- Its customer, for a plain policy (null: a guest's request, or a deleted account).
  user_id uuid references auth.users (id) on delete set null,
  carrier text not null check (carrier in ('canada_post', 'ups', 'fedex', 'purolator', 'usps', 'other')),
  tracking_number text not null check (tracking_number ~ '^[A-Za-z0-9 -]{4,40}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (num_nonnulls(order_id, quote_request_id, express_order_id) = 1)
);

alter table public.shipments enable row level security;
revoke all on public.shipments from anon, authenticated;
grant select on public.shipments to authenticated;
grant all on public.shipments to service_role;
create policy shipments_select_own on public.shipments for select to authenticated using (user_id = (select auth.uid()));
create policy shipments_select_staff on public.shipments for select to authenticated using ((select public.is_staff()));

-- Marks an order shipped (change_order_status's rules: staff only, from the status staff saw, the
-- balance paid) and records its shipment in the same transaction, before the "shipped" e-mail is
-- written, so the e-mail can carry the tracking number. Returns the status it was shipped from.
create function public.ship_order(p_kind text, p_id uuid, p_from text, p_carrier text, p_tracking_number text, p_note text default '', p_override boolean default false)
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_user uuid;
begin
  if not public.is_staff() then
    raise exception 'only staff ship an order' using errcode = '42501';
  end if;
  if p_kind = 'quote' then
    select q.user_id into v_user from public.quote_requests q where q.id = p_id;
  elsif p_kind = 'express' then
    select e.user_id into v_user from public.express_orders e where e.id = p_id;
  elsif p_kind = 'order' then
    select o.user_id into v_user from public.orders o where o.id = p_id;
  else
    raise exception 'unknown kind of order: %', p_kind using errcode = '22023';
  end if;
  insert into public.shipments (order_id, quote_request_id, express_order_id, user_id, carrier, tracking_number, created_by)
  values (
    case when p_kind = 'order' then p_id end, case when p_kind = 'quote' then p_id end,
    case when p_kind = 'express' then p_id end, v_user, p_carrier, btrim(p_tracking_number), (select auth.uid())
  );
  return public.change_order_status(p_kind, p_id, p_from, 'shipped', p_note, p_override);
end;
$$;

-- No order is shipped without its shipment, whichever way its status is moved.
create function public.require_shipment() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.shipments s
    where (tg_table_name = 'orders' and s.order_id = new.id)
       or (tg_table_name = 'quote_requests' and s.quote_request_id = new.id)
       or (tg_table_name = 'express_orders' and s.express_order_id = new.id)
  ) then
    raise exception 'an order is shipped with its carrier and tracking number' using errcode = 'P0001', hint = 'shipment';
  end if;
  return new;
end;
$$;
create trigger orders_shipment before update of status on public.orders
  for each row when (new.status = 'shipped' and old.status is distinct from 'shipped') execute function public.require_shipment();
create trigger quote_requests_shipment before update of status on public.quote_requests
  for each row when (new.status = 'shipped' and old.status is distinct from 'shipped') execute function public.require_shipment();
create trigger express_orders_shipment before update of status on public.express_orders
  for each row when (new.status = 'shipped' and old.status is distinct from 'shipped') execute function public.require_shipment();

revoke execute on function public.require_shipment() from public, anon, authenticated;
revoke execute on function public.is_delivery_address(jsonb), public.change_delivery(text, uuid, jsonb, text),
  public.ship_order(text, uuid, text, text, text, text, boolean), public.accept_quote(uuid, timestamptz, jsonb) from public, anon;
grant execute on function public.change_delivery(text, uuid, jsonb, text), public.ship_order(text, uuid, text, text, text, text, boolean),
  public.accept_quote(uuid, timestamptz, jsonb) to authenticated, service_role;
grant execute on function public.is_delivery_address(jsonb) to service_role;
