-- Rate limits shared by every instance of the site: sign-in, sign-up, password reset, the contact
-- form, the cart and saved-teams routes, e-mail links and checkout. Keys are hashes of the limit's
-- name and its subject (an IP address or an e-mail), so no personal data is kept here.

create table public.rate_limits (
  key text primary key check (char_length(key) = 64),
  window_start timestamptz not null,
  hits integer not null check (hits >= 0)
);

alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;
grant all on public.rate_limits to service_role;

-- Counts `p_cost` hits against `p_key` in a fixed window of `p_window_seconds` and answers how many
-- seconds to wait: 0 while the hits stay within `p_limit`. One upsert, so concurrent hits on several
-- servers are all counted. A cost of 0 only asks (failed sign-ins are counted after they fail).
create function public.hit_rate_limit(p_key text, p_limit integer, p_window_seconds integer, p_cost integer)
  returns integer
  language plpgsql security invoker set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_hits integer;
  v_start timestamptz;
begin
  if p_limit < 1 or p_window_seconds < 1 or p_cost < 0 then
    raise exception 'invalid rate limit' using errcode = '22023';
  end if;
  insert into public.rate_limits as r (key, window_start, hits)
  values (p_key, now(), p_cost)
  on conflict (key) do update set
    window_start = case when r.window_start <= now() - v_window then now() else r.window_start end,
    hits = case when r.window_start <= now() - v_window then p_cost else r.hits + p_cost end
  returning r.hits, r.window_start into v_hits, v_start;

  -- Now and then, forget windows that ended long ago.
  if random() < 0.01 then
    delete from public.rate_limits where window_start < now() - interval '1 day';
  end if;

  if v_hits > p_limit or (p_cost = 0 and v_hits >= p_limit) then
    return greatest(1, ceil(extract(epoch from (v_start + v_window - now())))::integer);
  end if;
  return 0;
end;
$$;

revoke execute on function public.hit_rate_limit(text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer, integer) to service_role;
