-- Late players pay a surcharge (issue 31): a fill-in order made after a store closed costs the store's
-- price per player plus the shop's late surcharge, which staff set in the Studio (site settings) and
-- the site passes from the published content; the store's players paid without it. The order a store
-- becomes and its fill-in orders are made by one function (new_team_store_order).

drop function public.add_team_store_fill_in(uuid, jsonb);

-- The express order a store becomes, or a fill-in order of its late players: the store's product,
-- team, design notes, logo and delivery, paid in full, `p_roster` at `p_price` a player. One insert
-- for both, so an order made from a store is made one way; called only by the functions below.
create function public.new_team_store_order(
  p_store public.team_stores, p_status text, p_roster jsonb, p_price integer, p_paid integer, p_idempotency_key uuid, p_fill_in boolean
) returns uuid
  language sql set search_path = ''
as $$
  insert into public.express_orders (
    idempotency_key, user_id, status, product_slug, product_name, team_name, contact_name, contact_email, roster, player_count,
    logo_path, logo_notes, payment_type, payment_provider, price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents,
    amount_paid_cents, delivery, team_store_id
  ) values (
    p_idempotency_key, p_store.user_id, p_status, p_store.product_slug, p_store.product_name, p_store.team_name, p_store.contact_name,
    p_store.contact_email, p_roster, jsonb_array_length(p_roster), p_store.logo_path, p_store.design ->> 'designNotes', 'full',
    p_store.payment_provider, p_price, p_price * jsonb_array_length(p_roster), 0, p_price * jsonb_array_length(p_roster), p_paid,
    p_store.delivery, case when p_fill_in then p_store.id end
  )
  returning id;
$$;
revoke execute on function public.new_team_store_order(public.team_stores, text, jsonb, integer, integer, uuid, boolean) from public, anon, authenticated;

-- A store closing into its order makes it with the one insert above.
create or replace function public.close_team_store(p_id uuid, p_now timestamptz, p_early boolean default false, p_accept_below_minimum boolean default false, p_note text default '')
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
    v_order := public.new_team_store_order(v_store, 'in_production', v_roster, v_price, v_collected, v_store.id, false);
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

-- Staff add late players (p_players, a roster of 1 to 30) to a store that became its order, each at the
-- store's price per player and the shop's late surcharge (p_surcharge_cents, from the published content):
-- answers the fill-in order.
create function public.add_team_store_fill_in(p_id uuid, p_players jsonb, p_surcharge_cents integer) returns table (order_id uuid, reference text)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_taken text;
  v_price integer;
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
  if v_store.status <> 'ordered' then
    raise exception 'the store has not become an order' using errcode = 'P0001', hint = 'not_ordered';
  end if;
  -- Every number once: among the late players, and against the store's order and its other fill-ins.
  select n into v_taken from (
    select p ->> 'number' as n from jsonb_array_elements(p_players) p
    union all
    select p ->> 'number' from public.express_orders e, jsonb_array_elements(e.roster) p
    where (e.id = v_store.express_order_id or e.team_store_id = p_id) and e.status <> 'cancelled'
  ) numbers group by n having count(*) > 1 order by n::integer limit 1;
  if v_taken is not null then
    raise exception 'number % is taken', v_taken using errcode = 'P0001', hint = 'number_taken';
  end if;
  v_price := v_store.price_per_player_cents + v_store.markup_cents + p_surcharge_cents;
  v_order_id := public.new_team_store_order(v_store, 'awaiting_payment', p_players, v_price, 0, gen_random_uuid(), true);
  insert into public.mail_outbox (template, recipient, express_order_id) values ('store_fill_in', v_store.contact_email, v_order_id);
  return query select e.id, e.reference from public.express_orders e where e.id = v_order_id;
end;
$$;

revoke execute on function public.add_team_store_fill_in(uuid, jsonb, integer) from public, anon;
grant execute on function public.add_team_store_fill_in(uuid, jsonb, integer) to authenticated, service_role;
