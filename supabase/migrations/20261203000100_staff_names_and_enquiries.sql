-- Who did what in the back office (issue 29): a role given or taken is written to a history of its
-- own, naming the admin who changed it; and a contact enquiry has a status (new, answered, closed),
-- is answered from the back office (the answer is kept and e-mailed to its sender) and is closed there.
-- Every other move already names its staff member (order_history.created_by, mockups.sent_by,
-- request_payments.recorded_by, shipments.created_by): the back office reads their names from profiles.

create table public.role_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  from_role text not null,
  to_role text not null,
  changed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index role_changes_created_at on public.role_changes (created_at desc);

alter table public.role_changes enable row level security;
-- Staff read who was given what; nobody writes a row but set_profile_role.
create policy role_changes_select_staff on public.role_changes for select to authenticated using ((select public.is_staff()));
revoke all on public.role_changes from anon, authenticated;
grant select on public.role_changes to authenticated;
grant all on public.role_changes to service_role;

-- Written by a trigger, so that a role given by an admin (set_profile_role) and one given by the
-- `npm run staff:role` command (the secret key; no one signed in: changed_by is null) are both kept.
create function public.log_role_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.role_changes (user_id, from_role, to_role, changed_by) values (new.id, old.role, new.role, (select auth.uid()));
  return null;
end;
$$;
revoke execute on function public.log_role_change() from public, anon, authenticated;

create trigger profiles_role_change after update of role on public.profiles
  for each row when (old.role is distinct from new.role) execute function public.log_role_change();

alter table public.contact_enquiries
  add column status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  add column closed_by uuid references auth.users (id) on delete set null,
  add column closed_at timestamptz;

-- Each answer staff send, as sent.
create table public.enquiry_replies (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references public.contact_enquiries (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000),
  sent_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index enquiry_replies_enquiry_id on public.enquiry_replies (enquiry_id);

alter table public.enquiry_replies enable row level security;
create policy enquiry_replies_select_staff on public.enquiry_replies for select to authenticated using ((select public.is_staff()));
revoke all on public.enquiry_replies from anon, authenticated;
grant select on public.enquiry_replies to authenticated;
grant all on public.enquiry_replies to service_role;

alter table public.mail_outbox add column reply_id uuid references public.enquiry_replies (id) on delete cascade;
create index mail_outbox_reply_id on public.mail_outbox (reply_id);
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply'));
alter table public.mail_outbox add constraint mail_outbox_reply_is_an_answer check ((reply_id is not null) = (template = 'enquiry_reply'));

-- Staff answer an enquiry: the answer is kept, e-mailed to the sender (the outbox, in the same
-- transaction) and the enquiry is answered. A closed enquiry is reopened first.
create function public.answer_enquiry(p_id uuid, p_body text) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_email text;
  v_body text := btrim(coalesce(p_body, ''));
  v_reply uuid;
begin
  if not public.is_staff() then
    raise exception 'only staff answer enquiries' using errcode = '42501';
  end if;
  if v_body = '' or char_length(v_body) > 5000 then
    raise exception 'an answer is 1 to 5000 characters' using errcode = '22001';
  end if;
  select c.status, c.email into v_status, v_email from public.contact_enquiries c where c.id = p_id for update;
  if v_status is null then
    raise exception 'no such enquiry' using errcode = 'P0002';
  end if;
  if v_status = 'closed' then
    raise exception 'a closed enquiry is reopened before it is answered' using errcode = 'P0001';
  end if;
  insert into public.enquiry_replies (enquiry_id, body, sent_by) values (p_id, v_body, (select auth.uid())) returning id into v_reply;
  update public.contact_enquiries set status = 'answered' where id = p_id;
  insert into public.mail_outbox (template, recipient, enquiry_id, reply_id) values ('enquiry_reply', v_email, p_id, v_reply);
end;
$$;

-- Staff close an enquiry (nothing more to do) or reopen a closed one, to where its answers left it.
create function public.set_enquiry_closed(p_id uuid, p_closed boolean) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'only staff close enquiries' using errcode = '42501';
  end if;
  update public.contact_enquiries c
  set status = case when p_closed then 'closed'
      when exists (select 1 from public.enquiry_replies r where r.enquiry_id = c.id) then 'answered' else 'new' end,
    closed_by = case when p_closed then (select auth.uid()) end,
    closed_at = case when p_closed then now() end
  where c.id = p_id and (c.status = 'closed') is distinct from coalesce(p_closed, false);
  if not found and not exists (select 1 from public.contact_enquiries c where c.id = p_id) then
    raise exception 'no such enquiry' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.answer_enquiry(uuid, text), public.set_enquiry_closed(uuid, boolean) from public, anon;
grant execute on function public.answer_enquiry(uuid, text), public.set_enquiry_closed(uuid, boolean) to authenticated, service_role;

