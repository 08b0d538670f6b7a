-- A store started from a quote carries the quote's approved mockup (issue 31): players see the
-- design the team approved beside the live preview, and each order the store becomes is made to it.
-- The site names the mockup with the manager's session (their quote's latest approved round); the
-- store is opened with the service role, so the database checks again that it is an approved round
-- of a quote of that manager's, for the same product.

alter table public.team_stores add column mockup_id uuid references public.mockups (id) on delete set null;

create or replace function public.open_team_store(p jsonb, p_now timestamptz) returns table (id uuid, reference text, link_token text)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_closes_at timestamptz := (p ->> 'closesAt')::timestamptz;
  v_mockup uuid := (p ->> 'mockupId')::uuid;
  v_store public.team_stores%rowtype;
  v_item uuid;
begin
  if jsonb_typeof(p) is distinct from 'object' or octet_length(p::text) > 65536 then
    raise exception 'a team store is an object of at most 64 kB' using errcode = '22023';
  end if;
  if v_closes_at is null or v_closes_at <= p_now then
    raise exception 'a team store closes in the future' using errcode = 'P0001', hint = 'closes_at';
  end if;
  if v_mockup is not null and not exists (
    select from public.mockups m join public.quote_requests q on q.id = m.quote_request_id
    where m.id = v_mockup and m.decision = 'approved' and q.user_id = (p ->> 'userId')::uuid and q.product_slug = p -> 'product' ->> 'slug'
  ) then
    raise exception 'a store carries an approved mockup of its manager''s own quote for its product' using errcode = '42501', hint = 'mockup';
  end if;
  insert into public.team_stores (
    user_id, team_name, contact_name, contact_email, product_slug, product_name, design, logo_path, mockup_id, payment_provider, min_players, closes_at, delivery,
    ships_to, player_shipping_cents
  ) values (
    (p ->> 'userId')::uuid, p ->> 'teamName', p ->> 'contactName', p ->> 'contactEmail', p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
    p -> 'design', p ->> 'logoPath', v_mockup, p ->> 'paymentProvider', (p ->> 'minPlayers')::integer, v_closes_at, p -> 'delivery',
    coalesce(p ->> 'shipsTo', 'manager'), coalesce((p ->> 'playerShippingCents')::integer, 0)
  )
  returning * into v_store;
  insert into public.team_store_items (store_id, position, product_slug, product_name, size_field, price_cents, markup_cents, required)
  values (v_store.id, 0, v_store.product_slug, v_store.product_name, p ->> 'sizeField', (p ->> 'priceCents')::integer, coalesce((p ->> 'markupCents')::integer, 0), true)
  returning team_store_items.id into v_item;
  perform public.add_team_store_item_options(v_item, p -> 'options');
  return query select v_store.id, v_store.reference, v_store.link_token;
end;
$$;
