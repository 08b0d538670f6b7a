-- Accounts and teams (spec §3: users, teams, team_members, players).
-- Every table has Row Level Security; policies call auth.uid() through a sub-select so Postgres
-- evaluates it once per statement, not once per row. Privileges are revoked first and granted
-- per table, so the schema means the same on hosted Supabase (which grants everything by default)
-- and on the embedded backend (which grants every table to the API roles whenever it starts, so
-- column grants are backed by the keep_to_granted_columns trigger).

-- Functions called by the API roles (replace_cart) use auth.uid(). Hosted Supabase already grants
-- this; the embedded backend does not, and a hosted project may refuse the grant: both are fine.
do $$
begin
  grant usage on schema auth to anon, authenticated, service_role;
exception when insufficient_privilege then
  null;
end
$$;

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  organization_id uuid,
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('manager', 'member')),
  created_at timestamptz not null default now(),
  unique (team_id, user_id)
);
create index team_members_user_id on public.team_members (user_id);

create table public.players (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  first_name text not null check (char_length(first_name) between 1 and 60),
  last_name text not null default '' check (char_length(last_name) <= 60),
  number text not null default '' check (number ~ '^[0-9]{0,3}$'),
  position text not null default '' check (char_length(position) <= 30),
  created_at timestamptz not null default now()
);
create index players_team_id on public.players (team_id);

-- The profile row of each account ("users" in the spec). Created by a trigger, never by the client,
-- so a new account is always a customer.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text not null default '' check (char_length(first_name) <= 60),
  last_name text not null default '' check (char_length(last_name) <= 60),
  organization_name text not null default '' check (char_length(organization_name) <= 120),
  team_id uuid references public.teams (id) on delete set null,
  role text not null default 'customer' check (role in ('customer', 'staff', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Membership checks for policies. Security definer so a policy on team_members can ask about
-- team_members without recursing into its own policy.
create function public.is_team_member(p_team_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.team_members m
    where m.team_id = p_team_id and m.user_id = (select auth.uid())
  );
$$;

create function public.is_team_manager(p_team_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.team_members m
    where m.team_id = p_team_id and m.user_id = (select auth.uid()) and m.role = 'manager'
  );
$$;

create function public.handle_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name)
  values (
    new.id,
    coalesce(new.email, ''),
    left(coalesce(new.raw_user_meta_data ->> 'first_name', ''), 60),
    left(coalesce(new.raw_user_meta_data ->> 'last_name', ''), 60)
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Whoever creates a team manages it.
create function public.handle_new_team() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.team_members (team_id, user_id, role) values (new.id, new.created_by, 'manager');
  return new;
end;
$$;

create trigger on_team_created
  after insert on public.teams
  for each row execute function public.handle_new_team();

create function public.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Column grants keep a customer to the columns they may change, but the embedded backend
-- (@supabase/lite) re-grants whole tables to the API roles, so this trigger enforces the same
-- lists everywhere. Its arguments are the columns the API roles may change; the service role may
-- change any.
create function public.keep_to_granted_columns() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
    and (to_jsonb(new) - tg_argv) is distinct from (to_jsonb(old) - tg_argv) then
    raise exception 'only % may be changed', array_to_string(tg_argv, ', ') using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Triggers fire in name order: the guard sees the row before profiles_touch sets updated_at.
create trigger profiles_guard before update on public.profiles
  for each row execute function public.keep_to_granted_columns('first_name', 'last_name', 'organization_name', 'team_id');
create trigger profiles_touch before update on public.profiles
  for each row execute function public.touch_updated_at();
create trigger teams_guard before update on public.teams
  for each row execute function public.keep_to_granted_columns('name');

alter table public.teams enable row level security;
alter table public.team_members enable row level security;
alter table public.players enable row level security;
alter table public.profiles enable row level security;

revoke all on public.teams, public.team_members, public.players, public.profiles from anon, authenticated;
grant all on public.teams, public.team_members, public.players, public.profiles to service_role;

grant select, insert, delete on public.teams to authenticated;
grant update (name) on public.teams to authenticated;
create policy teams_select_member on public.teams for select to authenticated
  using (public.is_team_member(id) or created_by = (select auth.uid()));
create policy teams_insert_self on public.teams for insert to authenticated
  with check (created_by = (select auth.uid()));
create policy teams_update_manager on public.teams for update to authenticated
  using (public.is_team_manager(id)) with check (public.is_team_manager(id));
create policy teams_delete_manager on public.teams for delete to authenticated
  using (public.is_team_manager(id));

grant select, insert, delete on public.team_members to authenticated;
create policy team_members_select_member on public.team_members for select to authenticated
  using (user_id = (select auth.uid()) or public.is_team_member(team_id));
create policy team_members_insert_manager on public.team_members for insert to authenticated
  with check (public.is_team_manager(team_id));
create policy team_members_delete_manager_or_self on public.team_members for delete to authenticated
  using (user_id = (select auth.uid()) or public.is_team_manager(team_id));

grant select, insert, update, delete on public.players to authenticated;
create policy players_select_member on public.players for select to authenticated
  using (public.is_team_member(team_id));
create policy players_insert_manager on public.players for insert to authenticated
  with check (public.is_team_manager(team_id));
create policy players_update_manager on public.players for update to authenticated
  using (public.is_team_manager(team_id)) with check (public.is_team_manager(team_id));
create policy players_delete_manager on public.players for delete to authenticated
  using (public.is_team_manager(team_id));

-- Only the profile fields of spec §6 are writable; role and e-mail are not.
grant select on public.profiles to authenticated;
grant update (first_name, last_name, organization_name, team_id) on public.profiles to authenticated;
create policy profiles_select_own on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()) and (team_id is null or public.is_team_member(team_id)));

revoke execute on function public.is_team_member(uuid), public.is_team_manager(uuid) from public, anon;
grant execute on function public.is_team_member(uuid), public.is_team_manager(uuid) to authenticated, service_role;
revoke execute on function public.handle_new_user(), public.handle_new_team(), public.touch_updated_at(),
  public.keep_to_granted_columns() from public, anon, authenticated;
