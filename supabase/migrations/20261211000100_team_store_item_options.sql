-- A store item's options (issue 31): a product with options (CHEL Game Jersey, CHEL Enhanced, CHEL
-- Youth) is offered in those the manager chose, each at the shop's price for it, read from the
-- published content when the item was added (lib/pricing/express.ts: expressOptionPrices), and each
-- player takes the item in one of them, paying that option's price and the item's mark-up. An
-- entry keeps the option it paid for. At closing each option of an item that paid players took
-- becomes its own order (one price per player, as every express order), named by the item's product
-- and the option; a late player joins one item in one option.

create table public.team_store_item_options (
  item_id uuid not null references public.team_store_items (id) on delete cascade,
  -- The option's key in the content (its _key), so that the form names it and never its place.
  key text not null check (key ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text not null check (char_length(name) between 1 and 80),
  price_cents integer not null check (price_cents between 1 and 10000000),
  -- In the content's order, as the forms list them.
  position smallint not null check (position between 0 and 9),
  primary key (item_id, key),
  unique (item_id, position)
);

alter table public.team_store_item_options enable row level security;
revoke all on public.team_store_item_options from anon, authenticated;
grant all on public.team_store_item_options to service_role;
grant select on public.team_store_item_options to authenticated;
-- As the store's items: its manager and staff read them; players through the site, by the link or their entry's token.
create policy team_store_item_options_select on public.team_store_item_options for select to authenticated
  using (exists (
    select 1 from public.team_store_items i join public.team_stores s on s.id = i.store_id
    where i.id = item_id and (s.user_id = (select auth.uid()) or (select public.is_staff()))
  ));

-- The option an entry takes its item in (none for an item without options).
alter table public.team_store_entry_items
  add column option_key text,
  add constraint team_store_entry_items_option foreign key (item_id, option_key) references public.team_store_item_options (item_id, key);

-- The option an order a store made is for (none for an item without options).
alter table public.express_orders add column team_store_option_key text;

-- An item's options as the site read them from the content (p_options: [{ key, name, priceCents }]).
create function public.add_team_store_item_options(p_item_id uuid, p_options jsonb) returns void
  language plpgsql set search_path = ''
as $$
begin
  if p_options is null or p_options = 'null'::jsonb then
    return;
  end if;
  if jsonb_typeof(p_options) <> 'array' or jsonb_array_length(p_options) > 10 then
    raise exception 'an item''s options are an array of at most 10' using errcode = '22023';
  end if;
  insert into public.team_store_item_options (item_id, key, name, price_cents, position)
  select p_item_id, o.value ->> 'key', o.value ->> 'name', (o.value ->> 'priceCents')::integer, (o.ordinality - 1)::smallint
  from jsonb_array_elements(p_options) with ordinality o;
end;
$$;
revoke execute on function public.add_team_store_item_options(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.add_team_store_item_options(uuid, jsonb) to service_role;

-- As before (20261209000200), with the first item's options.
create or replace function public.open_team_store(p jsonb, p_now timestamptz) returns table (id uuid, reference text, link_token text)
  language plpgsql set search_path = ''
as $$
#variable_conflict use_column
declare
  v_closes_at timestamptz := (p ->> 'closesAt')::timestamptz;
  v_store public.team_stores%rowtype;
  v_item uuid;
begin
  if jsonb_typeof(p) is distinct from 'object' or octet_length(p::text) > 65536 then
    raise exception 'a team store is an object of at most 64 kB' using errcode = '22023';
  end if;
  if v_closes_at is null or v_closes_at <= p_now then
    raise exception 'a team store closes in the future' using errcode = 'P0001', hint = 'closes_at';
  end if;
  insert into public.team_stores (
    user_id, team_name, contact_name, contact_email, product_slug, product_name, design, logo_path, payment_provider, min_players, closes_at, delivery,
    ships_to, player_shipping_cents
  ) values (
    (p ->> 'userId')::uuid, p ->> 'teamName', p ->> 'contactName', p ->> 'contactEmail', p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
    p -> 'design', p ->> 'logoPath', p ->> 'paymentProvider', (p ->> 'minPlayers')::integer, v_closes_at, p -> 'delivery',
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

-- As before (20261209000100), with the item's options.
create or replace function public.add_team_store_item(p_id uuid, p_item jsonb, p_now timestamptz) returns uuid
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
  v_position smallint;
  v_item uuid;
  v_required boolean := coalesce((p_item ->> 'required')::boolean, false);
begin
  if not public.manages_team_store(p_id) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if not found then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if v_store.status <> 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  if exists (select 1 from public.team_store_items i where i.store_id = p_id and i.product_slug = p_item ->> 'slug') then
    raise exception 'the store offers % already', p_item ->> 'slug' using errcode = 'P0001', hint = 'item_offered';
  end if;
  select min(n)::smallint into v_position from generate_series(1, 5) n
  where not exists (select 1 from public.team_store_items i where i.store_id = p_id and i.position = n);
  if v_position is null then
    raise exception 'a store offers at most 6 items' using errcode = 'P0001', hint = 'too_many_items';
  end if;
  if v_required and exists (select 1 from public.team_store_entries t where t.store_id = p_id and t.status in ('held', 'paid', 'lapsed')) then
    raise exception 'players have entered: a new item is optional' using errcode = 'P0001', hint = 'required_after_entries';
  end if;
  insert into public.team_store_items (store_id, position, product_slug, product_name, size_field, price_cents, markup_cents, required)
  values (p_id, v_position, p_item ->> 'slug', p_item ->> 'name', p_item ->> 'sizeField', (p_item ->> 'priceCents')::integer, coalesce((p_item ->> 'markupCents')::integer, 0), v_required)
  returning id into v_item;
  perform public.add_team_store_item_options(v_item, p_item -> 'options');
  return v_item;
end;
$$;

-- As before (20261209000100), with the option each item is taken in (p_options: item id → option
-- key): one of the item's own for an item with options, none for the others; each line costs its
-- option's price (the item's without one) and the item's mark-up.
drop function public.team_store_entry_lines(uuid, jsonb);
create function public.team_store_entry_lines(p_store_id uuid, p_sizes jsonb, p_options jsonb) returns table (item_id uuid, size text, option_key text, amount_cents integer)
  language plpgsql stable set search_path = ''
as $$
#variable_conflict use_column
begin
  if jsonb_typeof(p_sizes) is distinct from 'object' then
    raise exception 'an entry''s items are an object of item ids to sizes' using errcode = '22023';
  end if;
  if jsonb_typeof(p_options) is distinct from 'object' then
    raise exception 'an entry''s options are an object of item ids to option keys' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_each_text(p_sizes) c where not exists (select 1 from public.team_store_items i where i.store_id = p_store_id and i.id::text = c.key)) then
    raise exception 'the store does not offer that item' using errcode = '22023', hint = 'items';
  end if;
  if exists (select 1 from public.team_store_items i where i.store_id = p_store_id and i.required and not p_sizes ? i.id::text) then
    raise exception 'every player takes the store''s required items' using errcode = '22023', hint = 'items';
  end if;
  if not exists (select 1 from jsonb_each_text(p_sizes)) then
    raise exception 'an entry takes at least one item' using errcode = '22023', hint = 'items';
  end if;
  if exists (select 1 from public.team_store_items i join jsonb_each_text(p_sizes) c on c.key = i.id::text
             where i.store_id = p_store_id and ((i.size_field is null) <> (c.value = '') or char_length(c.value) > 10)) then
    raise exception 'each sized item has a size, and only those' using errcode = '22023', hint = 'items';
  end if;
  if exists (select 1 from jsonb_each_text(p_options) o where not p_sizes ? o.key)
     or exists (
       select 1 from public.team_store_items i join jsonb_each_text(p_sizes) c on c.key = i.id::text
       where i.store_id = p_store_id
         and exists (select 1 from public.team_store_item_options io where io.item_id = i.id)
             <> exists (select 1 from public.team_store_item_options io where io.item_id = i.id and io.key = p_options ->> i.id::text)
     )
     or exists (
       select 1 from public.team_store_items i join jsonb_each_text(p_sizes) c on c.key = i.id::text
       where i.store_id = p_store_id and p_options ? i.id::text and not exists (select 1 from public.team_store_item_options io where io.item_id = i.id)
     ) then
    raise exception 'each item with options is taken in one of them, and only those' using errcode = '22023', hint = 'options';
  end if;
  return query select i.id, c.value, io.key, coalesce(io.price_cents, i.price_cents) + i.markup_cents
  from public.team_store_items i join jsonb_each_text(p_sizes) c on c.key = i.id::text
  left join public.team_store_item_options io on io.item_id = i.id and io.key = p_options ->> i.id::text
  where i.store_id = p_store_id;
end;
$$;
revoke execute on function public.team_store_entry_lines(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.team_store_entry_lines(uuid, jsonb, jsonb) to service_role;

-- As before (20261209000200), with the options the player takes their items in.
drop function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer, jsonb);
create function public.enter_team_store(
  p_link_token text, p_player jsonb, p_sizes jsonb, p_email text, p_now timestamptz, p_hold_minutes integer default 30, p_max_per_email integer default 10,
  p_delivery jsonb default null, p_options jsonb default '{}'
) returns table (entry_id uuid, store_id uuid, amount_cents integer, edit_token text)
  language plpgsql set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_entry uuid;
  v_amount integer;
  v_address jsonb;
begin
  -- The store's lock makes its entries one at a time: the number check, the lapsing of old holds
  -- and the limits all see the same store.
  select * into v_store from public.team_stores s where s.link_token = p_link_token for update;
  if not found or not v_store.link_enabled then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if v_store.status <> 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  v_address := public.team_store_entry_address(v_store, p_delivery);
  update public.team_store_entries t set status = 'lapsed'
  where t.store_id = v_store.id and t.status = 'held' and t.held_until <= p_now;
  if (select count(*) from public.team_store_entries t where t.store_id = v_store.id and t.status in ('held', 'paid')) >= 100 then
    raise exception 'the store is full' using errcode = 'P0001', hint = 'full';
  end if;
  if (select count(*) from public.team_store_entries t where t.store_id = v_store.id and lower(t.email) = lower(btrim(p_email))) >= p_max_per_email then
    raise exception 'too many entries from one address' using errcode = 'P0001', hint = 'email_limit';
  end if;
  if exists (select 1 from public.team_store_entries t where t.store_id = v_store.id and t.status in ('held', 'paid') and t.player ->> 'number' = p_player ->> 'number') then
    raise exception 'number % is taken', p_player ->> 'number' using errcode = 'P0001', hint = 'number_taken';
  end if;
  select sum(l.amount_cents)::integer + v_store.player_shipping_cents into v_amount from public.team_store_entry_lines(v_store.id, p_sizes, p_options) l;
  insert into public.team_store_entries (store_id, player, email, amount_cents, held_until)
  values (v_store.id, p_player, btrim(p_email), v_amount, p_now + make_interval(mins => greatest(p_hold_minutes, 1)))
  returning id into v_entry;
  insert into public.team_store_entry_items (entry_id, item_id, size, option_key)
  select v_entry, l.item_id, l.size, l.option_key from public.team_store_entry_lines(v_store.id, p_sizes, p_options) l;
  if v_address is not null then
    insert into public.team_store_entry_addresses (entry_id, delivery) values (v_entry, v_address);
  end if;
  insert into public.team_store_entry_links (token_hash, entry_id) values (public.team_store_token_hash(v_token), v_entry);
  return query select v_entry, v_store.id, v_amount, v_token;
end;
$$;
revoke execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer, jsonb, jsonb) to service_role;

-- As before (20261209000200): an entry keeps the items it paid for, and their options.
create or replace function public.change_team_store_entry(p_edit_token text, p_player jsonb, p_sizes jsonb, p_now timestamptz, p_delivery jsonb default null) returns void
  language plpgsql set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
  v_address jsonb;
  v_options jsonb;
begin
  select t.* into v_entry from public.team_store_entries t
  join public.team_store_entry_links l on l.entry_id = t.id
  where l.token_hash = public.team_store_token_hash(p_edit_token);
  if not found or v_entry.status not in ('held', 'paid') then
    raise exception 'no such entry' using errcode = 'P0002';
  end if;
  select * into v_store from public.team_stores s where s.id = v_entry.store_id for update;
  if v_store.status <> 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  v_address := public.team_store_entry_address(v_store, p_delivery);
  if exists (select 1 from public.team_store_entries t where t.store_id = v_store.id and t.id <> v_entry.id and t.status in ('held', 'paid') and t.player ->> 'number' = p_player ->> 'number') then
    raise exception 'number % is taken', p_player ->> 'number' using errcode = 'P0001', hint = 'number_taken';
  end if;
  select coalesce(jsonb_object_agg(x.item_id, x.option_key) filter (where x.option_key is not null), '{}') into v_options
  from public.team_store_entry_items x where x.entry_id = v_entry.id;
  if (select array_agg(l.item_id order by l.item_id) from public.team_store_entry_lines(v_store.id, p_sizes, v_options) l)
     is distinct from (select array_agg(x.item_id order by x.item_id) from public.team_store_entry_items x where x.entry_id = v_entry.id) then
    raise exception 'an entry keeps the items it paid for' using errcode = '22023';
  end if;
  update public.team_store_entries t set player = p_player where t.id = v_entry.id;
  update public.team_store_entry_items x set size = c.value
  from jsonb_each_text(p_sizes) c where x.entry_id = v_entry.id and x.item_id::text = c.key;
  if v_address is not null then
    insert into public.team_store_entry_addresses (entry_id, delivery) values (v_entry.id, v_address)
    on conflict (entry_id) do update set delivery = excluded.delivery;
  end if;
end;
$$;

-- As before (20261209000100), for one option of the item (none: the item has no options).
drop function public.team_store_item_roster(public.team_store_items);
create function public.team_store_item_roster(p_item public.team_store_items, p_option_key text) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_agg(
    case when p_item.size_field is null then t.player else jsonb_set(t.player, array[p_item.size_field], to_jsonb(x.size)) end
    order by (t.player ->> 'number')::integer, t.created_at)
  from public.team_store_entries t join public.team_store_entry_items x on x.entry_id = t.id and x.item_id = p_item.id
  where t.store_id = p_item.store_id and t.status = 'paid' and x.option_key is not distinct from p_option_key;
$$;
revoke execute on function public.team_store_item_roster(public.team_store_items, text) from public, anon, authenticated;

-- As before (20261209000100), for one option of the item: the order is named by the product and the
-- option (once, when the option is named as the product: lib/team-stores/items.ts, itemName).
drop function public.new_team_store_order(public.team_stores, public.team_store_items, text, jsonb, integer, integer, boolean);
create function public.new_team_store_order(
  p_store public.team_stores, p_item public.team_store_items, p_option_key text, p_status text, p_roster jsonb, p_price integer, p_paid integer, p_fill_in boolean
) returns uuid
  language plpgsql set search_path = ''
as $$
declare
  v_order uuid;
  v_option text := (select o.name from public.team_store_item_options o where o.item_id = p_item.id and o.key = p_option_key);
begin
  -- A key of its own: a store's orders are made once under the store's lock, and the key is no
  -- figure anyone outside could have used first.
  insert into public.express_orders (
    idempotency_key, user_id, status, product_slug, product_name, team_name, contact_name, contact_email, roster, player_count,
    logo_path, logo_notes, payment_type, payment_provider, price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents,
    amount_paid_cents, delivery, team_store_id, team_store_item_id, team_store_option_key, team_store_fill_in
  ) values (
    gen_random_uuid(), p_store.user_id, p_status, p_item.product_slug,
    case when v_option is null or v_option = p_item.product_name then p_item.product_name else left(p_item.product_name || ' (' || v_option || ')', 120) end,
    p_store.team_name, p_store.contact_name,
    p_store.contact_email, p_roster, jsonb_array_length(p_roster), p_store.logo_path, p_store.design ->> 'designNotes', 'full',
    p_store.payment_provider, p_price, p_price * jsonb_array_length(p_roster), 0, p_price * jsonb_array_length(p_roster), p_paid,
    p_store.delivery, p_store.id, p_item.id, p_option_key, p_fill_in
  )
  returning id into v_order;
  if p_paid > 0 then
    insert into public.request_payments (express_order_id, user_id, provider, provider_reference, amount_cents, currency, status, note)
    values (v_order, p_store.user_id, 'team_store', 'team_store:' || v_order, p_paid, 'USD', 'succeeded', 'Paid by its players in team store ' || p_store.reference);
  end if;
  return v_order;
end;
$$;
revoke execute on function public.new_team_store_order(public.team_stores, public.team_store_items, text, text, jsonb, integer, integer, boolean) from public, anon, authenticated;

-- As before (20261209000200), with one order per option of each item that paid entries took, in the
-- content's order of the options.
create or replace function public.close_team_store(p_id uuid, p_now timestamptz, p_early boolean default false, p_accept_below_minimum boolean default false, p_note text default '')
returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
  v_item public.team_store_items%rowtype;
  v_option record;
  v_paid integer;
  v_roster jsonb;
  v_price integer;
begin
  if not public.manages_team_store(p_id) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if p_accept_below_minimum and (select auth.uid()) is not null and not public.is_staff() then
    raise exception 'only staff accept a store below its minimum' using errcode = '42501';
  end if;
  if char_length(coalesce(p_note, '')) > 2000 then
    raise exception 'the note is longer than 2000 characters' using errcode = '22001';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if not found then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if v_store.status <> 'open' then
    return v_store.status;
  end if;
  if v_store.closes_at > p_now and not p_early then
    raise exception 'the store closes at %', v_store.closes_at using errcode = 'P0001', hint = 'not_due';
  end if;

  update public.team_store_entries t set status = 'lapsed' where t.store_id = p_id and t.status = 'held';
  select count(*)::integer into v_paid from public.team_store_entries t where t.store_id = p_id and t.status = 'paid';

  if v_paid > 0 and (v_paid >= v_store.min_players or p_accept_below_minimum) then
    for v_item in select * from public.team_store_items i where i.store_id = p_id order by i.position loop
      for v_option in
        select o.key, o.price_cents, o.position from public.team_store_item_options o where o.item_id = v_item.id
        union all
        select null, null, 0 where not exists (select 1 from public.team_store_item_options o where o.item_id = v_item.id)
        order by 3
      loop
        v_roster := public.team_store_item_roster(v_item, v_option.key);
        continue when v_roster is null;
        v_price := coalesce(v_option.price_cents, v_item.price_cents) + v_item.markup_cents + case when v_item.position = 0 then v_store.player_shipping_cents else 0 end;
        perform public.new_team_store_order(v_store, v_item, v_option.key, 'in_production', v_roster, v_price, v_price * jsonb_array_length(v_roster), false);
      end loop;
    end loop;
    update public.team_stores s set status = 'ordered', closed_at = p_now, closed_by = (select auth.uid()), close_note = coalesce(p_note, '')
    where s.id = p_id;
    return 'ordered';
  end if;

  perform public.refund_team_store_payments(p_id, null, 'below_minimum');
  update public.team_stores s set status = 'below_minimum', closed_at = p_now, closed_by = (select auth.uid()), close_note = coalesce(p_note, '')
  where s.id = p_id;
  return 'below_minimum';
end;
$$;

-- As before (20261209000100), in one option of the item when it has options: a late player's number
-- is refused when one of the item's orders (in any option) or fill-ins has it.
drop function public.add_team_store_fill_in(uuid, uuid, jsonb, integer);
create function public.add_team_store_fill_in(p_id uuid, p_item_id uuid, p_players jsonb, p_surcharge_cents integer, p_option_key text default null) returns table (order_id uuid, reference text)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_item public.team_store_items%rowtype;
  v_option_price integer;
  v_taken text;
  v_order_id uuid;
begin
  if (select auth.uid()) is not null and not public.is_staff() then
    raise exception 'only staff add late players' using errcode = '42501';
  end if;
  if jsonb_typeof(p_players) is distinct from 'array' or jsonb_array_length(p_players) not between 1 and 30 or not public.is_wizard_roster(p_players) then
    raise exception 'late players are a roster of 1 to 30 players' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_players) p where coalesce(p ->> 'number', '') !~ '^[0-9]{1,3}$') then
    raise exception 'each late player has a number' using errcode = '22023';
  end if;
  if p_surcharge_cents is null or p_surcharge_cents not between 0 and 100000 then
    raise exception 'the late surcharge is 0 to 100000 cents' using errcode = '22023';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if not found then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  select * into v_item from public.team_store_items i where i.id = p_item_id and i.store_id = p_id;
  if not found then
    raise exception 'no such item in the store' using errcode = 'P0002';
  end if;
  select o.price_cents into v_option_price from public.team_store_item_options o where o.item_id = p_item_id and o.key = p_option_key;
  if (v_option_price is null) <> not exists (select 1 from public.team_store_item_options o where o.item_id = p_item_id) or (p_option_key is not null and v_option_price is null) then
    raise exception 'late players join an item with options in one of them' using errcode = '22023', hint = 'options';
  end if;
  if v_store.status <> 'ordered' then
    raise exception 'the store has not become an order' using errcode = 'P0001', hint = 'not_ordered';
  end if;
  select n into v_taken from (
    select p ->> 'number' as n from jsonb_array_elements(p_players) p
    union all
    select p ->> 'number' from public.express_orders e, jsonb_array_elements(e.roster) p
    where e.team_store_item_id = p_item_id and e.status <> 'cancelled'
  ) numbers group by n having count(*) > 1 order by n::integer limit 1;
  if v_taken is not null then
    raise exception 'number % is taken', v_taken using errcode = 'P0001', hint = 'number_taken';
  end if;
  v_order_id := public.new_team_store_order(
    v_store, v_item, p_option_key, 'awaiting_payment', p_players, coalesce(v_option_price, v_item.price_cents) + v_item.markup_cents + p_surcharge_cents, 0, true
  );
  insert into public.mail_outbox (template, recipient, express_order_id) values ('store_fill_in', v_store.contact_email, v_order_id);
  return query select e.id, e.reference from public.express_orders e where e.id = v_order_id;
end;
$$;
revoke execute on function public.add_team_store_fill_in(uuid, uuid, jsonb, integer, text) from public, anon;
grant execute on function public.add_team_store_fill_in(uuid, uuid, jsonb, integer, text) to authenticated, service_role;

-- As before (20261210000100), the players of the order's item in the order's option.
create or replace function public.parcels_to_ship(p_order public.express_orders) returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.team_store_entries t
  join public.team_store_entry_items ei on ei.entry_id = t.id
  where ei.item_id = p_order.team_store_item_id and ei.option_key is not distinct from p_order.team_store_option_key
    and t.status = 'paid' and t.shipped_at is null;
$$;
