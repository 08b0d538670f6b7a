-- Columns named *_id held text that is no row's id: a product's slug (from the published content),
-- a product variant's key, or the browser's key of a cart line. Each now says what it holds, so
-- nobody joins them to a table or expects a uuid. Constraints named after a column follow it.

alter table public.cart_items rename column line_id to line_key;
alter table public.cart_items rename constraint cart_items_line_id_check to cart_items_line_key_check;
alter table public.cart_items rename constraint cart_items_user_id_line_id_key to cart_items_user_id_line_key_key;
alter table public.cart_items rename column product_id to product_slug;
alter table public.cart_items rename constraint cart_items_product_id_check to cart_items_product_slug_check;

alter table public.order_items rename column product_id to product_slug;
alter table public.order_items rename column variant_id to variant_key;

alter table public.quote_requests rename column product_id to product_slug;
alter table public.express_orders rename column product_id to product_slug;

-- PL/pgSQL bodies name columns as text, so the functions that write these columns are made again.
-- `create or replace` keeps their owner and grants (replace_cart: authenticated; place_order: the
-- service role only).

create or replace function public.replace_cart(p_lines jsonb) returns void
  language plpgsql security invoker set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'not signed in' using errcode = '28000';
  end if;
  if jsonb_typeof(p_lines) <> 'array' then
    raise exception 'cart lines must be an array' using errcode = '22023';
  end if;
  delete from public.cart_items where user_id = v_user;
  insert into public.cart_items (
    user_id, line_key, product_slug, name, option_key, option_name, size, variant_key, variant_name,
    color_code, price_cents, quantity, image, customization, position
  )
  select v_user, l ->> 'id', l ->> 'productSlug', l ->> 'name', l ->> 'optionKey', l ->> 'optionName',
    l ->> 'size', l ->> 'variantKey', l ->> 'variantName', l ->> 'colorCode',
    (l ->> 'unitPriceCents')::integer, (l ->> 'quantity')::integer, l ->> 'image',
    coalesce(l -> 'customization', '{}'::jsonb), (ord - 1)::integer
  from jsonb_array_elements(p_lines) with ordinality as t (l, ord);
end;
$$;

create or replace function public.place_order(
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
    order_id, user_id, product_slug, product_name, option_key, option_name, size, variant_key,
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
