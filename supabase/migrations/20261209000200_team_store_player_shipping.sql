-- A team store shipped direct to each player (issue 31): the manager chooses, when opening it, one
-- delivery to themselves (as before, the default) or a parcel to each player's address, each player
-- paying the shop's shipping price for it from the published site settings, fixed on the store
-- when it opens. A player gives their address with their entry and may change it until closing.
-- Addresses are personal data of players' families: staff read them, to ship; the manager does not;
-- a player reads their own through the site, by their entry's token. The orders a store becomes keep
-- the manager's address, where late players' fill-ins still go.

alter table public.team_stores
  add column ships_to text not null default 'manager' check (ships_to in ('manager', 'players')),
  add column player_shipping_cents integer not null default 0 check (player_shipping_cents between 0 and 100000),
  -- A store ships to players at a price (the site offers it only with one), to its manager at none.
  add constraint team_stores_player_shipping check ((ships_to = 'players') = (player_shipping_cents > 0));

create table public.team_store_entry_addresses (
  entry_id uuid primary key references public.team_store_entries (id) on delete cascade,
  delivery jsonb not null check (public.is_delivery_address(delivery)),
  updated_at timestamptz not null default now()
);
create trigger team_store_entry_addresses_touch before update on public.team_store_entry_addresses for each row execute function public.touch_updated_at();
alter table public.team_store_entry_addresses enable row level security;
revoke all on public.team_store_entry_addresses from anon, authenticated;
grant all on public.team_store_entry_addresses to service_role;
grant select on public.team_store_entry_addresses to authenticated;
create policy team_store_entry_addresses_select_staff on public.team_store_entry_addresses for select to authenticated using ((select public.is_staff()));

-- As before (20261209000100), with where the store ships and its shipping price per player.
create or replace function public.open_team_store(p jsonb, p_now timestamptz) returns table (id uuid, reference text, link_token text)
  language plpgsql set search_path = ''
as $$
#variable_conflict use_column
declare
  v_closes_at timestamptz := (p ->> 'closesAt')::timestamptz;
  v_store public.team_stores%rowtype;
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
  values (v_store.id, 0, v_store.product_slug, v_store.product_name, p ->> 'sizeField', (p ->> 'priceCents')::integer, coalesce((p ->> 'markupCents')::integer, 0), true);
  return query select v_store.id, v_store.reference, v_store.link_token;
end;
$$;

-- The address an entry of `p_store` ships to: the player's own when the store ships to players
-- (required then), none otherwise.
create function public.team_store_entry_address(p_store public.team_stores, p_delivery jsonb) returns jsonb
  language plpgsql immutable set search_path = ''
as $$
begin
  if p_store.ships_to = 'players' and not coalesce(public.is_delivery_address(p_delivery), false) then
    raise exception 'the store ships to each player: an entry has an address' using errcode = '22023', hint = 'address';
  end if;
  if p_store.ships_to = 'manager' and p_delivery is not null and p_delivery <> 'null'::jsonb then
    raise exception 'the store ships to its manager: an entry has no address' using errcode = '22023', hint = 'address';
  end if;
  return case when p_store.ships_to = 'players' then p_delivery end;
end;
$$;
revoke execute on function public.team_store_entry_address(public.team_stores, jsonb) from public, anon, authenticated;
grant execute on function public.team_store_entry_address(public.team_stores, jsonb) to service_role;

-- As before (20261209000100), with the player's address where the store ships to players, and its shipping in what they pay.
drop function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer);
create function public.enter_team_store(
  p_link_token text, p_player jsonb, p_sizes jsonb, p_email text, p_now timestamptz, p_hold_minutes integer default 30, p_max_per_email integer default 10,
  p_delivery jsonb default null
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
  select sum(l.amount_cents)::integer + v_store.player_shipping_cents into v_amount from public.team_store_entry_lines(v_store.id, p_sizes) l;
  insert into public.team_store_entries (store_id, player, email, amount_cents, held_until)
  values (v_store.id, p_player, btrim(p_email), v_amount, p_now + make_interval(mins => greatest(p_hold_minutes, 1)))
  returning id into v_entry;
  insert into public.team_store_entry_items (entry_id, item_id, size)
  select v_entry, l.item_id, l.size from public.team_store_entry_lines(v_store.id, p_sizes) l;
  if v_address is not null then
    insert into public.team_store_entry_addresses (entry_id, delivery) values (v_entry, v_address);
  end if;
  insert into public.team_store_entry_links (token_hash, entry_id) values (public.team_store_token_hash(v_token), v_entry);
  return query select v_entry, v_store.id, v_amount, v_token;
end;
$$;
revoke execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer, jsonb) from public, anon, authenticated;
grant execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer, jsonb) to service_role;

-- As before (20261209000100), with the player's address where the store ships to players.
drop function public.change_team_store_entry(text, jsonb, jsonb, timestamptz);
create function public.change_team_store_entry(p_edit_token text, p_player jsonb, p_sizes jsonb, p_now timestamptz, p_delivery jsonb default null) returns void
  language plpgsql set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
  v_address jsonb;
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
  if (select array_agg(l.item_id order by l.item_id) from public.team_store_entry_lines(v_store.id, p_sizes) l)
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
revoke execute on function public.change_team_store_entry(text, jsonb, jsonb, timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.change_team_store_entry(text, jsonb, jsonb, timestamptz, jsonb) to service_role;

-- As before (20261209000100), with each player's shipping in the order of the store's first item,
-- which every player takes: every order a store makes is paid with what its players paid for it,
-- their shipping included, and a player added to that order later pays their parcel too.
create or replace function public.close_team_store(p_id uuid, p_now timestamptz, p_early boolean default false, p_accept_below_minimum boolean default false, p_note text default '')
returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
  v_item public.team_store_items%rowtype;
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
      v_roster := public.team_store_item_roster(v_item);
      continue when v_roster is null;
      v_price := v_item.price_cents + v_item.markup_cents + case when v_item.position = 0 then v_store.player_shipping_cents else 0 end;
      perform public.new_team_store_order(v_store, v_item, 'in_production', v_roster, v_price, v_price * jsonb_array_length(v_roster), false);
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
