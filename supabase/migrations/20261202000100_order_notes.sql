-- Notes on an order (issue 29): staff write one to the customer, who reads it in the account and is
-- e-mailed it, or an internal one, which only staff ever read. Either is a history entry of its own
-- (event 'note'), naming the staff member who wrote it.

alter table public.order_history
  drop constraint order_history_event_check,
  add constraint order_history_event_check check (event in ('status', 'delivery', 'note')),
  add column internal boolean not null default false,
  add constraint order_history_internal_is_a_note check (not internal or event = 'note');

-- A customer reads their own order's history, but never an internal note.
drop policy order_history_select_own on public.order_history;
create policy order_history_select_own on public.order_history for select to authenticated
  using (user_id = (select auth.uid()) and not internal);

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists', 'quote_ready', 'payment_received', 'order_note'));

-- Staff add a note to any kind of order, at the status it has; a note to the customer is e-mailed
-- to them (the outbox, in the same transaction), an internal one to nobody.
create function public.add_order_note(p_kind text, p_id uuid, p_note text, p_internal boolean) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_user uuid;
  v_customer text;
  v_note text := btrim(coalesce(p_note, ''));
  v_history uuid;
begin
  if not public.is_staff() then
    raise exception 'only staff write notes on an order' using errcode = '42501';
  end if;
  if v_note = '' or char_length(v_note) > 2000 then
    raise exception 'a note is 1 to 2000 characters' using errcode = '22001';
  end if;
  if p_kind = 'quote' then
    select q.status, q.user_id, q.contact_email into v_status, v_user, v_customer from public.quote_requests q where q.id = p_id;
  elsif p_kind = 'express' then
    select e.status, e.user_id, e.contact_email into v_status, v_user, v_customer from public.express_orders e where e.id = p_id;
  elsif p_kind = 'order' then
    select o.status, o.user_id, public.order_customer_email(o.id) into v_status, v_user, v_customer from public.orders o where o.id = p_id;
  else
    raise exception 'unknown kind of order: %', p_kind using errcode = '22023';
  end if;
  if v_status is null then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  insert into public.order_history (order_id, quote_request_id, express_order_id, user_id, status, notes, created_by, event, internal)
  values (
    case when p_kind = 'order' then p_id end, case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end,
    v_user, v_status, v_note, (select auth.uid()), 'note', coalesce(p_internal, true)
  )
  returning id into v_history;
  if not coalesce(p_internal, true) and v_customer ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    insert into public.mail_outbox (template, recipient, order_id, quote_request_id, express_order_id, history_id)
    values ('order_note', v_customer, case when p_kind = 'order' then p_id end, case when p_kind = 'quote' then p_id end,
      case when p_kind = 'express' then p_id end, v_history);
  end if;
end;
$$;

revoke execute on function public.add_order_note(text, uuid, text, boolean) from public, anon;
grant execute on function public.add_order_note(text, uuid, text, boolean) to authenticated, service_role;
