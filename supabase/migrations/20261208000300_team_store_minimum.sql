-- The manager (or staff) change an open store's minimum of players: a manager who set it too high
-- lowers it to the players who are paying, rather than have the store close below it and refund them
-- all; or raises it. The table's own check keeps it within 1 to 100.
create function public.set_team_store_minimum(p_id uuid, p_min_players integer, p_now timestamptz) returns void
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
  update public.team_stores s set min_players = p_min_players where s.id = p_id;
end;
$$;

revoke execute on function public.set_team_store_minimum(uuid, integer, timestamptz) from public, anon;
grant execute on function public.set_team_store_minimum(uuid, integer, timestamptz) to authenticated, service_role;
