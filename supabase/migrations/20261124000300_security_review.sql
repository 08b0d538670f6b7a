-- Findings of the security review that the database itself enforces.

-- 1. Quote requests and express orders: nobody may insert them through the API until the order
--    wizards write them on the server (a visitor could store their own totals and any JSON).
--    Customers still read their own.
drop policy quote_requests_insert_anyone on public.quote_requests;
drop policy express_orders_insert_anyone on public.express_orders;
revoke insert on public.quote_requests, public.express_orders from anon, authenticated;

-- 2. Sizes: every JSON column and the cart hold at most what the shop's own forms can produce
--    (a customization with 100 players is about 20 kB), so no request can store megabytes.
alter table public.cart_items
  add constraint cart_items_customization_size check (octet_length(customization::text) <= 65536),
  add constraint cart_items_image_size check (image is null or char_length(image) <= 2048),
  add constraint cart_items_short_fields check (
    char_length(coalesce(option_key, '')) <= 100 and char_length(coalesce(option_name, '')) <= 120
    and char_length(coalesce(size, '')) <= 20 and char_length(coalesce(variant_key, '')) <= 100
    and char_length(coalesce(variant_name, '')) <= 120 and char_length(coalesce(color_code, '')) <= 7);
alter table public.team_rosters
  add constraint team_rosters_players_size check (jsonb_array_length(players) <= 100 and octet_length(players::text) <= 65536),
  add constraint team_rosters_logo_size check (logo_url is null or char_length(logo_url) <= 2048);
alter table public.order_items
  add constraint order_items_customizations_size check (octet_length(customizations::text) <= 65536);
alter table public.quote_requests
  add constraint quote_requests_json_size check (
    octet_length(team_info::text) + octet_length(design_info::text) + octet_length(roster::text)
    + octet_length(order_details::text) <= 262144);
alter table public.express_orders
  add constraint express_orders_json_size check (octet_length(team_info::text) + octet_length(roster::text) <= 262144);

-- 3. The cart is replaced whole, at most 50 lines; a checkout empties only the lines it ordered,
--    so a line added in another tab while the order was being placed stays in the cart.
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
  if jsonb_array_length(p_lines) > 50 then
    raise exception 'a cart holds at most 50 lines' using errcode = '22023';
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
  if jsonb_array_length(p_items) > 50 then
    raise exception 'an order holds at most 50 lines' using errcode = '22023';
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

  -- Only the ordered lines (each item names its cart line's key).
  delete from public.cart_items c
  where c.user_id = p_user_id
    and c.line_key in (select i ->> 'lineKey' from jsonb_array_elements(p_items) as i);

  return v_order_id;
end;
$$;

-- 4. Team membership needs the member's consent: a manager could add any user to a team. Nobody
--    inserts members through the API any more; a team's creator becomes its manager by trigger, and
--    adding others will come with an invitation the invitee accepts.
drop policy team_members_insert_manager on public.team_members;
revoke insert on public.team_members from authenticated;
