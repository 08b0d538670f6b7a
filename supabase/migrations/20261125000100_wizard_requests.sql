-- What the two order wizards submit: quote requests (5 steps: team, design, roster, details,
-- review) and express orders (4 steps: team, roster, logo, payment), and the payments of express
-- orders. Guests may submit; a signed-in submitter is linked and reads back their own. Only the
-- site's server writes, with the service role, after it has validated and priced everything itself:
-- one function per submission, in one transaction, idempotent on the draft's key.
--
-- The tables of 20261121000400 were drafts that nothing wrote or read (and held no rows): they are
-- made again with real columns for what staff filter and search by, and JSON only for the roster
-- and the design.

drop table public.quote_requests;
drop table public.express_orders;

-- A reference a customer can read out on the phone: a prefix ('Q' or 'E'), a dash and 8 characters
-- from an alphabet without 0, O, 1 and I, which are read for one another. Built from
-- gen_random_uuid() because PGlite may lack pgcrypto: bytes 8 to 15 of a version 4 uuid are random
-- except the top two bits of byte 8 (its variant), and each character takes a byte's low five
-- bits, so every character is uniformly random (40 bits in all; submit_* try again on a clash).
create function public.new_request_reference(p_prefix text) returns text
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  v_bytes constant bytea := uuid_send(gen_random_uuid());
  v_reference text := p_prefix || '-';
begin
  for i in 8..15 loop
    v_reference := v_reference || substr(v_alphabet, (get_byte(v_bytes, i) & 31) + 1, 1);
  end loop;
  return v_reference;
end;
$$;

-- A roster as the wizards send it (lib/roster/player.ts): 1 to 100 players, each exactly its six
-- fields as text, within the lengths the roster editor allows. Sizes are only kept short here: the
-- server checks them against the size lists, which the content may change.
create function public.is_wizard_roster(p_roster jsonb) returns boolean
  language sql immutable security invoker set search_path = ''
as $$
  select case when jsonb_typeof(p_roster) is distinct from 'array' then false else
    jsonb_array_length(p_roster) between 1 and 100
    and octet_length(p_roster::text) <= 65536
    and not exists (
      select 1 from jsonb_array_elements(p_roster) as t (e)
      where case when jsonb_typeof(e) <> 'object' then true else
        (select count(*) from jsonb_object_keys(e)) <> 6
        or jsonb_typeof(e -> 'name') is distinct from 'string' or char_length(e ->> 'name') > 40
        or jsonb_typeof(e -> 'number') is distinct from 'string' or (e ->> 'number') !~ '^[0-9]{0,3}$'
        or jsonb_typeof(e -> 'jerseySize') is distinct from 'string' or char_length(e ->> 'jerseySize') > 10
        or jsonb_typeof(e -> 'socksSize') is distinct from 'string' or char_length(e ->> 'socksSize') > 10
        or jsonb_typeof(e -> 'pantShellSize') is distinct from 'string' or char_length(e ->> 'pantShellSize') > 10
        or jsonb_typeof(e -> 'captainPatch') is distinct from 'string' or (e ->> 'captainPatch') not in ('', 'C', 'A')
      end
    )
  end;
$$;

-- A quote's design step: exactly its seven fields as text, colours as #RRGGBB.
create function public.is_quote_design(p_design jsonb) returns boolean
  language sql immutable security invoker set search_path = ''
as $$
  select case when jsonb_typeof(p_design) is distinct from 'object' then false else
    (select count(*) from jsonb_object_keys(p_design)) = 7
    and octet_length(p_design::text) <= 16384
    and coalesce(p_design ->> 'primaryColor', '') ~ '^#[0-9A-Fa-f]{6}$'
    and coalesce(p_design ->> 'secondaryColor', '') ~ '^#[0-9A-Fa-f]{6}$'
    and jsonb_typeof(p_design -> 'templateId') = 'string' and char_length(p_design ->> 'templateId') <= 200
    and jsonb_typeof(p_design -> 'templateName') = 'string' and char_length(p_design ->> 'templateName') <= 200
    and jsonb_typeof(p_design -> 'collarStyle') = 'string' and char_length(p_design ->> 'collarStyle') <= 200
    and jsonb_typeof(p_design -> 'collarName') = 'string' and char_length(p_design ->> 'collarName') <= 200
    and jsonb_typeof(p_design -> 'designNotes') = 'string' and char_length(p_design ->> 'designNotes') <= 5000
  end;
$$;

-- Both kinds of request share one list of statuses, so the staff workflow of a later issue
-- (received → quoted → awaiting payment → in design → mockup sent → approved → in production →
-- shipped → delivered, or cancelled) needs no new constraint. A quote request arrives 'received';
-- an express order arrives 'awaiting_payment' and becomes 'received' once paid in full.
-- The team step's columns keep the limits of lib/wizard/team-info.ts (TEAM_INFO_MAX).

create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.new_request_reference('Q')
    check (reference ~ '^Q-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  -- One per wizard draft, made by the browser: a second submit of the same draft finds this row.
  idempotency_key uuid not null unique,
  -- Null for a guest; a deleted account leaves its requests to staff, unlinked.
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'received' check (status in ('received', 'quoted', 'awaiting_payment', 'in_design',
    'mockup_sent', 'approved', 'in_production', 'shipped', 'delivered', 'cancelled')),
  product_slug text not null check (char_length(product_slug) between 1 and 100),
  product_name text not null check (char_length(product_name) between 1 and 120),
  team_name text not null check (char_length(btrim(team_name)) between 1 and 80),
  league text not null default '' check (char_length(league) <= 40),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 120),
  contact_email text not null check (char_length(contact_email) <= 254 and contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  contact_phone text not null default '' check (char_length(contact_phone) <= 30 and contact_phone ~ '^[0-9()+\s-]*$'),
  design jsonb not null check (public.is_quote_design(design)),
  roster jsonb not null check (public.is_wizard_roster(roster)),
  -- Kept beside the roster so lists need not read it.
  player_count integer not null check (player_count = jsonb_array_length(roster)),
  estimated_quantity integer check (estimated_quantity between 1 and 100000),
  target_date date,
  notes text not null default '' check (char_length(notes) <= 5000),
  -- A path in the private logo bucket (never a URL, never outside the bucket's folders).
  logo_path text check (char_length(logo_path) between 1 and 1024 and logo_path !~ '^/' and strpos(logo_path, '..') = 0),
  logo_notes text not null default '' check (char_length(logo_notes) <= 5000),
  -- The quantity tier's price each when the request was sent, for staff preparing the quote: not a charge.
  indicative_unit_price_cents integer check (indicative_unit_price_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quote_requests_user_created on public.quote_requests (user_id, created_at desc);
create index quote_requests_status_created on public.quote_requests (status, created_at desc);

create table public.express_orders (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.new_request_reference('E')
    check (reference ~ '^E-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  idempotency_key uuid not null unique,
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'awaiting_payment' check (status in ('received', 'quoted', 'awaiting_payment', 'in_design',
    'mockup_sent', 'approved', 'in_production', 'shipped', 'delivered', 'cancelled')),
  product_slug text not null check (char_length(product_slug) between 1 and 100),
  product_name text not null check (char_length(product_name) between 1 and 120),
  team_name text not null check (char_length(btrim(team_name)) between 1 and 80),
  league text not null default '' check (char_length(league) <= 40),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 120),
  contact_email text not null check (char_length(contact_email) <= 254 and contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  contact_phone text not null default '' check (char_length(contact_phone) <= 30 and contact_phone ~ '^[0-9()+\s-]*$'),
  roster jsonb not null check (public.is_wizard_roster(roster)),
  player_count integer not null check (player_count = jsonb_array_length(roster)),
  logo_path text check (char_length(logo_path) between 1 and 1024 and logo_path !~ '^/' and strpos(logo_path, '..') = 0),
  logo_notes text not null default '' check (char_length(logo_notes) <= 5000),
  payment_type text not null check (payment_type in ('deposit', 'full')),
  payment_provider text not null check (payment_provider in ('test', 'stripe')),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- The amounts the server priced, held consistent with each other and with the roster, so no
  -- caller can store a total that its price and players do not make. At most $100,000 a player
  -- keeps every product within an integer.
  price_per_player_cents integer not null check (price_per_player_cents between 1 and 10000000),
  subtotal_cents integer not null check (subtotal_cents = price_per_player_cents * player_count),
  deposit_cents integer not null check (deposit_cents between 0 and subtotal_cents),
  amount_due_cents integer not null
    check (amount_due_cents > 0 and amount_due_cents = case payment_type when 'deposit' then deposit_cents else subtotal_cents end),
  -- The sum of the order's succeeded payments (record_express_payment), never capped: money that
  -- arrived twice is still recorded, for staff to refund.
  amount_paid_cents integer not null default 0 check (amount_paid_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index express_orders_user_created on public.express_orders (user_id, created_at desc);
create index express_orders_status_created on public.express_orders (status, created_at desc);

-- One row per payment attempt of an express order (a Stripe PaymentIntent, or the test
-- provider's), keyed by the provider's own reference so a webhook delivered twice finds its row.
-- user_id is the order's, copied so the policy is a plain comparison like the other child tables.
create table public.express_payments (
  id uuid primary key default gen_random_uuid(),
  express_order_id uuid not null references public.express_orders (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  provider text not null check (provider in ('test', 'stripe')),
  provider_reference text not null unique check (char_length(provider_reference) between 1 and 255),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'cancelled')),
  failure_message text check (char_length(failure_message) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index express_payments_express_order_id on public.express_payments (express_order_id);
create index express_payments_user_id on public.express_payments (user_id);

create trigger quote_requests_touch before update on public.quote_requests
  for each row execute function public.touch_updated_at();
create trigger express_orders_touch before update on public.express_orders
  for each row execute function public.touch_updated_at();
create trigger express_payments_touch before update on public.express_payments
  for each row execute function public.touch_updated_at();

-- A quote request, as the server sends it after validating and pricing it (QuoteSubmission in
-- lib/commerce/wizard-requests.ts). A repeat of the same draft's key answers the first request,
-- also when two submits race; a key already used by someone else is refused, so nobody learns
-- another submitter's reference by reusing their key.
create function public.submit_quote_request(p jsonb) returns table (id uuid, reference text)
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
    raise exception 'a quote request must be an object' using errcode = '22023';
  end if;
  if octet_length(p::text) > 262144 then
    raise exception 'a quote request holds at most 256 kB' using errcode = '22023';
  end if;
  v_key := (p ->> 'idempotencyKey')::uuid;
  v_user := (p ->> 'userId')::uuid;
  if v_key is null then
    raise exception 'a quote request needs an idempotency key' using errcode = '22023';
  end if;

  select q.id, q.reference, q.user_id into v_id, v_reference, v_owner
  from public.quote_requests q where q.idempotency_key = v_key;
  if v_id is null then
    loop
      v_attempt := v_attempt + 1;
      begin
        insert into public.quote_requests (
          reference, idempotency_key, user_id, product_slug, product_name, team_name, league, contact_name,
          contact_email, contact_phone, design, roster, player_count, estimated_quantity, target_date, notes,
          logo_path, logo_notes, indicative_unit_price_cents
        )
        values (
          public.new_request_reference('Q'), v_key, v_user, p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
          p -> 'teamInfo' ->> 'teamName', coalesce(p -> 'teamInfo' ->> 'league', ''), p -> 'teamInfo' ->> 'contactName',
          p -> 'teamInfo' ->> 'contactEmail', coalesce(p -> 'teamInfo' ->> 'contactPhone', ''),
          p -> 'design', p -> 'players',
          case when jsonb_typeof(p -> 'players') = 'array' then jsonb_array_length(p -> 'players') end,
          (p -> 'details' ->> 'estimatedQuantity')::integer, (p -> 'details' ->> 'targetDate')::date,
          coalesce(p -> 'details' ->> 'notes', ''), p -> 'logo' ->> 'path', coalesce(p -> 'logo' ->> 'notes', ''),
          (p ->> 'indicativeUnitPriceCents')::integer
        )
        on conflict (idempotency_key) do nothing
        returning id, reference into v_id, v_reference;
        exit;
      exception when unique_violation then
        -- Only a reference that is already taken is worth another draw.
        get stacked diagnostics v_constraint = constraint_name;
        if v_constraint is distinct from 'quote_requests_reference_key' or v_attempt >= 5 then
          raise;
        end if;
      end;
    end loop;
    if v_id is not null then
      return query select v_id, v_reference;
      return;
    end if;
    -- A concurrent submit of the same draft won the race: answer its request.
    select q.id, q.reference, q.user_id into v_id, v_reference, v_owner
    from public.quote_requests q where q.idempotency_key = v_key;
  end if;

  if v_owner is distinct from v_user then
    raise exception 'this idempotency key belongs to another request' using errcode = '23505';
  end if;
  return query select v_id, v_reference;
end;
$$;

-- An express order, as the server sends it after pricing it (ExpressSubmission). It arrives
-- awaiting payment; record_express_payment moves it on. Repeats as submit_quote_request.
create function public.submit_express_order(p jsonb) returns table (id uuid, reference text)
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

  select o.id, o.reference, o.user_id into v_id, v_reference, v_owner
  from public.express_orders o where o.idempotency_key = v_key;
  if v_id is null then
    loop
      v_attempt := v_attempt + 1;
      begin
        insert into public.express_orders (
          reference, idempotency_key, user_id, product_slug, product_name, team_name, league, contact_name,
          contact_email, contact_phone, roster, player_count, logo_path, logo_notes, payment_type, payment_provider,
          price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents
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
          (p -> 'payment' ->> 'depositCents')::integer, (p -> 'payment' ->> 'amountDueCents')::integer
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

-- One event of a payment attempt (the server creating it, or the provider's webhook), upserted by
-- the provider's reference. A payment's status only moves forward (pending → failed → cancelled →
-- succeeded, skipping any), so an event delivered twice or late changes nothing: a succeeded
-- payment is never made pending or failed again. The order's paid amount is the sum of its
-- succeeded payments; once that covers the amount due, an order awaiting payment is received.
-- paid_now is true only for the call that made it so, so a confirmation is sent once.
create function public.record_express_payment(
  p_express_order_id uuid,
  p_provider text,
  p_provider_reference text,
  p_amount_cents integer,
  p_status text,
  p_failure_message text default null
) returns table (payment_id uuid, payment_status text, order_status text, amount_paid_cents integer, paid_now boolean)
  language plpgsql security invoker set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ranks constant text[] := array['pending', 'failed', 'cancelled', 'succeeded'];
  v_order public.express_orders%rowtype;
  v_payment public.express_payments%rowtype;
  v_paid integer;
  v_status text;
  -- A provider's message is kept, cut to the column's length, rather than failing the webhook.
  v_message text := case when p_status in ('failed', 'cancelled') then left(p_failure_message, 1000) end;
begin
  if p_status is null or not (p_status = any (v_ranks)) then
    raise exception 'unknown payment status %', p_status using errcode = '22023';
  end if;

  -- The order is locked first, so the events of one order apply one after the other and its sum
  -- paid counts every payment exactly once.
  select * into v_order from public.express_orders o where o.id = p_express_order_id for update;
  if not found then
    raise exception 'no express order %', p_express_order_id using errcode = 'P0002';
  end if;

  insert into public.express_payments (express_order_id, user_id, provider, provider_reference, amount_cents, currency, status, failure_message)
  values (v_order.id, v_order.user_id, p_provider, p_provider_reference, p_amount_cents, v_order.currency, p_status, v_message)
  on conflict (provider_reference) do nothing
  returning * into v_payment;

  if v_payment.id is null then
    select * into v_payment from public.express_payments ep where ep.provider_reference = p_provider_reference for update;
    if v_payment.express_order_id <> v_order.id or v_payment.provider <> p_provider then
      raise exception 'payment % belongs to another order', p_provider_reference using errcode = '23505';
    end if;
    if array_position(v_ranks, p_status) > array_position(v_ranks, v_payment.status) then
      update public.express_payments ep set status = p_status, amount_cents = p_amount_cents, failure_message = v_message
      where ep.id = v_payment.id
      returning * into v_payment;
    end if;
  end if;

  select coalesce(sum(ep.amount_cents), 0)::integer into v_paid
  from public.express_payments ep where ep.express_order_id = v_order.id and ep.status = 'succeeded';
  v_status := case when v_order.status = 'awaiting_payment' and v_paid >= v_order.amount_due_cents then 'received' else v_order.status end;
  -- Written only when something changed, so a repeated event leaves even updated_at as it was.
  if v_paid <> v_order.amount_paid_cents or v_status <> v_order.status then
    update public.express_orders o set amount_paid_cents = v_paid, status = v_status where o.id = v_order.id;
  end if;

  return query select v_payment.id, v_payment.status, v_status, v_paid, v_status is distinct from v_order.status;
end;
$$;

alter table public.quote_requests enable row level security;
alter table public.express_orders enable row level security;
alter table public.express_payments enable row level security;

-- Customers read their own; nobody but the server writes (no insert, update or delete policy, so
-- the embedded backend's table-wide grants to the API roles reach nothing either).
revoke all on public.quote_requests, public.express_orders, public.express_payments from anon, authenticated;
grant all on public.quote_requests, public.express_orders, public.express_payments to service_role;
grant select on public.quote_requests, public.express_orders, public.express_payments to authenticated;

create policy quote_requests_select_own on public.quote_requests for select to authenticated
  using (user_id = (select auth.uid()));
create policy express_orders_select_own on public.express_orders for select to authenticated
  using (user_id = (select auth.uid()));
create policy express_payments_select_own on public.express_payments for select to authenticated
  using (user_id = (select auth.uid()));

revoke execute on function public.new_request_reference(text), public.is_wizard_roster(jsonb), public.is_quote_design(jsonb),
  public.submit_quote_request(jsonb), public.submit_express_order(jsonb),
  public.record_express_payment(uuid, text, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.new_request_reference(text), public.is_wizard_roster(jsonb), public.is_quote_design(jsonb),
  public.submit_quote_request(jsonb), public.submit_express_order(jsonb),
  public.record_express_payment(uuid, text, text, integer, text, text) to service_role;
