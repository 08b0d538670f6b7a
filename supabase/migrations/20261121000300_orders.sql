-- Orders (spec §3: orders, order_items, shipping_address, billing_address, order_details, payments,
-- order_history). Customers read their own; only public.place_order writes, in one transaction.
-- Every child row carries user_id so each policy is a plain comparison.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  shipping_cents integer not null default 0 check (shipping_cents >= 0),
  total_amount_cents integer not null check (total_amount_cents = subtotal_cents + shipping_cents),
  currency text not null default 'USD',
  -- One per checkout form: a second submit of the same form finds this order instead of making another.
  idempotency_key uuid not null,
  created_at timestamptz not null default now(),
  unique (user_id, idempotency_key)
);
create index orders_user_created on public.orders (user_id, created_at desc);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id text not null,
  product_name text not null,
  option_key text,
  option_name text,
  size text,
  variant_id text,
  variant_name text,
  quantity integer not null check (quantity between 1 and 999),
  price_cents integer not null check (price_cents >= 0),
  line_total_cents integer not null check (line_total_cents = price_cents * quantity),
  customizations jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index order_items_order_id on public.order_items (order_id);

create table public.shipping_address (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  full_name text not null check (char_length(full_name) between 1 and 120),
  line1 text not null check (char_length(line1) between 1 and 200),
  line2 text not null default '' check (char_length(line2) <= 200),
  city text not null check (char_length(city) between 1 and 100),
  region text not null check (char_length(region) between 1 and 100),
  postal_code text not null check (char_length(postal_code) between 1 and 20),
  country text not null check (country ~ '^[A-Z]{2}$'),
  phone text not null default '' check (phone ~ '^[0-9()+ -]*$'),
  created_at timestamptz not null default now()
);

create table public.billing_address (like public.shipping_address including defaults including constraints);
alter table public.billing_address add primary key (id);
alter table public.billing_address add unique (order_id);
alter table public.billing_address add foreign key (order_id) references public.orders (id) on delete cascade;
alter table public.billing_address add foreign key (user_id) references auth.users (id) on delete cascade;

create table public.order_details (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  shipping_method text not null check (shipping_method in ('standard')),
  created_at timestamptz not null default now()
);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  amount_cents integer not null check (amount_cents >= 0),
  payment_method text not null check (payment_method in ('invoice', 'card')),
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'paid', 'failed', 'refunded')),
  created_at timestamptz not null default now()
);
create index payments_order_id on public.payments (order_id);

create table public.order_history (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null,
  notes text not null default '',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index order_history_order_id on public.order_history (order_id);

-- The whole checkout in one transaction (the original made seven calls with no rollback).
-- Called only by the site's server with the secret key, after it has priced every line from the
-- published content: the browser can neither call this nor choose a price.
create function public.place_order(
  p_user_id uuid,
  p_idempotency_key uuid,
  p_items jsonb,
  p_shipping jsonb,
  p_billing jsonb,
  p_shipping_method text,
  p_payment_method text
) returns uuid
  language plpgsql security invoker set search_path = ''
as $$
declare
  v_order_id uuid;
  v_subtotal integer;
begin
  select o.id into v_order_id from public.orders o
  where o.user_id = p_user_id and o.idempotency_key = p_idempotency_key;
  if v_order_id is not null then
    return v_order_id;
  end if;

  if p_items is null or jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'an order needs at least one item' using errcode = '22023';
  end if;

  select sum((i ->> 'unitPriceCents')::integer * (i ->> 'quantity')::integer)
    into v_subtotal from jsonb_array_elements(p_items) as i;

  insert into public.orders (user_id, subtotal_cents, shipping_cents, total_amount_cents, idempotency_key)
  values (p_user_id, v_subtotal, 0, v_subtotal, p_idempotency_key)
  on conflict (user_id, idempotency_key) do nothing
  returning id into v_order_id;
  -- A concurrent submit of the same form won the race: hand back its order.
  if v_order_id is null then
    select o.id into v_order_id from public.orders o
    where o.user_id = p_user_id and o.idempotency_key = p_idempotency_key;
    return v_order_id;
  end if;

  insert into public.order_items (
    order_id, user_id, product_id, product_name, option_key, option_name, size, variant_id,
    variant_name, quantity, price_cents, line_total_cents, customizations, position
  )
  select v_order_id, p_user_id, i ->> 'productSlug', i ->> 'productName', i ->> 'optionKey',
    i ->> 'optionName', i ->> 'size', i ->> 'variantKey', i ->> 'variantName',
    (i ->> 'quantity')::integer, (i ->> 'unitPriceCents')::integer,
    (i ->> 'unitPriceCents')::integer * (i ->> 'quantity')::integer,
    coalesce(i -> 'customization', '{}'::jsonb), (ord - 1)::integer
  from jsonb_array_elements(p_items) with ordinality as t (i, ord);

  insert into public.shipping_address (order_id, user_id, full_name, line1, line2, city, region, postal_code, country, phone)
  values (v_order_id, p_user_id, p_shipping ->> 'fullName', p_shipping ->> 'line1',
    coalesce(p_shipping ->> 'line2', ''), p_shipping ->> 'city', p_shipping ->> 'region',
    p_shipping ->> 'postalCode', p_shipping ->> 'country', coalesce(p_shipping ->> 'phone', ''));

  insert into public.billing_address (order_id, user_id, full_name, line1, line2, city, region, postal_code, country, phone)
  values (v_order_id, p_user_id, p_billing ->> 'fullName', p_billing ->> 'line1',
    coalesce(p_billing ->> 'line2', ''), p_billing ->> 'city', p_billing ->> 'region',
    p_billing ->> 'postalCode', p_billing ->> 'country', coalesce(p_billing ->> 'phone', ''));

  insert into public.order_details (order_id, user_id, shipping_method)
  values (v_order_id, p_user_id, p_shipping_method);

  insert into public.payments (order_id, user_id, amount_cents, payment_method)
  values (v_order_id, p_user_id, v_subtotal, p_payment_method);

  insert into public.order_history (order_id, user_id, status, notes, created_by)
  values (v_order_id, p_user_id, 'pending', 'Order placed', p_user_id);

  delete from public.cart_items where user_id = p_user_id;

  return v_order_id;
end;
$$;

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.shipping_address enable row level security;
alter table public.billing_address enable row level security;
alter table public.order_details enable row level security;
alter table public.payments enable row level security;
alter table public.order_history enable row level security;

revoke all on public.orders, public.order_items, public.shipping_address, public.billing_address,
  public.order_details, public.payments, public.order_history from anon, authenticated;
grant all on public.orders, public.order_items, public.shipping_address, public.billing_address,
  public.order_details, public.payments, public.order_history to service_role;
grant select on public.orders, public.order_items, public.shipping_address, public.billing_address,
  public.order_details, public.payments, public.order_history to authenticated;

create policy orders_select_own on public.orders for select to authenticated
  using (user_id = (select auth.uid()));
create policy order_items_select_own on public.order_items for select to authenticated
  using (user_id = (select auth.uid()));
create policy shipping_address_select_own on public.shipping_address for select to authenticated
  using (user_id = (select auth.uid()));
create policy billing_address_select_own on public.billing_address for select to authenticated
  using (user_id = (select auth.uid()));
create policy order_details_select_own on public.order_details for select to authenticated
  using (user_id = (select auth.uid()));
create policy payments_select_own on public.payments for select to authenticated
  using (user_id = (select auth.uid()));
create policy order_history_select_own on public.order_history for select to authenticated
  using (user_id = (select auth.uid()));

revoke execute on function public.place_order(uuid, uuid, jsonb, jsonb, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.place_order(uuid, uuid, jsonb, jsonb, jsonb, text, text) to service_role;
