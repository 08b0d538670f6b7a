-- Guards against taking an account over before its owner has it, and against an account taking what
-- belongs to an address it never proved it receives mail at.

-- When an address registers again before it is confirmed, its pending sign-up is dropped and made
-- afresh, with a new link (the embedded backend never sends a second one): the earlier link stops
-- working. Only a sign-up that never signed in, was never invited and has no identity but its
-- e-mail's is dropped: it holds nothing (it can neither sign in nor be given a role). Service role only.
create function public.forget_unconfirmed_account(p_email text) returns boolean
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from auth.users u
  where lower(u.email) = lower(p_email) and u.email_confirmed_at is null and u.last_sign_in_at is null and u.invited_at is null
    and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider <> 'email');
  return found;
end;
$$;
revoke all on function public.forget_unconfirmed_account(text) from public, anon, authenticated;
grant execute on function public.forget_unconfirmed_account(text) to service_role;

-- A role is given only to an account whose address is confirmed, however it is given (an admin's
-- set_profile_role, or `npm run staff:role` with the secret key): an invitation to an address with
-- a pending sign-up must not land on whoever registered it.
create function public.refuse_role_for_unconfirmed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (select 1 from auth.users u where u.id = new.id and u.email_confirmed_at is not null) then
    raise exception 'this account has not confirmed its e-mail address' using errcode = 'P0R01';
  end if;
  return new;
end;
$$;
revoke execute on function public.refuse_role_for_unconfirmed() from public, anon, authenticated;

-- A role given before this rule to an account that is still not confirmed is taken back.
update public.profiles p set role = 'customer'
from auth.users u where u.id = p.id and u.email_confirmed_at is null and p.role <> 'customer';

create trigger profiles_role_needs_confirmed before insert or update of role on public.profiles
  for each row when (new.role <> 'customer') execute function public.refuse_role_for_unconfirmed();

-- The addresses each account has proven it receives mail at: by following the link of its sign-up
-- confirmation or of a password reset, whoever exchanges the link (the site, or the auth server's
-- own page), recorded by a trigger as the auth server marks the link used. An e-mail change proves
-- nothing here: where only the old address confirms one, anyone could take a victim's address as
-- their login.
create table public.proven_emails (
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null check (email = lower(email) and char_length(email) <= 254),
  proven_at timestamptz not null default now(),
  primary key (user_id, email)
);
alter table public.proven_emails enable row level security;
revoke all on public.proven_emails from anon, authenticated;
grant all on public.proven_emails to service_role;

-- A sign-up's confirmation sets email_confirmed_at and keeps the address (an e-mail change's
-- confirmation changes it); a reset link clears recovery_token without changing the password (a
-- password change that clears it changes the password too).
create function public.record_proven_email() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.email is not null and new.email = old.email and new.email_confirmed_at is not null and (
    old.email_confirmed_at is null
    or (coalesce(old.recovery_token, '') <> '' and coalesce(new.recovery_token, '') = '' and new.encrypted_password is not distinct from old.encrypted_password)
  ) then
    insert into public.proven_emails (user_id, email) values (new.id, lower(new.email)) on conflict do nothing;
  end if;
  return new;
end;
$$;
revoke execute on function public.record_proven_email() from public, anon, authenticated;

create trigger on_auth_user_proved_email
  after update on auth.users
  for each row execute function public.record_proven_email();

-- Accounts confirmed before this table: the address of one that never asked for an e-mail change is
-- the one it confirmed at sign-up.
insert into public.proven_emails (user_id, email)
select u.id, lower(u.email) from auth.users u
where u.email_confirmed_at is not null and u.email is not null and u.email_change_sent_at is null;

-- A guest's quote requests and express orders join the account of the address they were sent from
-- only once the account has proven it receives mail there (see proven_emails).
create or replace function public.claim_guest_requests() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_email text;
  v_quotes uuid[];
  v_orders uuid[];
begin
  select p.email into v_email
  from auth.users u join public.proven_emails p on p.user_id = u.id and p.email = lower(u.email)
  where u.id = v_user and u.email_confirmed_at is not null;
  if v_email is null then
    return 0;
  end if;

  with claimed as (
    update public.quote_requests q set user_id = v_user
    where q.user_id is null and lower(q.contact_email) = v_email
    returning q.id
  )
  select coalesce(array_agg(claimed.id), '{}') into v_quotes from claimed;
  with claimed as (
    update public.express_orders e set user_id = v_user
    where e.user_id is null and lower(e.contact_email) = v_email
    returning e.id
  )
  select coalesce(array_agg(claimed.id), '{}') into v_orders from claimed;

  -- The copies of the owner that their policies read.
  update public.order_history h set user_id = v_user
  where h.user_id is null and (h.quote_request_id = any (v_quotes) or h.express_order_id = any (v_orders));
  update public.request_payments p set user_id = v_user
  where p.user_id is null and (p.quote_request_id = any (v_quotes) or p.express_order_id = any (v_orders));
  return cardinality(v_quotes) + cardinality(v_orders);
end;
$$;

-- Replacing a function keeps its rights on PostgreSQL, but the embedded backend grants every new
-- definition to the API roles: the rights are given again as the first migration gave them.
revoke execute on function public.claim_guest_requests() from public, anon;
grant execute on function public.claim_guest_requests() to authenticated;
