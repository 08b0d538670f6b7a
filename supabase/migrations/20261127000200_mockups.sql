-- Design proofs: staff send a mockup of a quote request's or express order's design (an image or a
-- PDF, checked by the site's server and kept in the private `mockups` bucket), the customer
-- approves it or asks for changes with a comment, and every round is kept. Sending one is the
-- workflow's mockup move (in design → mockup sent); the customer's answer is theirs (mockup sent →
-- approved, or back to in design), and production cannot start before an approval.

create table public.mockups (
  id uuid primary key default gen_random_uuid(),
  quote_request_id uuid references public.quote_requests (id) on delete cascade,
  express_order_id uuid references public.express_orders (id) on delete cascade,
  -- 1 for the first mockup of an order, 2 after the first changes asked for, and so on.
  round integer not null check (round between 1 and 100),
  -- A path in the private bucket, made by the server from the file's content.
  file_path text not null check (char_length(file_path) between 1 and 1024 and file_path !~ '^/' and strpos(file_path, '..') = 0),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')),
  note text not null default '' check (char_length(note) <= 2000),
  sent_by uuid references auth.users (id) on delete set null,
  decision text check (decision in ('approved', 'changes_requested')),
  comment text not null default '' check (char_length(comment) <= 2000),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mockups_one_order check (num_nonnulls(quote_request_id, express_order_id) = 1),
  constraint mockups_decided check ((decision is null) = (decided_at is null)),
  constraint mockups_changes_say_why check (decision is distinct from 'changes_requested' or comment ~ '\S'),
  unique (quote_request_id, round),
  unique (express_order_id, round)
);
create index mockups_express_order_id on public.mockups (express_order_id);

alter table public.mockups enable row level security;
revoke all on public.mockups from anon, authenticated;
grant all on public.mockups to service_role;
grant select on public.mockups to authenticated;

-- The customer reads the mockups of their own orders; staff read all. Only the functions below write.
create policy mockups_select_own on public.mockups for select to authenticated using (
  exists (select 1 from public.quote_requests q where q.id = quote_request_id and q.user_id = (select auth.uid()))
  or exists (select 1 from public.express_orders e where e.id = express_order_id and e.user_id = (select auth.uid()))
);
create policy mockups_select_staff on public.mockups for select to authenticated using ((select public.is_staff()));

-- Staff send a mockup: only for an order in design (the page showed it so: p_from), which then
-- becomes "mockup sent" with the note in its history (and the customer's e-mail). Returns the round.
create function public.send_mockup(p_kind text, p_id uuid, p_from text, p_path text, p_content_type text, p_note text default '')
  returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_round integer;
  -- Trimmed of every kind of white space (btrim would leave tabs and line breaks).
  v_note text := regexp_replace(coalesce(p_note, ''), '^\s+|\s+$', '', 'g');
begin
  if not public.is_staff() then
    raise exception 'only staff send mockups' using errcode = '42501';
  end if;
  if p_kind = 'quote' then
    select q.status into v_status from public.quote_requests q where q.id = p_id for update;
  elsif p_kind = 'express' then
    select e.status into v_status from public.express_orders e where e.id = p_id for update;
  else
    raise exception 'unknown kind of order: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  if p_from is distinct from v_status then
    raise exception 'the order is % now, not %', v_status, p_from using errcode = 'P0001', hint = 'stale';
  end if;
  if v_status <> 'in_design' then
    raise exception 'a mockup is sent for an order in design, not %', v_status using errcode = 'P0001', hint = 'transition';
  end if;

  select coalesce(max(m.round), 0) + 1 into v_round from public.mockups m
  where (p_kind = 'quote' and m.quote_request_id = p_id) or (p_kind = 'express' and m.express_order_id = p_id);
  insert into public.mockups (quote_request_id, express_order_id, round, file_path, content_type, note, sent_by)
  values (case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end, v_round, p_path, p_content_type, v_note, (select auth.uid()));

  perform set_config('app.status_note', case when v_note = '' then format('Mockup %s sent', v_round) else v_note end, true);
  if p_kind = 'quote' then
    update public.quote_requests set status = 'mockup_sent' where id = p_id;
  else
    update public.express_orders set status = 'mockup_sent' where id = p_id;
  end if;
  return v_round;
end;
$$;

-- The customer answers the latest mockup of their own order: approved (production may start), or
-- changes asked for with a comment (back to design, for the next round). A guest's order has no
-- account to answer from: staff record the answer the customer gave them by e-mail or phone. Anyone
-- else, an older round, or a mockup already answered is refused.
create function public.decide_mockup(p_mockup_id uuid, p_approve boolean, p_comment text default '')
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_mockup public.mockups;
  v_owner uuid;
  v_status text;
  v_latest integer;
  v_comment text := regexp_replace(coalesce(p_comment, ''), '^\s+|\s+$', '', 'g');
  v_to text := case when p_approve then 'approved' else 'in_design' end;
begin
  if (select auth.uid()) is null then
    raise exception 'sign in to answer a mockup' using errcode = '42501';
  end if;
  if char_length(v_comment) > 2000 then
    raise exception 'the comment is longer than 2000 characters' using errcode = '22001';
  end if;
  select * into v_mockup from public.mockups m where m.id = p_mockup_id;
  if v_mockup.id is null then
    raise exception 'no such mockup' using errcode = 'P0002';
  end if;
  if v_mockup.quote_request_id is not null then
    select q.user_id, q.status into v_owner, v_status from public.quote_requests q where q.id = v_mockup.quote_request_id for update;
  else
    select e.user_id, e.status into v_owner, v_status from public.express_orders e where e.id = v_mockup.express_order_id for update;
  end if;
  if v_owner is distinct from (select auth.uid()) and not (v_owner is null and public.is_staff()) then
    raise exception 'only the order''s customer answers its mockup' using errcode = '42501';
  end if;

  -- Read again under the order's lock: a second answer sent at the same time sees the first.
  select * into v_mockup from public.mockups m where m.id = p_mockup_id;
  select max(m.round) into v_latest from public.mockups m
  where m.quote_request_id is not distinct from v_mockup.quote_request_id and m.express_order_id is not distinct from v_mockup.express_order_id;
  if v_mockup.decision is not null or v_mockup.round <> v_latest or v_status <> 'mockup_sent' then
    raise exception 'this mockup has been answered already' using errcode = 'P0001', hint = 'decided';
  end if;
  if not p_approve and v_comment = '' then
    raise exception 'say what to change' using errcode = 'P0001', hint = 'comment';
  end if;

  update public.mockups set decision = case when p_approve then 'approved' else 'changes_requested' end, comment = v_comment, decided_at = now()
  where id = p_mockup_id;
  perform set_config('app.status_note', case when v_comment = '' then format('Mockup %s approved', v_mockup.round) else v_comment end, true);
  if v_mockup.quote_request_id is not null then
    update public.quote_requests set status = v_to where id = v_mockup.quote_request_id;
  else
    update public.express_orders set status = v_to where id = v_mockup.express_order_id;
  end if;
  return v_to;
end;
$$;

-- The shop hears of each answer: mockup_decision e-mails staff, beside the customer's status e-mail.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision'));

create function public.mail_mockup_decision() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.from_status = 'mockup_sent' and new.status in ('approved', 'in_design') then
    insert into public.mail_outbox (template, recipient, quote_request_id, express_order_id, history_id)
    values ('shop_mockup_decision', null, new.quote_request_id, new.express_order_id, new.id);
  end if;
  return null;
end;
$$;
create trigger order_history_mail_mockup_decision after insert on public.order_history
  for each row execute function public.mail_mockup_decision();

revoke execute on function public.send_mockup(text, uuid, text, text, text, text), public.decide_mockup(uuid, boolean, text),
  public.mail_mockup_decision() from public, anon;
revoke execute on function public.mail_mockup_decision() from authenticated;
grant execute on function public.send_mockup(text, uuid, text, text, text, text), public.decide_mockup(uuid, boolean, text)
  to authenticated, service_role;

-- The mockups' files: a private bucket only the site's server reaches (as the logos').
do $$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('mockups', 'mockups', false, 10485760, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'])
  on conflict (id) do update
    set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
  create policy "Mockups are the server's only"
    on storage.objects as restrictive for all to anon, authenticated
    using (bucket_id <> 'mockups')
    with check (bucket_id <> 'mockups');
end
$$;
