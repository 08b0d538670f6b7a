-- Team stores (issue 31): a team manager opens a store for one product at the shop's price (plus an
-- optional fundraising mark-up), shares its link, and each player enters their own nameplate,
-- number and sizes and pays their share by card before the closing date. At closing the paid
-- entries become one express order in production (the minimum met, or staff accepting fewer), or
-- every payment is refunded. Numbers are claimed under the store's lock and a unique index, so two
-- players racing for one number cannot both have it. Every function takes the time from the site's
-- clock (p_now), which the journeys move instead of waiting.

create table public.team_stores (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.new_request_reference('S'),
  -- The manager: stores are opened signed in, and read on the manager's account.
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'ordered', 'below_minimum', 'cancelled')),
  -- The shared link's secret: 244 random bits, never listed anywhere a player can reach.
  link_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  link_enabled boolean not null default true,
  team_name text not null check (char_length(btrim(team_name)) between 1 and 80),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 120),
  contact_email text not null check (char_length(contact_email) <= 254 and contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  product_slug text not null check (char_length(product_slug) between 1 and 100),
  product_name text not null check (char_length(product_name) between 1 and 120),
  design jsonb not null check (public.is_quote_design(design)),
  -- The roster field each player's one size goes in, by the product's sizing (none for a bag).
  size_field text check (size_field in ('jerseySize', 'socksSize', 'pantShellSize')),
  logo_path text check (char_length(logo_path) between 1 and 1024 and logo_path !~ '^/' and strpos(logo_path, '..') = 0),
  payment_provider text not null check (payment_provider in ('test', 'stripe')),
  -- The shop's price for one player, from the published content when the store opened: every player
  -- of one store pays the same. The mark-up is the team's, added to it and reported to the manager.
  price_per_player_cents integer not null check (price_per_player_cents between 1 and 10000000),
  markup_cents integer not null default 0 check (markup_cents between 0 and 10000),
  -- An order's roster holds at most 100 players (is_wizard_roster).
  min_players integer not null check (min_players between 1 and 100),
  closes_at timestamptz not null,
  -- One delivery, to the manager.
  delivery jsonb not null check (public.is_delivery_address(delivery)),
  express_order_id uuid unique references public.express_orders (id) on delete set null,
  closed_at timestamptz,
  closed_by uuid references auth.users (id) on delete set null,
  close_note text not null default '' check (char_length(close_note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'open') = (closed_at is null))
);
create index team_stores_user_id on public.team_stores (user_id);
create index team_stores_open_closes_at on public.team_stores (closes_at) where status = 'open';
create trigger team_stores_touch before update on public.team_stores for each row execute function public.touch_updated_at();

-- A player's entry. 'held' keeps its number while its payment is made, until held_until; 'lapsed'
-- is a hold that ran out (or a store that closed) before a payment; 'removed' by the manager or staff.
create table public.team_store_entries (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references public.team_stores (id) on delete cascade,
  status text not null default 'held' check (status in ('held', 'paid', 'lapsed', 'removed')),
  -- One roster player, as an order keeps it, with a number always.
  player jsonb not null check (public.is_wizard_roster(jsonb_build_array(player)) and (player ->> 'number') ~ '^[0-9]{1,3}$'),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  -- What the player pays: the store's price plus its mark-up when they entered.
  amount_cents integer not null check (amount_cents >= 1),
  held_until timestamptz not null,
  -- The player's own link to see and change their entry: its token is shown once, only its hash kept.
  edit_token_hash text not null unique check (edit_token_hash ~ '^[0-9a-f]{64}$'),
  paid_at timestamptz,
  removed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'paid') = (paid_at is not null) or status = 'removed')
);
-- A number is one player's while their entry holds it or is paid.
create unique index team_store_entries_number on public.team_store_entries (store_id, (player ->> 'number')) where status in ('held', 'paid');
create index team_store_entries_store_email on public.team_store_entries (store_id, lower(email));
create trigger team_store_entries_touch before update on public.team_store_entries for each row execute function public.touch_updated_at();

-- An entry's payments are request payments too: the webhook records them with one function. Once
-- the store becomes an order, its paid entries' payments are that order's as well.
alter table public.request_payments
  add column team_store_entry_id uuid references public.team_store_entries (id) on delete cascade,
  drop constraint request_payments_one_request,
  add constraint request_payments_one_request check (
    case when team_store_entry_id is null then num_nonnulls(express_order_id, quote_request_id) = 1 else quote_request_id is null end
  );
create index request_payments_team_store_entry_id on public.request_payments (team_store_entry_id);

-- Money going back: one refund per payment at most, made through the provider by the site's worker.
create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null unique references public.request_payments (id) on delete cascade,
  amount_cents integer not null check (amount_cents >= 1),
  -- Why: the entry removed, the store cancelled or below its minimum, or a payment that came when
  -- it could no longer buy the entry (the store closed, the number taken after the hold lapsed, a
  -- second payment for a paid entry).
  reason text not null check (reason in ('removed', 'cancelled', 'below_minimum', 'store_closed', 'number_taken', 'duplicate')),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider_reference text check (char_length(provider_reference) between 1 and 255),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'succeeded') = (provider_reference is not null))
);
create index payment_refunds_due on public.payment_refunds (next_attempt_at) where status = 'pending';
create trigger payment_refunds_touch before update on public.payment_refunds for each row execute function public.touch_updated_at();

-- Who may act on a store: its manager, or staff. With the service role (the site's jobs and its
-- own checks) there is no user at all; anon is never granted these functions.
create function public.manages_team_store(p_store_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select (select auth.uid()) is null
    or public.is_staff()
    or exists (select 1 from public.team_stores s where s.id = p_store_id and s.user_id = (select auth.uid()));
$$;

alter table public.team_stores enable row level security;
alter table public.team_store_entries enable row level security;
alter table public.payment_refunds enable row level security;
revoke all on public.team_stores, public.team_store_entries, public.payment_refunds from anon, authenticated;
grant all on public.team_stores, public.team_store_entries, public.payment_refunds to service_role;
grant select on public.team_stores, public.team_store_entries, public.payment_refunds to authenticated;

-- The manager reads their stores and the entries in them; staff read all. Players' names (often
-- minors') reach nobody else: a player reads their own entry through the site, by its token.
create policy team_stores_select_own on public.team_stores for select to authenticated using (user_id = (select auth.uid()));
create policy team_stores_select_staff on public.team_stores for select to authenticated using ((select public.is_staff()));
create policy team_store_entries_select_manager on public.team_store_entries for select to authenticated
  using (exists (select 1 from public.team_stores s where s.id = store_id and s.user_id = (select auth.uid())));
create policy team_store_entries_select_staff on public.team_store_entries for select to authenticated using ((select public.is_staff()));
-- The manager reads the payments of their store's entries (the board's money collected and refunded).
create policy request_payments_select_team_store_manager on public.request_payments for select to authenticated
  using (team_store_entry_id is not null and exists (
    select 1 from public.team_store_entries t join public.team_stores s on s.id = t.store_id
    where t.id = team_store_entry_id and s.user_id = (select auth.uid())
  ));
create policy payment_refunds_select_staff on public.payment_refunds for select to authenticated using ((select public.is_staff()));
create policy payment_refunds_select_manager on public.payment_refunds for select to authenticated
  using (exists (
    select 1 from public.request_payments rp
    join public.team_store_entries t on t.id = rp.team_store_entry_id
    join public.team_stores s on s.id = t.store_id
    where rp.id = payment_id and s.user_id = (select auth.uid())
  ));

-- Refunds every succeeded payment of the store's entries (or of one entry) not refunded yet.
create function public.refund_team_store_payments(p_store_id uuid, p_entry_id uuid, p_reason text) returns integer
  language sql set search_path = ''
as $$
  with refunded as (
    insert into public.payment_refunds (payment_id, amount_cents, reason)
    select rp.id, rp.amount_cents, p_reason
    from public.request_payments rp
    join public.team_store_entries t on t.id = rp.team_store_entry_id
    where t.store_id = p_store_id and (p_entry_id is null or t.id = p_entry_id) and rp.status = 'succeeded'
    on conflict (payment_id) do nothing
    returning 1
  )
  select count(*)::integer from refunded;
$$;

-- Opens a store, as the site priced it (p: the manager, team, product, design, price, mark-up,
-- minimum, closing date and delivery). The site checked the manager is signed in and the dates.
create function public.open_team_store(p jsonb, p_now timestamptz) returns table (id uuid, reference text, link_token text)
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
    user_id, team_name, contact_name, contact_email, product_slug, product_name, design, size_field, logo_path, payment_provider,
    price_per_player_cents, markup_cents, min_players, closes_at, delivery
  ) values (
    (p ->> 'userId')::uuid, p ->> 'teamName', p ->> 'contactName', p ->> 'contactEmail', p -> 'product' ->> 'slug', p -> 'product' ->> 'name',
    p -> 'design', p ->> 'sizeField', p ->> 'logoPath', p ->> 'paymentProvider', (p ->> 'pricePerPlayerCents')::integer, coalesce((p ->> 'markupCents')::integer, 0),
    (p ->> 'minPlayers')::integer, v_closes_at, p -> 'delivery'
  )
  returning * into v_store;
  return query select v_store.id, v_store.reference, v_store.link_token;
end;
$$;

-- A player's entry in the store behind `p_link_token`: their number held for `p_hold_minutes` while
-- they pay. Refused once the store is closed, its link off, the number taken (hint number_taken),
-- the store full, or the address has made `p_max_per_email` entries there. Returns the entry, the
-- amount to pay (the store's, never the browser's) and the token of the player's own link.
create function public.enter_team_store(p_link_token text, p_player jsonb, p_email text, p_now timestamptz, p_hold_minutes integer default 30, p_max_per_email integer default 10)
  returns table (entry_id uuid, store_id uuid, amount_cents integer, edit_token text)
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
  v_amount := v_store.price_per_player_cents + v_store.markup_cents;
  insert into public.team_store_entries (store_id, player, email, amount_cents, held_until, edit_token_hash)
  values (v_store.id, p_player, btrim(p_email), v_amount, p_now + make_interval(mins => greatest(p_hold_minutes, 1)), encode(sha256(convert_to(v_token, 'UTF8')), 'hex'))
  returning id into v_entry;
  return query select v_entry, v_store.id, v_amount, v_token;
end;
$$;

-- A player changes their own entry (nameplate, number, sizes) by its token, while the store is open.
create function public.change_team_store_entry(p_edit_token text, p_player jsonb, p_now timestamptz) returns void
  language plpgsql set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
begin
  select * into v_entry from public.team_store_entries t where t.edit_token_hash = encode(sha256(convert_to(coalesce(p_edit_token, ''), 'UTF8')), 'hex');
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
  update public.team_store_entries t set player = p_player where t.id = v_entry.id;
end;
$$;

-- The numbers players hold or have paid for in an open store, for the entry form.
create function public.team_store_numbers(p_link_token text, p_now timestamptz) returns table (number text)
  language sql stable set search_path = ''
as $$
  select t.player ->> 'number'
  from public.team_store_entries t join public.team_stores s on s.id = t.store_id
  where s.link_token = p_link_token and s.link_enabled and s.status = 'open'
    and (t.status = 'paid' or (t.status = 'held' and t.held_until > p_now))
  order by (t.player ->> 'number')::integer;
$$;

-- Closes a store: its held entries lapse; if enough players paid (or staff accept fewer, at least
-- one), the paid entries become one express order in production, paid in full by their payments;
-- otherwise every payment is refunded. Closing a store that is not open changes nothing, so the
-- job and a manager closing at once close it once. Before its date only when p_early.
create function public.close_team_store(p_id uuid, p_now timestamptz, p_early boolean default false, p_accept_below_minimum boolean default false, p_note text default '')
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
  v_paid integer;
  v_order uuid;
  v_price integer;
  v_roster jsonb;
  v_collected integer;
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
    v_price := v_store.price_per_player_cents + v_store.markup_cents;
    select jsonb_agg(t.player order by (t.player ->> 'number')::integer, t.created_at) into v_roster
    from public.team_store_entries t where t.store_id = p_id and t.status = 'paid';
    select coalesce(sum(rp.amount_cents), 0)::integer into v_collected
    from public.request_payments rp join public.team_store_entries t on t.id = rp.team_store_entry_id
    where t.store_id = p_id and t.status = 'paid' and rp.status = 'succeeded';
    insert into public.express_orders (
      idempotency_key, user_id, status, product_slug, product_name, team_name, contact_name, contact_email, roster, player_count,
      logo_path, logo_notes, payment_type, payment_provider, price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents,
      amount_paid_cents, delivery
    ) values (
      v_store.id, v_store.user_id, 'in_production', v_store.product_slug, v_store.product_name, v_store.team_name, v_store.contact_name,
      v_store.contact_email, v_roster, v_paid, v_store.logo_path, v_store.design ->> 'designNotes', 'full', v_store.payment_provider,
      v_price, v_price * v_paid, 0, v_price * v_paid, v_collected, v_store.delivery
    )
    returning id into v_order;
    update public.request_payments rp set express_order_id = v_order
    from public.team_store_entries t
    where t.id = rp.team_store_entry_id and t.store_id = p_id and t.status = 'paid';
    update public.team_stores s set status = 'ordered', express_order_id = v_order, closed_at = p_now, closed_by = (select auth.uid()), close_note = coalesce(p_note, '')
    where s.id = p_id;
    return 'ordered';
  end if;

  perform public.refund_team_store_payments(p_id, null, 'below_minimum');
  update public.team_stores s set status = 'below_minimum', closed_at = p_now, closed_by = (select auth.uid()), close_note = coalesce(p_note, '')
  where s.id = p_id;
  return 'below_minimum';
end;
$$;

-- Closes every open store whose date has come (the site's job, every minute, on any instance): a
-- store another instance is closing is skipped, and closing again changes nothing.
create function public.close_due_team_stores(p_now timestamptz) returns table (store_id uuid, status text)
  language plpgsql set search_path = ''
as $$
#variable_conflict use_column
declare
  v_id uuid;
begin
  for v_id in
    select s.id from public.team_stores s where s.status = 'open' and s.closes_at <= p_now order by s.closes_at for update skip locked
  loop
    return query select v_id, public.close_team_store(v_id, p_now);
  end loop;
end;
$$;

-- The manager or staff cancel an open store: every payment is refunded.
create function public.cancel_team_store(p_id uuid, p_now timestamptz, p_note text default '') returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
begin
  if not public.manages_team_store(p_id) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if char_length(coalesce(p_note, '')) > 2000 then
    raise exception 'the note is longer than 2000 characters' using errcode = '22001';
  end if;
  select s.status into v_status from public.team_stores s where s.id = p_id for update;
  if v_status is distinct from 'open' then
    raise exception 'the store is %', coalesce(v_status, 'gone') using errcode = 'P0001', hint = 'closed';
  end if;
  update public.team_store_entries t set status = 'lapsed' where t.store_id = p_id and t.status = 'held';
  perform public.refund_team_store_payments(p_id, null, 'cancelled');
  update public.team_stores s set status = 'cancelled', closed_at = p_now, closed_by = (select auth.uid()), close_note = coalesce(p_note, '') where s.id = p_id;
end;
$$;

-- The manager or staff move an open store's closing date later.
create function public.extend_team_store(p_id uuid, p_closes_at timestamptz, p_now timestamptz) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
begin
  if not public.manages_team_store(p_id) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if v_store.status <> 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  if p_closes_at is null or p_closes_at <= v_store.closes_at then
    raise exception 'a store is extended to a later date' using errcode = 'P0001', hint = 'closes_at';
  end if;
  update public.team_stores s set closes_at = p_closes_at where s.id = p_id;
end;
$$;

-- The manager or staff remove a wrong entry from an open store: its number is free again and its
-- payment is refunded.
create function public.remove_team_store_entry(p_entry_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store_id uuid;
  v_status text;
begin
  select t.store_id into v_store_id from public.team_store_entries t where t.id = p_entry_id;
  if v_store_id is null or not public.manages_team_store(v_store_id) then
    raise exception 'no such entry' using errcode = 'P0002';
  end if;
  select s.status into v_status from public.team_stores s where s.id = v_store_id for update;
  if v_status <> 'open' then
    raise exception 'the store is %', v_status using errcode = 'P0001', hint = 'closed';
  end if;
  update public.team_store_entries t set status = 'removed', removed_by = (select auth.uid())
  where t.id = p_entry_id and t.status in ('held', 'paid', 'lapsed');
  if not found then
    raise exception 'the entry was removed already' using errcode = 'P0001', hint = 'removed';
  end if;
  perform public.refund_team_store_payments(v_store_id, p_entry_id, 'removed');
end;
$$;

-- As before (20261129000100_request_payments.sql), with a third kind: a team store entry
-- (p_kind 'store_entry', p_request_id the entry). Its payment, once succeeded, makes the entry paid
-- while the store is open and its number still the player's; otherwise (closed, removed, the hold
-- lapsed and the number taken since) the payment is refunded, once.
create or replace function public.record_request_payment(
  p_kind text,
  p_request_id uuid,
  p_provider text,
  p_provider_reference text,
  p_amount_cents integer,
  p_status text,
  p_failure_message text default null
) returns table (payment_id uuid, payment_status text, request_status text, amount_paid_cents integer, paid_now boolean)
  language plpgsql security invoker set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ranks constant text[] := array['pending', 'failed', 'cancelled', 'succeeded'];
  v_status text;
  v_user uuid;
  v_currency text;
  v_first_due integer;
  v_paid_before integer;
  v_payment public.request_payments%rowtype;
  v_was text;
  v_paid integer;
  v_next text;
  v_entry public.team_store_entries%rowtype;
  v_store_status text;
  v_message text := case when p_status in ('failed', 'cancelled') then left(p_failure_message, 1000) end;
begin
  if p_status is null or not (p_status = any (v_ranks)) then
    raise exception 'unknown payment status %', p_status using errcode = '22023';
  end if;

  if p_kind = 'express' then
    select e.status, e.user_id, e.currency, e.amount_due_cents, e.amount_paid_cents
    into v_status, v_user, v_currency, v_first_due, v_paid_before
    from public.express_orders e where e.id = p_request_id for update;
  elsif p_kind = 'quote' then
    select q.status, q.user_id, 'USD', q.deposit_cents, q.amount_paid_cents
    into v_status, v_user, v_currency, v_first_due, v_paid_before
    from public.quote_requests q where q.id = p_request_id for update;
  elsif p_kind = 'store_entry' then
    -- The store first, as entering and closing lock it: its entries' numbers and its status hold still.
    select s.status into v_store_status from public.team_stores s
    where s.id = (select t.store_id from public.team_store_entries t where t.id = p_request_id) for update;
    select * into v_entry from public.team_store_entries t where t.id = p_request_id for update;
    v_status := v_entry.status;
    v_currency := 'USD';
  else
    raise exception 'unknown kind of request: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no % request %', p_kind, p_request_id using errcode = 'P0002';
  end if;

  insert into public.request_payments (express_order_id, quote_request_id, team_store_entry_id, user_id, provider, provider_reference, amount_cents, currency, status, failure_message)
  values (case when p_kind = 'express' then p_request_id end, case when p_kind = 'quote' then p_request_id end,
    case when p_kind = 'store_entry' then p_request_id end, v_user, p_provider, p_provider_reference, p_amount_cents, v_currency, p_status, v_message)
  on conflict (provider_reference) do nothing
  returning * into v_payment;

  if v_payment.id is null then
    select * into v_payment from public.request_payments rp where rp.provider_reference = p_provider_reference for update;
    v_was := v_payment.status;
    -- (No CASE here: PL/pgSQL ends an IF's condition at the first THEN.)
    if (p_kind = 'store_entry' and v_payment.team_store_entry_id is distinct from p_request_id)
       or (p_kind = 'express' and (v_payment.express_order_id is distinct from p_request_id or v_payment.team_store_entry_id is not null))
       or (p_kind = 'quote' and v_payment.quote_request_id is distinct from p_request_id)
       or v_payment.provider <> p_provider then
      raise exception 'payment % belongs to another request', p_provider_reference using errcode = '23505';
    end if;
    if array_position(v_ranks, p_status) > array_position(v_ranks, v_payment.status) then
      update public.request_payments rp set status = p_status, amount_cents = p_amount_cents, failure_message = v_message
      where rp.id = v_payment.id
      returning * into v_payment;
    end if;
  end if;

  if p_kind = 'store_entry' then
    v_next := v_status;
    if v_payment.status = 'succeeded' and v_was is distinct from 'succeeded' then
      if v_entry.status in ('held', 'lapsed') and v_store_status = 'open'
         and not exists (
           select 1 from public.team_store_entries t
           where t.store_id = v_entry.store_id and t.id <> v_entry.id and t.status in ('held', 'paid') and t.player ->> 'number' = v_entry.player ->> 'number'
         ) then
        update public.team_store_entries t set status = 'paid', paid_at = now() where t.id = v_entry.id;
        v_next := 'paid';
      else
        insert into public.payment_refunds (payment_id, amount_cents, reason)
        values (v_payment.id, v_payment.amount_cents, case
          when v_entry.status = 'paid' then 'duplicate'
          when v_entry.status = 'removed' then 'removed'
          when v_store_status = 'cancelled' then 'cancelled'
          when v_store_status <> 'open' then 'store_closed'
          else 'number_taken' end)
        on conflict (payment_id) do nothing;
      end if;
    end if;
    select coalesce(sum(rp.amount_cents), 0)::integer into v_paid
    from public.request_payments rp where rp.status = 'succeeded' and rp.team_store_entry_id = p_request_id;
    return query select v_payment.id, v_payment.status, v_next, v_paid, v_next is distinct from v_status;
    return;
  end if;

  select coalesce(sum(rp.amount_cents), 0)::integer into v_paid
  from public.request_payments rp
  where rp.status = 'succeeded' and (rp.express_order_id = p_request_id or rp.quote_request_id = p_request_id);
  v_next := case
    when v_status <> 'awaiting_payment' or v_first_due is null or v_paid < v_first_due then v_status
    when p_kind = 'express' then 'received'
    else 'in_design'
  end;
  if p_kind = 'express' and (v_paid <> v_paid_before or v_next <> v_status) then
    update public.express_orders e set amount_paid_cents = v_paid, status = v_next where e.id = p_request_id;
  elsif p_kind = 'quote' and (v_paid <> v_paid_before or v_next <> v_status) then
    update public.quote_requests q set amount_paid_cents = v_paid, status = v_next where q.id = p_request_id;
  end if;

  return query select v_payment.id, v_payment.status, v_next, v_paid, v_next is distinct from v_status;
end;
$$;

-- As before (20261129000100_request_payments.sql), but a team store entry's payment is receipted by
-- the store's own mail, not as an order's.
create or replace function public.mail_payment_received() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_customer text;
begin
  if new.status <> 'succeeded' or (tg_op = 'UPDATE' and old.status = 'succeeded') or new.team_store_entry_id is not null then
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

-- The refund worker: claims due refunds for a lease, as the mail outbox's worker claims mail, and
-- settles each with the provider's answer.
create function public.claim_refunds(p_limit integer, p_lease_seconds integer) returns table (
  id uuid, payment_id uuid, amount_cents integer, attempts integer, provider text, provider_reference text
)
  language sql set search_path = ''
as $$
  with claimed as (
    update public.payment_refunds r
    set locked_until = now() + make_interval(secs => p_lease_seconds), attempts = r.attempts + 1
    where r.id in (
      select d.id from public.payment_refunds d
      where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.created_at
      limit least(greatest(p_limit, 1), 100)
      for update skip locked
    )
    returning r.*
  )
  select c.id, c.payment_id, c.amount_cents, c.attempts, rp.provider, rp.provider_reference
  from claimed c join public.request_payments rp on rp.id = c.payment_id;
$$;

create function public.settle_refund(p_id uuid, p_attempts integer, p_refund_reference text default null, p_error text default null, p_retry_at timestamptz default null)
  returns void
  language sql set search_path = ''
as $$
  update public.payment_refunds r set
    status = case when p_refund_reference is not null then 'succeeded' when p_retry_at is null then 'failed' else 'pending' end,
    provider_reference = p_refund_reference,
    next_attempt_at = coalesce(p_retry_at, r.next_attempt_at),
    last_error = case when p_refund_reference is null then left(p_error, 1000) end,
    locked_until = null
  where r.id = p_id and r.status = 'pending' and r.attempts = p_attempts;
$$;

revoke execute on function
  public.open_team_store(jsonb, timestamptz),
  public.enter_team_store(text, jsonb, text, timestamptz, integer, integer),
  public.change_team_store_entry(text, jsonb, timestamptz),
  public.team_store_numbers(text, timestamptz),
  public.close_due_team_stores(timestamptz),
  public.refund_team_store_payments(uuid, uuid, text),
  public.claim_refunds(integer, integer),
  public.settle_refund(uuid, integer, text, text, timestamptz)
from public, anon, authenticated;
grant execute on function
  public.open_team_store(jsonb, timestamptz),
  public.enter_team_store(text, jsonb, text, timestamptz, integer, integer),
  public.change_team_store_entry(text, jsonb, timestamptz),
  public.team_store_numbers(text, timestamptz),
  public.close_due_team_stores(timestamptz),
  public.refund_team_store_payments(uuid, uuid, text),
  public.claim_refunds(integer, integer),
  public.settle_refund(uuid, integer, text, text, timestamptz)
to service_role;
revoke execute on function
  public.manages_team_store(uuid),
  public.close_team_store(uuid, timestamptz, boolean, boolean, text),
  public.cancel_team_store(uuid, timestamptz, text),
  public.extend_team_store(uuid, timestamptz, timestamptz),
  public.remove_team_store_entry(uuid)
from public, anon;
grant execute on function
  public.manages_team_store(uuid),
  public.close_team_store(uuid, timestamptz, boolean, boolean, text),
  public.cancel_team_store(uuid, timestamptz, text),
  public.extend_team_store(uuid, timestamptz, timestamptz),
  public.remove_team_store_entry(uuid)
to authenticated, service_role;
