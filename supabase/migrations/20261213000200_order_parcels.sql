-- One count of an order's parcels, for the database's rule and for staff's order page: the paid
-- players of the order's item in its option, and how many of their parcels went. Staff's page had
-- counted them again in TypeScript, a second rule to keep equal to parcels_to_ship.
create function public.order_parcel_count(p_order public.express_orders, out shipped integer, out total integer)
  language sql stable security definer set search_path = ''
as $$
  select (count(*) filter (where t.shipped_at is not null))::integer, count(*)::integer from public.team_store_entries t
  join public.team_store_entry_items ei on ei.entry_id = t.id
  where ei.item_id = p_order.team_store_item_id and ei.option_key is not distinct from p_order.team_store_option_key
    and t.status = 'paid';
$$;
revoke execute on function public.order_parcel_count(public.express_orders) from public, anon, authenticated;

-- As before (20261211000100), on that count.
create or replace function public.parcels_to_ship(p_order public.express_orders) returns integer
  language sql stable security definer set search_path = ''
as $$
  select c.total - c.shipped from public.order_parcel_count(p_order) c;
$$;

-- How far an express order's parcels went, for staff's order page: no row for an order that does not
-- ship as its players' parcels, one that does not exist, or a reader who is not staff.
create function public.order_parcels(p_order_id uuid) returns table (shipped integer, total integer)
  language sql stable security definer set search_path = ''
as $$
  select c.shipped, c.total from public.express_orders e
  cross join lateral public.order_parcel_count(e) c
  where e.id = p_order_id and public.is_staff() and public.ships_in_parcels(e);
$$;
revoke execute on function public.order_parcels(uuid) from public, anon;
grant execute on function public.order_parcels(uuid) to authenticated, service_role;
