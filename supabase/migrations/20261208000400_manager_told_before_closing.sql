-- Two days before a team store closes, when its invited players are reminded on their own, its
-- manager is told too, once: how many have paid against the minimum, what happens at closing if it
-- is not met, and what they can still do from the store's page (remind, move the day, change the
-- minimum). Written in the same transaction as the players' reminders.

alter table public.mail_outbox
  drop constraint mail_outbox_template_check,
  add constraint mail_outbox_template_check check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry',
    'shop_mockup_decision', 'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply',
    'roster_changed', 'shop_roster_changed', 'store_entry_paid', 'store_closed', 'store_ordered', 'store_refund',
    'store_invite', 'store_reminder', 'store_fill_in', 'store_refund_failed', 'shop_refund_failed', 'store_closing_soon'
  ));

create or replace function public.remind_team_store(p_id uuid, p_now timestamptz, p_auto boolean default false) returns integer
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
    if v_store.auto_reminded_at is null then
      insert into public.mail_outbox (template, recipient, team_store_id) values ('store_closing_soon', v_store.contact_email, p_id);
    end if;
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
