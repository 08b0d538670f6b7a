-- Roster changes after payment and before production (issue 29): a player added, a size changed,
-- by the customer from the account or by staff. Each change is a history entry (event 'roster')
-- keeping the roster before and after it, who made it and what it did to the price; the customer is
-- e-mailed it, and the shop too when the customer made it. lib/orders/roster-change.ts holds the
-- same rules for the forms (a test holds them equal).

-- An express order's total follows its players (price per player × players, as ordered); what was
-- due when it was placed stays as it was, so a change never reopens the first payment.
alter table public.express_orders add column placed_subtotal_cents integer;
update public.express_orders set placed_subtotal_cents = subtotal_cents;
-- The two checks that read the deposit were declared on their columns, so PostgreSQL named them.
do $$
declare
  v_name text;
begin
  for v_name in
    select c.conname from pg_constraint c
    where c.conrelid = 'public.express_orders'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%deposit_cents%'
  loop
    execute format('alter table public.express_orders drop constraint %I', v_name);
  end loop;
end;
$$;
-- Its default is never kept: the trigger below sets it from the subtotal as the order is stored.
alter table public.express_orders
  alter column placed_subtotal_cents set not null,
  alter column placed_subtotal_cents set default 0,
  add constraint express_orders_deposit_cents_check check (deposit_cents between 0 and placed_subtotal_cents),
  add constraint express_orders_amount_due_cents_check
    check (amount_due_cents > 0 and amount_due_cents = case payment_type when 'deposit' then deposit_cents else placed_subtotal_cents end);

create function public.set_placed_subtotal() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.placed_subtotal_cents := new.subtotal_cents;
  return new;
end;
$$;
create trigger express_orders_placed_subtotal before insert on public.express_orders
  for each row execute function public.set_placed_subtotal();
revoke execute on function public.set_placed_subtotal() from public, anon, authenticated;

-- A quote's price is staff's: a roster change moves it only by what staff decide, kept apart from
-- the quote's lines so the quote still reads as it was accepted.
alter table public.quote_requests add column roster_adjustment_cents integer not null default 0
  check (roster_adjustment_cents between -1000000000 and 1000000000);

alter table public.order_history
  drop constraint order_history_event_check,
  add constraint order_history_event_check check (event in ('status', 'delivery', 'note', 'roster')),
  add column roster_before jsonb,
  add column roster_after jsonb,
  add column price_change_cents integer,
  add constraint order_history_roster_change check (
    (event = 'roster') = (roster_before is not null and roster_after is not null and price_change_cents is not null));

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply', 'roster_changed', 'shop_roster_changed'));

-- The statuses a roster may change at, per kind (ROSTER_CHANGEABLE_STATUSES).
create function public.roster_changeable(p_kind text, p_status text) returns boolean
  language sql immutable set search_path = ''
as $$
  select case p_kind
    when 'express' then p_status in ('received', 'in_design', 'mockup_sent', 'approved')
    when 'quote' then p_status in ('in_design', 'mockup_sent', 'approved')
    else false
  end
$$;

-- Changes an order's roster from the one its editor saw (p_previous) to another. The customer
-- changes their own; staff any. An express order is repriced at its price per player, and a
-- customer may not take it below what has been paid (the shop refunds; staff may, and the entry
-- says so). A quote's price moves only by p_price_change_cents, which only staff give.
create function public.change_roster(p_kind text, p_id uuid, p_previous jsonb, p_roster jsonb, p_note text default '', p_price_change_cents integer default 0)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_staff boolean := public.is_staff();
  v_user uuid;
  v_status text;
  v_roster jsonb;
  v_email text;
  v_paid integer;
  v_total integer;
  v_new_total integer;
  v_deposit integer;
  v_change integer := coalesce(p_price_change_cents, 0);
  v_note text := btrim(coalesce(p_note, ''));
  v_history uuid;
begin
  if char_length(v_note) > 1000 then
    raise exception 'the note is longer than 1000 characters' using errcode = '22001';
  end if;
  if not coalesce(public.is_wizard_roster(p_roster), false) then
    raise exception 'not a roster' using errcode = '23514';
  end if;
  if p_kind = 'express' then
    select e.user_id, e.status, e.roster, e.contact_email, e.amount_paid_cents, e.subtotal_cents, e.price_per_player_cents * jsonb_array_length(p_roster)
      into v_user, v_status, v_roster, v_email, v_paid, v_total, v_new_total
    from public.express_orders e where e.id = p_id for update;
  elsif p_kind = 'quote' then
    select q.user_id, q.status, q.roster, q.contact_email, q.amount_paid_cents, q.total_cents, q.total_cents + v_change, q.deposit_cents
      into v_user, v_status, v_roster, v_email, v_paid, v_total, v_new_total, v_deposit
    from public.quote_requests q where q.id = p_id for update;
  else
    raise exception 'unknown kind of request: %', p_kind using errcode = '22023';
  end if;
  if v_status is null or not (v_staff or coalesce(v_user = (select auth.uid()), false)) then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  if not public.roster_changeable(p_kind, v_status) then
    raise exception 'a roster is not changed once the order is %', v_status using errcode = 'P0001', hint = 'transition';
  end if;
  if v_roster is distinct from p_previous then
    raise exception 'the roster was changed meanwhile' using errcode = 'P0001', hint = 'stale';
  end if;
  if v_change <> 0 and (p_kind <> 'quote' or not v_staff) then
    raise exception 'only staff move a quote''s price' using errcode = '42501';
  end if;
  if p_roster = v_roster and v_change = 0 then
    raise exception 'nothing changed' using errcode = 'P0001', hint = 'unchanged';
  end if;
  if not v_staff and v_new_total < v_total and v_new_total < v_paid then
    raise exception 'the order would be below what has been paid' using errcode = 'P0001', hint = 'overpaid';
  end if;
  if p_kind = 'quote' and v_new_total < greatest(v_deposit, 100) then
    raise exception 'a quote stays at least its deposit' using errcode = 'P0001', hint = 'below_deposit';
  end if;

  if p_kind = 'express' then
    update public.express_orders
    set roster = p_roster, player_count = jsonb_array_length(p_roster), subtotal_cents = v_new_total
    where id = p_id;
  else
    update public.quote_requests
    set roster = p_roster, player_count = jsonb_array_length(p_roster), total_cents = v_new_total,
      roster_adjustment_cents = roster_adjustment_cents + v_change
    where id = p_id;
  end if;
  insert into public.order_history (quote_request_id, express_order_id, user_id, status, notes, created_by, event, roster_before, roster_after, price_change_cents)
  values (
    case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end, v_user, v_status, v_note,
    (select auth.uid()), 'roster', v_roster, p_roster, v_new_total - v_total
  )
  returning id into v_history;
  if v_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    insert into public.mail_outbox (template, recipient, quote_request_id, express_order_id, history_id)
    values ('roster_changed', v_email, case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end, v_history);
  end if;
  if not v_staff then
    insert into public.mail_outbox (template, recipient, quote_request_id, express_order_id, history_id)
    values ('shop_roster_changed', null, case when p_kind = 'quote' then p_id end, case when p_kind = 'express' then p_id end, v_history);
  end if;
end;
$$;

revoke execute on function public.roster_changeable(text, text), public.change_roster(text, uuid, jsonb, jsonb, text, integer) from public, anon;
grant execute on function public.roster_changeable(text, text), public.change_roster(text, uuid, jsonb, jsonb, text, integer) to authenticated, service_role;
