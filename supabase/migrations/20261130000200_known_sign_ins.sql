-- Where each account has signed in before, so that a guesser who fails at one account from many
-- addresses holds up the guesser and not the owner: once the account's failures are used up, only a
-- browser or an address that has signed in to it before may try. Keys are hashes of the account
-- with a client address or with a browser's own random token, so no address or e-mail is kept here.
create table public.known_sign_ins (
  key text primary key check (char_length(key) = 64),
  last_seen timestamptz not null default now()
);

alter table public.known_sign_ins enable row level security;
revoke all on public.known_sign_ins from anon, authenticated;
grant all on public.known_sign_ins to service_role;

-- How long a place that signed in is remembered.
create function public.known_sign_in_days() returns integer
  language sql immutable set search_path = ''
as $$ select 90 $$;

-- Records a successful sign-in under each of its keys (and now and then forgets old ones).
create function public.remember_sign_in(p_keys text[]) returns void
  language plpgsql security invoker set search_path = ''
as $$
begin
  if cardinality(p_keys) > 4 then
    raise exception 'too many keys' using errcode = '22023';
  end if;
  insert into public.known_sign_ins as k (key, last_seen)
  select distinct key, now() from unnest(p_keys) as key
  on conflict (key) do update set last_seen = now();
  if random() < 0.01 then
    delete from public.known_sign_ins where last_seen < now() - make_interval(days => public.known_sign_in_days());
  end if;
end;
$$;

-- Whether any of the keys signed in within the remembered time.
create function public.known_sign_in(p_keys text[]) returns boolean
  language sql stable security invoker set search_path = ''
as $$
  select exists (
    select 1 from public.known_sign_ins k
    where k.key = any (p_keys) and k.last_seen > now() - make_interval(days => public.known_sign_in_days())
  );
$$;

revoke execute on function public.known_sign_in_days(), public.remember_sign_in(text[]), public.known_sign_in(text[]) from public, anon, authenticated;
grant execute on function public.known_sign_in_days(), public.remember_sign_in(text[]), public.known_sign_in(text[]) to service_role;
