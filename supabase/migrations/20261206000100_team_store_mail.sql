-- Team stores' e-mail (issue 31): each player's receipt with a link to see and change their entry,
-- the manager's notice when the store closes, each player's notice of production, a notice for
-- every refund made, and the manager's invitations and reminders to the players' addresses (at
-- most one reminder a day by hand, and one on its own two days before closing). Written to the
-- outbox by the same transaction as what they tell of, as every other e-mail.

-- A player's own links: the one shown once they entered, and one made for each receipt e-mail.
-- Only their hashes are kept; any of them opens the entry.
create function public.team_store_token_hash(p_token text) returns text
  language sql immutable set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex');
$$;

create table public.team_store_entry_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  entry_id uuid not null references public.team_store_entries (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index team_store_entry_links_entry_id on public.team_store_entry_links (entry_id);
-- The site reaches the links with the service role only: no policy.
alter table public.team_store_entry_links enable row level security;
insert into public.team_store_entry_links (token_hash, entry_id) select t.edit_token_hash, t.id from public.team_store_entries t;
alter table public.team_store_entries drop column edit_token_hash;

-- A new link to an entry, for its receipt: the token, whose hash alone is kept.
create function public.new_team_store_entry_link(p_entry_id uuid) returns text
  language plpgsql set search_path = ''
as $$
declare
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into public.team_store_entry_links (token_hash, entry_id) values (public.team_store_token_hash(v_token), p_entry_id);
  return v_token;
end;
$$;

-- As before (20261205000100_team_stores.sql), with the player's first link kept among the entry's links.
create or replace function public.enter_team_store(p_link_token text, p_player jsonb, p_email text, p_now timestamptz, p_hold_minutes integer default 30, p_max_per_email integer default 10)
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
  insert into public.team_store_entries (store_id, player, email, amount_cents, held_until)
  values (v_store.id, p_player, btrim(p_email), v_amount, p_now + make_interval(mins => greatest(p_hold_minutes, 1)))
  returning id into v_entry;
  insert into public.team_store_entry_links (token_hash, entry_id) values (public.team_store_token_hash(v_token), v_entry);
  return query select v_entry, v_store.id, v_amount, v_token;
end;
$$;

-- As before, the entry found by any of its links.
create or replace function public.change_team_store_entry(p_edit_token text, p_player jsonb, p_now timestamptz) returns void
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
  update public.team_store_entries t set player = p_player where t.id = v_entry.id;
end;
$$;

-- The addresses the manager invited: each gets the link once, and reminders while it has no paid entry.
create table public.team_store_invites (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references public.team_stores (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  invited_by uuid references auth.users (id) on delete set null,
  reminded_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index team_store_invites_email on public.team_store_invites (store_id, lower(email));
alter table public.team_store_invites enable row level security;
create policy team_store_invites_select_manager on public.team_store_invites for select to authenticated
  using (exists (select 1 from public.team_stores s where s.id = store_id and s.user_id = (select auth.uid())));
create policy team_store_invites_select_staff on public.team_store_invites for select to authenticated using ((select public.is_staff()));

-- The manager's last reminder (one a day at most), and the one sent on its own before closing.
alter table public.team_stores
  add column reminded_at timestamptz,
  add column auto_reminded_at timestamptz;

-- Every e-mail of a store names it; a player's names their entry too, a refund's its refund, an
-- invitation's or reminder's its invitation.
alter table public.mail_outbox
  add column team_store_id uuid references public.team_stores (id) on delete cascade,
  add column team_store_entry_id uuid references public.team_store_entries (id) on delete cascade,
  add column refund_id uuid references public.payment_refunds (id) on delete cascade,
  add column invite_id uuid references public.team_store_invites (id) on delete cascade,
  drop constraint mail_outbox_one_subject,
  add constraint mail_outbox_one_subject check (
    num_nonnulls(quote_request_id, express_order_id, order_id, enquiry_id, team_store_id) = case when template = 'account_exists' then 0 else 1 end
  ),
  drop constraint mail_outbox_template_check,
  add constraint mail_outbox_template_check check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
    'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply', 'roster_changed', 'shop_roster_changed',
    'store_entry_paid', 'store_closed', 'store_ordered', 'store_refund', 'store_invite', 'store_reminder'
  )),
  add constraint mail_outbox_store_entry check ((template in ('store_entry_paid', 'store_ordered', 'store_refund')) = (team_store_entry_id is not null)),
  add constraint mail_outbox_store_refund check ((template = 'store_refund') = (refund_id is not null)),
  add constraint mail_outbox_store_invite check ((template in ('store_invite', 'store_reminder')) = (invite_id is not null)),
  add constraint mail_outbox_store_subject check ((template like 'store\_%') = (team_store_id is not null));
create index mail_outbox_team_store_id on public.mail_outbox (team_store_id);
create index mail_outbox_team_store_entry_id on public.mail_outbox (team_store_entry_id);
create index mail_outbox_refund_id on public.mail_outbox (refund_id);
create index mail_outbox_invite_id on public.mail_outbox (invite_id);

-- A player's receipt, once their payment made the entry paid.
create function public.mail_team_store_entry_paid() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id) values ('store_entry_paid', new.email, new.store_id, new.id);
  return null;
end;
$$;
create trigger team_store_entries_mail_paid after update of status on public.team_store_entries
  for each row when (new.status = 'paid' and old.status is distinct from 'paid') execute function public.mail_team_store_entry_paid();

-- A store closed: its manager hears how; when it became an order, each player hears their kit is
-- in production and the shop hears of the new order. (Refunds are told as each is made.)
create function public.mail_team_store_closed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id) values ('store_closed', new.contact_email, new.id);
  if new.status = 'ordered' then
    insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id)
    select 'store_ordered', t.email, new.id, t.id from public.team_store_entries t where t.store_id = new.id and t.status = 'paid';
    insert into public.mail_outbox (template, recipient, express_order_id) values ('shop_new_request', null, new.express_order_id);
  end if;
  return null;
end;
$$;
create trigger team_stores_mail_closed after update of status on public.team_stores
  for each row when (old.status = 'open' and new.status <> 'open') execute function public.mail_team_store_closed();

-- A refund made: the player whose payment it returns hears of it, and why.
create function public.mail_refund_made() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id, refund_id)
  select 'store_refund', t.email, t.store_id, t.id, new.id
  from public.request_payments rp join public.team_store_entries t on t.id = rp.team_store_entry_id
  where rp.id = new.payment_id;
  return null;
end;
$$;
create trigger payment_refunds_mail_made after update of status on public.payment_refunds
  for each row when (new.status = 'succeeded' and old.status is distinct from 'succeeded') execute function public.mail_refund_made();

-- The manager (or staff) invite players' addresses to an open store: each new address gets the link
-- once; an address invited before is left as it is. At most 200 addresses per store (the site's
-- TEAM_STORE_LIMITS.maxInvites), and 100 at a time. Returns how many were new.
create function public.invite_to_team_store(p_id uuid, p_emails text[], p_now timestamptz) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_max_invites constant integer := 200;
  v_status text;
  v_closes_at timestamptz;
  v_added integer;
begin
  if coalesce(cardinality(p_emails), 0) > 100 then
    raise exception 'at most 100 addresses at a time' using errcode = '22023';
  end if;
  if not public.manages_team_store(p_id) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  select s.status, s.closes_at into v_status, v_closes_at from public.team_stores s where s.id = p_id for update;
  if v_status is distinct from 'open' or v_closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  if (select count(*) from public.team_store_invites i where i.store_id = p_id)
     + (select count(distinct lower(btrim(e))) from unnest(p_emails) e
        where not exists (select 1 from public.team_store_invites i where i.store_id = p_id and lower(i.email) = lower(btrim(e)))) > v_max_invites then
    raise exception 'a store invites at most % addresses', v_max_invites using errcode = 'P0001', hint = 'too_many_invites';
  end if;
  with added as (
    insert into public.team_store_invites (store_id, email, invited_by)
    select distinct on (lower(btrim(e))) p_id, btrim(e), (select auth.uid()) from unnest(p_emails) e
    on conflict (store_id, lower(email)) do nothing
    returning id, email
  ), mailed as (
    insert into public.mail_outbox (template, recipient, team_store_id, invite_id)
    select 'store_invite', a.email, p_id, a.id from added a
    returning 1
  )
  select count(*)::integer into v_added from mailed;
  return v_added;
end;
$$;

-- Reminds the invited addresses of an open store that have no paid entry yet. By the manager or staff
-- at most once a day (hint reminded: not again before p_now + a day), or on its own (p_auto, the site's
-- job) once, two days before closing, unless the manager reminded them in the day before. Returns
-- how many were reminded.
create function public.remind_team_store(p_id uuid, p_now timestamptz, p_auto boolean default false) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_store public.team_stores%rowtype;
  v_count integer;
begin
  if not public.manages_team_store(p_id) or (p_auto and (select auth.uid()) is not null) then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if v_store.status is distinct from 'open' or v_store.closes_at <= p_now then
    raise exception 'the store is closed' using errcode = 'P0001', hint = 'closed';
  end if;
  if p_auto then
    update public.team_stores s set auto_reminded_at = p_now where s.id = p_id;
    if v_store.auto_reminded_at is not null or (v_store.reminded_at is not null and v_store.reminded_at > p_now - interval '1 day') then
      return 0;
    end if;
  elsif v_store.reminded_at is not null and v_store.reminded_at > p_now - interval '1 day' then
    raise exception 'reminded on %', v_store.reminded_at using errcode = 'P0001', hint = 'reminded';
  end if;
  with due as (
    update public.team_store_invites i set reminded_at = p_now
    where i.store_id = p_id
      and not exists (select 1 from public.team_store_entries t where t.store_id = p_id and t.status = 'paid' and lower(t.email) = lower(i.email))
    returning i.id, i.email
  ), mailed as (
    insert into public.mail_outbox (template, recipient, team_store_id, invite_id)
    select 'store_reminder', d.email, p_id, d.id from due d
    returning 1
  )
  select count(*)::integer into v_count from mailed;
  if not p_auto and v_count > 0 then
    update public.team_stores s set reminded_at = p_now where s.id = p_id;
  end if;
  return v_count;
end;
$$;

-- The reminders due on their own (the site's job, every minute, on any instance): every open store
-- closing within two days that has not had its own reminder; a store another instance is reminding
-- is skipped, and reminding again sends nothing.
create function public.send_due_team_store_reminders(p_now timestamptz) returns integer
  language plpgsql set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select s.id from public.team_stores s
    where s.status = 'open' and s.auto_reminded_at is null and s.closes_at > p_now and s.closes_at <= p_now + interval '2 days'
    order by s.closes_at for update skip locked
  loop
    v_count := v_count + public.remind_team_store(v_id, p_now, true);
  end loop;
  return v_count;
end;
$$;

revoke execute on function
  public.team_store_token_hash(text),
  public.new_team_store_entry_link(uuid),
  public.send_due_team_store_reminders(timestamptz)
from public, anon, authenticated;
grant execute on function
  public.team_store_token_hash(text),
  public.new_team_store_entry_link(uuid),
  public.send_due_team_store_reminders(timestamptz)
to service_role;
revoke execute on function
  public.invite_to_team_store(uuid, text[], timestamptz),
  public.remind_team_store(uuid, timestamptz, boolean)
from public, anon;
grant execute on function
  public.invite_to_team_store(uuid, text[], timestamptz),
  public.remind_team_store(uuid, timestamptz, boolean)
to authenticated, service_role;
