-- Several items per team store (issue 31): a store offers the product it was opened for and up to
-- five more (socks, pant shells, a bag…), each at the shop's price from the content when it was
-- added, with a fundraising mark-up of its own, and either taken by every player or optional. A
-- player's entry is the items they take, each in its own size, and pays their sum. At closing each
-- item with a paid entry becomes its own express order (one product per order, as the wizards make
-- them), all named by the store; late players are added to one item's order at a time.
--
-- The price, mark-up and size field move from the store to its items; the store keeps the product
-- it was opened for (its first item, whose design it shows). Store orders are found by
-- express_orders.team_store_id, no longer by team_stores.express_order_id. The players' payments
-- stay their entries' (paid in full before closing): a payment that buys three items is not split
-- over three orders. An order a store makes is paid by one payment of the store's own
-- (provider 'team_store'), what its players paid for its item, so that its money is, as every
-- order's, the sum of its payments, and a later payment (a roster change's balance) adds to it.

create table public.team_store_items (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references public.team_stores (id) on delete cascade,
  -- The store's first item (0) is the product it was opened for; the others take the first free place.
  position smallint not null check (position between 0 and 5),
  product_slug text not null check (char_length(product_slug) between 1 and 100),
  product_name text not null check (char_length(product_name) between 1 and 120),
  -- The roster field its size goes in, by the product's sizing (none for a bag).
  size_field text check (size_field in ('jerseySize', 'socksSize', 'pantShellSize')),
  -- The shop's price for one, from the published content when the item was added; the team's mark-up on top.
  price_cents integer not null check (price_cents between 1 and 10000000),
  markup_cents integer not null default 0 check (markup_cents between 0 and 10000),
  -- Taken by every player (the first item always), or chosen by each.
  required boolean not null,
  created_at timestamptz not null default now(),
  unique (store_id, position),
  unique (store_id, product_slug),
  check (position <> 0 or required)
);

-- The items a player's entry takes, each in its size ('' for a bag).
create table public.team_store_entry_items (
  entry_id uuid not null references public.team_store_entries (id) on delete cascade,
  item_id uuid not null references public.team_store_items (id) on delete cascade,
  size text not null check (char_length(size) <= 10),
  primary key (entry_id, item_id)
);
create index team_store_entry_items_item_id on public.team_store_entry_items (item_id);

alter table public.team_store_items enable row level security;
alter table public.team_store_entry_items enable row level security;
revoke all on public.team_store_items, public.team_store_entry_items from anon, authenticated;
grant all on public.team_store_items, public.team_store_entry_items to service_role;
grant select on public.team_store_items, public.team_store_entry_items to authenticated;
-- As the store and its entries: its manager and staff read them; players through the site, by the link or their entry's token.
create policy team_store_items_select on public.team_store_items for select to authenticated
  using (exists (select 1 from public.team_stores s where s.id = store_id and (s.user_id = (select auth.uid()) or (select public.is_staff()))));
create policy team_store_entry_items_select on public.team_store_entry_items for select to authenticated
  using (exists (
    select 1 from public.team_store_entries t join public.team_stores s on s.id = t.store_id
    where t.id = entry_id and (s.user_id = (select auth.uid()) or (select public.is_staff()))
  ));

-- Each store's one product becomes its first item, and each entry takes it in the size it had.
insert into public.team_store_items (store_id, position, product_slug, product_name, size_field, price_cents, markup_cents, required, created_at)
select s.id, 0, s.product_slug, s.product_name, s.size_field, s.price_per_player_cents, s.markup_cents, true, s.created_at from public.team_stores s;
insert into public.team_store_entry_items (entry_id, item_id, size)
select t.id, i.id, coalesce(t.player ->> i.size_field, '')
from public.team_store_entries t join public.team_store_items i on i.store_id = t.store_id and i.position = 0;
-- An entry's player is its nameplate and number: its sizes are its items'.
update public.team_store_entries t set player = t.player || '{"jerseySize": "", "socksSize": "", "pantShellSize": ""}'::jsonb;

-- Every order a store makes names it, with the item it makes and whether it is a fill-in of late players.
-- (An order outlives its store, as before: a deleted store's orders keep their rosters and lose the links.)
alter table public.express_orders
  add column team_store_item_id uuid references public.team_store_items (id) on delete set null,
  add column team_store_fill_in boolean not null default false;
update public.express_orders e set team_store_fill_in = true, team_store_item_id = i.id
from public.team_store_items i where i.store_id = e.team_store_id and i.position = 0;
update public.express_orders e set team_store_id = s.id, team_store_item_id = i.id
from public.team_stores s join public.team_store_items i on i.store_id = s.id and i.position = 0
where s.express_order_id = e.id;
-- The players' payments are their entries', not an order's; each order a store made is paid by the store's own payment.
update public.request_payments rp set express_order_id = null where rp.team_store_entry_id is not null;
alter table public.request_payments
  drop constraint request_payments_provider_check,
  add constraint request_payments_provider_check check (provider in ('test', 'stripe', 'manual', 'team_store'));
insert into public.request_payments (express_order_id, user_id, provider, provider_reference, amount_cents, currency, status, note)
select e.id, e.user_id, 'team_store', 'team_store:' || e.id, e.amount_paid_cents, 'USD', 'succeeded', 'Paid by its players in team store ' || s.reference
from public.express_orders e join public.team_stores s on s.id = e.team_store_id
where not e.team_store_fill_in and e.amount_paid_cents > 0;

-- As before (20261205000100), no receipt for the store's own payment of its order: its players had theirs.
create or replace function public.mail_payment_received() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_customer text;
begin
  if new.status <> 'succeeded' or (tg_op = 'UPDATE' and old.status = 'succeeded') or new.team_store_entry_id is not null or new.provider = 'team_store' then
    return null;
  end if;
  if new.express_order_id is not null then
    select e.status, e.contact_email into v_status, v_customer from public.express_orders e where e.id = new.express_order_id;
  else
    select q.status, q.contact_email into v_status, v_customer from public.quote_requests q where q.id = new.quote_request_id;
  end if;
  if v_status in ('awaiting_payment', 'cancelled') or (new.quote_request_id is not null and v_status in ('received', 'quoted'))
     or v_customer !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    return null;
  end if;
  insert into public.mail_outbox (template, recipient, quote_request_id, express_order_id, payment_id)
  values ('payment_received', v_customer, new.quote_request_id, new.express_order_id, new.id);
  return null;
end;
$$;

-- The inbox reads a store's product from the store; the rest it read of the store has moved.
alter table public.team_stores drop column size_field, drop column price_per_player_cents, drop column markup_cents, drop column express_order_id;

-- An item's order for a store: the item's product, the store's team, design, logo and delivery;
-- what its players paid for it, as the store's payment (none for a fill-in, which its manager pays).
drop function public.new_team_store_order(public.team_stores, text, jsonb, integer, integer, uuid, boolean);
create function public.new_team_store_order(
  p_store public.team_stores, p_item public.team_store_items, p_status text, p_roster jsonb, p_price integer, p_paid integer, p_fill_in boolean
) returns uuid
  language plpgsql set search_path = ''
as $$
declare
  v_order uuid;
begin
  -- A key of its own: a store's orders are made once under the store's lock, and the key is no
  -- figure anyone outside could have used first.
  insert into public.express_orders (
    idempotency_key, user_id, status, product_slug, product_name, team_name, contact_name, contact_email, roster, player_count,
    logo_path, logo_notes, payment_type, payment_provider, price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents,
    amount_paid_cents, delivery, team_store_id, team_store_item_id, team_store_fill_in
  ) values (
    gen_random_uuid(), p_store.user_id, p_status, p_item.product_slug, p_item.product_name, p_store.team_name, p_store.contact_name,
    p_store.contact_email, p_roster, jsonb_array_length(p_roster), p_store.logo_path, p_store.design ->> 'designNotes', 'full',
    p_store.payment_provider, p_price, p_price * jsonb_array_length(p_roster), 0, p_price * jsonb_array_length(p_roster), p_paid,
    p_store.delivery, p_store.id, p_item.id, p_fill_in
  )
  returning id into v_order;
  if p_paid > 0 then
    insert into public.request_payments (express_order_id, user_id, provider, provider_reference, amount_cents, currency, status, note)
    values (v_order, p_store.user_id, 'team_store', 'team_store:' || v_order, p_paid, 'USD', 'succeeded', 'Paid by its players in team store ' || p_store.reference);
  end if;
  return v_order;
end;
$$;
revoke execute on function public.new_team_store_order(public.team_stores, public.team_store_items, text, jsonb, integer, integer, boolean) from public, anon, authenticated;

-- The store opens with its first item: the product it is for, at the price the site read from the content.
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
    user_id, team_name, contact_name, contact_email, product_slug, product_name, design, logo_path, payment_provider, min_players, closes_at, delivery
  ) values (
    (p ->> 'userId')::uuid, p ->> 'teamName', p ->> 'contactName', p ->> 'contactEmail', p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
    p -> 'design', p ->> 'logoPath', p ->> 'paymentProvider', (p ->> 'minPlayers')::integer, v_closes_at, p -> 'delivery'
  )
  returning * into v_store;
  insert into public.team_store_items (store_id, position, product_slug, product_name, size_field, price_cents, markup_cents, required)
  values (v_store.id, 0, v_store.product_slug, v_store.product_name, p ->> 'sizeField', (p ->> 'priceCents')::integer, coalesce((p ->> 'markupCents')::integer, 0), true);
  return query select v_store.id, v_store.reference, v_store.link_token;
end;
$$;

-- The manager (or staff) add an item to an open store, at the price the site read from the content:
-- the site checks who may (their session reads the store) and calls this with the service role, so
-- nobody names a price of their own. An item every player takes can only be added before the first
-- entry, even one whose hold lapsed (its payment may still come): the players who entered before
-- it did not choose it, or pay for it.
create function public.add_team_store_item(p_id uuid, p_item jsonb, p_now timestamptz) returns uuid
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
  -- The first free place: an item taken off leaves its place to the next one added, and a store's
  -- places stay 0 to 5, as the entry form names its fields.
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
  return v_item;
end;
$$;
revoke execute on function public.add_team_store_item(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.add_team_store_item(uuid, jsonb, timestamptz) to service_role;

-- The manager (or staff) take an item off an open store before any player has it (never its first),
-- nor one whose hold lapsed: its payment may still come, and buy the entry with what it chose.
create function public.remove_team_store_item(p_item_id uuid, p_now timestamptz) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_item public.team_store_items%rowtype;
  v_store public.team_stores%rowtype;
begin
  select * into v_item from public.team_store_items i where i.id = p_item_id;
  if not found or not public.manages_team_store(v_item.store_id) then
    raise exception 'no such item' using errcode = 'P0002';
  end if;
  select * into v_store from public.team_stores s where s.id = v_item.store_id for update;
  if v_store.status <> 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  if v_item.position = 0 then
    raise exception 'the store''s first item stays' using errcode = 'P0001', hint = 'first_item';
  end if;
  if exists (select 1 from public.team_store_entry_items x join public.team_store_entries t on t.id = x.entry_id where x.item_id = p_item_id and t.status in ('held', 'paid', 'lapsed')) then
    raise exception 'players have this item' using errcode = 'P0001', hint = 'item_taken';
  end if;
  delete from public.team_store_entry_items x where x.item_id = p_item_id;
  delete from public.team_store_items i where i.id = p_item_id;
end;
$$;
revoke execute on function public.remove_team_store_item(uuid, timestamptz) from public, anon;
grant execute on function public.remove_team_store_item(uuid, timestamptz) to authenticated, service_role;

-- The sizes an entry gives its items (p_sizes: item id → size), checked against the store's items:
-- each one the store has, every item that is required among them, at least one, and a size for
-- each item that is sized (the site checks the size against the item's list). Answers the items as a set of rows.
create function public.team_store_entry_lines(p_store_id uuid, p_sizes jsonb) returns table (item_id uuid, size text, amount_cents integer)
  language plpgsql stable set search_path = ''
as $$
#variable_conflict use_column
begin
  if jsonb_typeof(p_sizes) is distinct from 'object' then
    raise exception 'an entry''s items are an object of item ids to sizes' using errcode = '22023';
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
  return query select i.id, c.value, i.price_cents + i.markup_cents
  from public.team_store_items i join jsonb_each_text(p_sizes) c on c.key = i.id::text where i.store_id = p_store_id;
end;
$$;
revoke execute on function public.team_store_entry_lines(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.team_store_entry_lines(uuid, jsonb) to service_role;

-- As before (20261205000100), with the items the player takes: they pay their sum.
drop function public.enter_team_store(text, jsonb, text, timestamptz, integer, integer);
create function public.enter_team_store(
  p_link_token text, p_player jsonb, p_sizes jsonb, p_email text, p_now timestamptz, p_hold_minutes integer default 30, p_max_per_email integer default 10
) returns table (entry_id uuid, store_id uuid, amount_cents integer, edit_token text)
  language plpgsql set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_entry uuid;
  v_amount integer;
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
  select sum(l.amount_cents)::integer into v_amount from public.team_store_entry_lines(v_store.id, p_sizes) l;
  insert into public.team_store_entries (store_id, player, email, amount_cents, held_until)
  values (v_store.id, p_player, btrim(p_email), v_amount, p_now + make_interval(mins => greatest(p_hold_minutes, 1)))
  returning id into v_entry;
  insert into public.team_store_entry_items (entry_id, item_id, size)
  select v_entry, l.item_id, l.size from public.team_store_entry_lines(v_store.id, p_sizes) l;
  insert into public.team_store_entry_links (token_hash, entry_id) values (public.team_store_token_hash(v_token), v_entry);
  return query select v_entry, v_store.id, v_amount, v_token;
end;
$$;
revoke execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function public.enter_team_store(text, jsonb, jsonb, text, timestamptz, integer, integer) to service_role;

-- As before (20261205000100), with the sizes of the items the entry took (which it keeps: it paid for them).
drop function public.change_team_store_entry(text, jsonb, timestamptz);
create function public.change_team_store_entry(p_edit_token text, p_player jsonb, p_sizes jsonb, p_now timestamptz) returns void
  language plpgsql set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
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
  if exists (select 1 from public.team_store_entries t where t.store_id = v_store.id and t.id <> v_entry.id and t.status in ('held', 'paid') and t.player ->> 'number' = p_player ->> 'number') then
    raise exception 'number % is taken', p_player ->> 'number' using errcode = 'P0001', hint = 'number_taken';
  end if;
  if (select array_agg(l.item_id order by l.item_id) from public.team_store_entry_lines(v_store.id, p_sizes) l)
     is distinct from (select array_agg(x.item_id order by x.item_id) from public.team_store_entry_items x where x.entry_id = v_entry.id) then
    raise exception 'an entry keeps the items it paid for' using errcode = '22023', hint = 'items';
  end if;
  update public.team_store_entries t set player = p_player where t.id = v_entry.id;
  update public.team_store_entry_items x set size = c.value
  from jsonb_each_text(p_sizes) c where x.entry_id = v_entry.id and x.item_id::text = c.key;
end;
$$;
revoke execute on function public.change_team_store_entry(text, jsonb, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.change_team_store_entry(text, jsonb, jsonb, timestamptz) to service_role;

-- The roster of an item's order: each paid entry that took it, by number, its one size in the
-- item's roster field.
create function public.team_store_item_roster(p_item public.team_store_items) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_agg(
    case when p_item.size_field is null then t.player else jsonb_set(t.player, array[p_item.size_field], to_jsonb(x.size)) end
    order by (t.player ->> 'number')::integer, t.created_at)
  from public.team_store_entries t join public.team_store_entry_items x on x.entry_id = t.id and x.item_id = p_item.id
  where t.store_id = p_item.store_id and t.status = 'paid';
$$;
revoke execute on function public.team_store_item_roster(public.team_store_items) from public, anon, authenticated;

-- As before (20261207000200), with one order per item that a paid entry took, each made paid with
-- what its players paid for it.
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
      v_price := v_item.price_cents + v_item.markup_cents;
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

-- As before (20261207000200), for one item of the store: a late player's number is refused when
-- that item's order or another of its fill-ins has it.
drop function public.add_team_store_fill_in(uuid, jsonb, integer);
create function public.add_team_store_fill_in(p_id uuid, p_item_id uuid, p_players jsonb, p_surcharge_cents integer) returns table (order_id uuid, reference text)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_item public.team_store_items%rowtype;
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
  v_order_id := public.new_team_store_order(v_store, v_item, 'awaiting_payment', p_players, v_item.price_cents + v_item.markup_cents + p_surcharge_cents, 0, true);
  insert into public.mail_outbox (template, recipient, express_order_id) values ('store_fill_in', v_store.contact_email, v_order_id);
  return query select e.id, e.reference from public.express_orders e where e.id = v_order_id;
end;
$$;
revoke execute on function public.add_team_store_fill_in(uuid, uuid, jsonb, integer) from public, anon;
grant execute on function public.add_team_store_fill_in(uuid, uuid, jsonb, integer) to authenticated, service_role;

-- As before (20261206000100), the shop hearing of each order the store became.
create or replace function public.mail_team_store_closed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id) values ('store_closed', new.contact_email, new.id);
  if new.status = 'ordered' then
    insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id)
    select 'store_ordered', t.email, new.id, t.id from public.team_store_entries t where t.store_id = new.id and t.status = 'paid';
    insert into public.mail_outbox (template, recipient, express_order_id)
    select 'shop_new_request', null, e.id from public.express_orders e where e.team_store_id = new.id and not e.team_store_fill_in order by e.created_at;
  end if;
  return null;
end;
$$;
