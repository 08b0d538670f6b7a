-- The parcels of a team store shipped to each player (issue 31): as a paid player's kit is packed,
-- staff record its parcel with the carrier and tracking number, and the player is e-mailed how to
-- follow it; each order the store became is shipped with the last parcel holding its item, and only
-- then. Until its parcel goes, staff may correct a player's address (the player's own link changes
-- it only while the store is open). The manager sees which players' parcels went, not where to.

-- When the entry's parcel went: the fact its manager reads (the parcel itself is staff's).
alter table public.team_store_entries add column shipped_at timestamptz;

create table public.team_store_parcels (
  entry_id uuid primary key references public.team_store_entries (id) on delete cascade,
  carrier text not null check (carrier in ('canada_post', 'ups', 'fedex', 'purolator', 'usps', 'other')),
  tracking_number text not null check (tracking_number ~ '^[A-Za-z0-9 -]{4,40}$'),
  created_by uuid references auth.users (id) on delete set null
);
alter table public.team_store_parcels enable row level security;
revoke all on public.team_store_parcels from anon, authenticated;
grant all on public.team_store_parcels to service_role;
grant select on public.team_store_parcels to authenticated;
create policy team_store_parcels_select_staff on public.team_store_parcels for select to authenticated using ((select public.is_staff()));

alter table public.mail_outbox
  drop constraint mail_outbox_template_check,
  add constraint mail_outbox_template_check check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry',
    'shop_mockup_decision', 'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply',
    'roster_changed', 'shop_roster_changed', 'store_entry_paid', 'store_closed', 'store_ordered', 'store_refund',
    'store_invite', 'store_reminder', 'store_fill_in', 'store_refund_failed', 'shop_refund_failed', 'store_closing_soon',
    'store_parcel_shipped'
  )),
  drop constraint mail_outbox_store_entry,
  add constraint mail_outbox_store_entry check (
    (template in ('store_entry_paid', 'store_ordered', 'store_refund', 'store_refund_failed', 'shop_refund_failed', 'store_parcel_shipped')) = (team_store_entry_id is not null)
  );

-- Whether an express order ships as its players' parcels: one a store shipped to each player became
-- (a fill-in order of late players goes to the manager, as any order).
create function public.ships_in_parcels(p_order public.express_orders) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select not p_order.team_store_fill_in and exists (select 1 from public.team_stores s where s.id = p_order.team_store_id and s.ships_to = 'players');
$$;
revoke execute on function public.ships_in_parcels(public.express_orders) from public, anon, authenticated;

-- The paid players of the store whose parcel holding the order's item has not gone yet.
create function public.parcels_to_ship(p_order public.express_orders) returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.team_store_entries t
  join public.team_store_entry_items ei on ei.entry_id = t.id
  where ei.item_id = p_order.team_store_item_id and t.status = 'paid' and t.shipped_at is null;
$$;
revoke execute on function public.parcels_to_ship(public.express_orders) from public, anon, authenticated;

-- As before (20261201000100_delivery_and_shipments.sql), and an order that ships as its players'
-- parcels is shipped by its last parcel: no one shipment stands for them.
create or replace function public.require_shipment() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Nested: NEW is an express order's row only on that table.
  if tg_table_name = 'express_orders' then
    if public.ships_in_parcels(new) then
      if public.parcels_to_ship(new) > 0 then
        raise exception 'the order ships as a parcel to each player: % still to ship', public.parcels_to_ship(new) using errcode = 'P0001', hint = 'parcels';
      end if;
      return new;
    end if;
  end if;
  if not exists (
    select 1 from public.shipments s
    where (tg_table_name = 'orders' and s.order_id = new.id)
       or (tg_table_name = 'quote_requests' and s.quote_request_id = new.id)
       or (tg_table_name = 'express_orders' and s.express_order_id = new.id)
  ) then
    raise exception 'an order is shipped with its carrier and tracking number' using errcode = 'P0001', hint = 'shipment';
  end if;
  return new;
end;
$$;

-- Staff record a paid player's parcel as it goes (the store's orders are in production from its
-- closing): the player is e-mailed it, and each order with no parcel left to ship is shipped.
-- Returns how many of the store's parcels are still to ship.
create function public.ship_team_store_parcel(p_entry_id uuid, p_carrier text, p_tracking_number text, p_now timestamptz) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
  v_order public.express_orders%rowtype;
begin
  if not public.is_staff() then
    raise exception 'only staff ship a parcel' using errcode = '42501';
  end if;
  select t.store_id into v_entry.store_id from public.team_store_entries t where t.id = p_entry_id;
  -- The store's lock first, as every change to its entries takes it: two parcels of its last order cannot both miss being the last.
  select * into v_store from public.team_stores s where s.id = v_entry.store_id for update;
  select * into v_entry from public.team_store_entries t where t.id = p_entry_id;
  if v_entry.id is null then
    raise exception 'no such entry' using errcode = 'P0002';
  end if;
  if v_store.ships_to <> 'players' or v_store.status <> 'ordered' or v_entry.status <> 'paid' then
    raise exception 'only a paid player of a store shipped to each player has a parcel, once the store became its orders' using errcode = 'P0001', hint = 'no_parcel';
  end if;
  if v_entry.shipped_at is not null then
    raise exception 'the parcel shipped already' using errcode = 'P0001', hint = 'shipped';
  end if;
  insert into public.team_store_parcels (entry_id, carrier, tracking_number, created_by)
  values (v_entry.id, p_carrier, btrim(p_tracking_number), (select auth.uid()));
  update public.team_store_entries t set shipped_at = p_now where t.id = v_entry.id;
  insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id)
  values ('store_parcel_shipped', v_entry.email, v_store.id, v_entry.id);
  for v_order in
    select e.* from public.express_orders e
    where e.team_store_id = v_store.id and not e.team_store_fill_in and e.status = 'in_production'
    order by e.reference
  loop
    if public.parcels_to_ship(v_order) = 0 then
      perform public.change_order_status('express', v_order.id, 'in_production', 'shipped', 'Every player’s kit has shipped, each in a parcel of its own to the address they gave.');
    end if;
  end loop;
  return (select count(*)::integer from public.team_store_entries t where t.store_id = v_store.id and t.status = 'paid' and t.shipped_at is null);
end;
$$;
revoke execute on function public.ship_team_store_parcel(uuid, text, text, timestamptz) from public, anon;
grant execute on function public.ship_team_store_parcel(uuid, text, text, timestamptz) to authenticated;

-- Staff correct where a paid player's parcel goes, until it ships.
create function public.correct_team_store_address(p_entry_id uuid, p_delivery jsonb) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_entry public.team_store_entries%rowtype;
  v_store public.team_stores%rowtype;
begin
  if not public.is_staff() then
    raise exception 'only staff correct a player''s address' using errcode = '42501';
  end if;
  select t.store_id into v_entry.store_id from public.team_store_entries t where t.id = p_entry_id;
  select * into v_store from public.team_stores s where s.id = v_entry.store_id for update;
  select * into v_entry from public.team_store_entries t where t.id = p_entry_id;
  if v_entry.id is null then
    raise exception 'no such entry' using errcode = 'P0002';
  end if;
  if v_store.ships_to <> 'players' or v_store.status not in ('open', 'ordered') or v_entry.status <> 'paid' then
    raise exception 'only a paid player of a store shipped to each player has a parcel' using errcode = 'P0001', hint = 'no_parcel';
  end if;
  if v_entry.shipped_at is not null then
    raise exception 'the parcel shipped already' using errcode = 'P0001', hint = 'shipped';
  end if;
  if not coalesce(public.is_delivery_address(p_delivery), false) then
    raise exception 'a parcel goes to a delivery address' using errcode = '22023', hint = 'address';
  end if;
  insert into public.team_store_entry_addresses (entry_id, delivery) values (v_entry.id, p_delivery)
  on conflict (entry_id) do update set delivery = excluded.delivery;
end;
$$;
revoke execute on function public.correct_team_store_address(uuid, jsonb) from public, anon;
grant execute on function public.correct_team_store_address(uuid, jsonb) to authenticated;
