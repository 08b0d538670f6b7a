-- The back office, first part: staff and admin roles, the order workflow's moves, one history for
-- every kind of order, and the status change staff make. Staff act with their own session: the
-- database itself checks their role, so a bug in the site's server cannot let a customer in.

-- Who works the shop: the profile's role (customer by default; only an admin or the
-- `npm run staff:role` command changes it). Security definer so a policy can ask without reading
-- profiles through their own policy.
create function public.is_staff() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role in ('staff', 'admin'));
$$;

create function public.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin');
$$;

-- The workflow's moves, exactly as lib/orders/workflow.ts lists them (a test keeps the two equal).
-- actor: who makes the move; requirement: 'mockup' (made by the mockup upload, never the status
-- list) or 'balance' (nothing left to pay, unless an admin overrides it with a note).
create table public.status_transitions (
  kind text not null check (kind in ('quote', 'express', 'order')),
  from_status text not null,
  to_status text not null,
  actor text not null check (actor in ('staff', 'customer', 'payment')),
  requirement text check (requirement in ('mockup', 'balance')),
  primary key (kind, from_status, to_status)
);

insert into public.status_transitions (kind, from_status, to_status, actor, requirement)
select kind, from_status, to_status, actor, requirement
from (values
  ('in_design', 'mockup_sent', 'staff', 'mockup'),
  ('mockup_sent', 'approved', 'customer', null),
  ('mockup_sent', 'in_design', 'customer', null),
  ('approved', 'in_production', 'staff', null),
  ('in_production', 'shipped', 'staff', 'balance'),
  ('shipped', 'delivered', 'staff', null),
  ('received', 'cancelled', 'staff', null),
  ('quoted', 'cancelled', 'staff', null),
  ('awaiting_payment', 'cancelled', 'staff', null),
  ('in_design', 'cancelled', 'staff', null),
  ('mockup_sent', 'cancelled', 'staff', null),
  ('approved', 'cancelled', 'staff', null),
  ('in_production', 'cancelled', 'staff', null)
) as shared (from_status, to_status, actor, requirement)
cross join (values ('quote'), ('express')) as kinds (kind);

insert into public.status_transitions (kind, from_status, to_status, actor, requirement) values
  ('quote', 'received', 'quoted', 'staff', null),
  ('quote', 'quoted', 'awaiting_payment', 'customer', null),
  ('quote', 'awaiting_payment', 'in_design', 'payment', null),
  ('express', 'awaiting_payment', 'received', 'payment', null),
  ('express', 'received', 'in_design', 'staff', null),
  ('order', 'pending', 'processing', 'staff', null),
  ('order', 'processing', 'shipped', 'staff', null),
  ('order', 'shipped', 'delivered', 'staff', null),
  ('order', 'pending', 'cancelled', 'staff', null),
  ('order', 'processing', 'cancelled', 'staff', null);

alter table public.status_transitions enable row level security;
revoke all on public.status_transitions from anon, authenticated;
grant all on public.status_transitions to service_role;

-- One history for every kind of order: each row belongs to exactly one order, request or express
-- order, says what the status was before, and who moved it (null: the customer at checkout, a
-- payment, or a deleted account). A guest's request has no user.
alter table public.order_history
  alter column order_id drop not null,
  alter column user_id drop not null,
  -- A deleted account leaves its requests to staff, unlinked (as the requests themselves do): their history stays.
  drop constraint order_history_user_id_fkey,
  add constraint order_history_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null,
  add column quote_request_id uuid references public.quote_requests (id) on delete cascade,
  add column express_order_id uuid references public.express_orders (id) on delete cascade,
  add column from_status text,
  add constraint order_history_one_order check (num_nonnulls(order_id, quote_request_id, express_order_id) = 1),
  add constraint order_history_notes_length check (char_length(notes) <= 2000);
create index order_history_quote_request_id on public.order_history (quote_request_id);
create index order_history_express_order_id on public.order_history (express_order_id);

-- Every status change of every kind of order is written to the history here, whoever makes it
-- (staff through change_order_status, a payment, the customer): one place, so none is missed.
-- created_by is the signed-in user who made it, null for the site's server (a payment); the note
-- is what change_order_status set for its transaction.
create function public.log_status_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.order_history (order_id, quote_request_id, express_order_id, user_id, from_status, status, notes, created_by)
    values (
      case when tg_table_name = 'orders' then new.id end,
      case when tg_table_name = 'quote_requests' then new.id end,
      case when tg_table_name = 'express_orders' then new.id end,
      new.user_id, old.status, new.status, coalesce(current_setting('app.status_note', true), ''), (select auth.uid())
    );
  end if;
  return new;
end;
$$;

create trigger orders_history after update of status on public.orders
  for each row execute function public.log_status_change();
create trigger quote_requests_history after update of status on public.quote_requests
  for each row execute function public.log_status_change();
create trigger express_orders_history after update of status on public.express_orders
  for each row execute function public.log_status_change();

-- Staff read every order, request, payment and enquiry, and the history of each; customers keep
-- reading only their own (the policies of the earlier migrations). Nobody writes through the API.
create policy orders_select_staff on public.orders for select to authenticated using ((select public.is_staff()));
create policy order_items_select_staff on public.order_items for select to authenticated using ((select public.is_staff()));
create policy shipping_address_select_staff on public.shipping_address for select to authenticated using ((select public.is_staff()));
create policy billing_address_select_staff on public.billing_address for select to authenticated using ((select public.is_staff()));
create policy order_details_select_staff on public.order_details for select to authenticated using ((select public.is_staff()));
create policy payments_select_staff on public.payments for select to authenticated using ((select public.is_staff()));
create policy order_history_select_staff on public.order_history for select to authenticated using ((select public.is_staff()));
create policy quote_requests_select_staff on public.quote_requests for select to authenticated using ((select public.is_staff()));
create policy express_orders_select_staff on public.express_orders for select to authenticated using ((select public.is_staff()));
create policy express_payments_select_staff on public.express_payments for select to authenticated using ((select public.is_staff()));
create policy contact_enquiries_select_staff on public.contact_enquiries for select to authenticated using ((select public.is_staff()));
create policy profiles_select_staff on public.profiles for select to authenticated using ((select public.is_staff()));

-- A status change by staff: only a move the workflow gives staff, never the mockup's (its upload
-- makes it), and past an open balance only by an admin with a note. p_from is the status the
-- staff member saw: an order someone else moved on meanwhile is not moved from a stale page. The
-- order is locked while it changes, so two staff moving it at once cannot both move it. Returns
-- the status the order had before.
create function public.change_order_status(p_kind text, p_id uuid, p_from text, p_to text, p_note text default '', p_override boolean default false)
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_from text;
  v_balance_open boolean;
  v_rule public.status_transitions;
  v_note text := btrim(coalesce(p_note, ''));
begin
  if not public.is_staff() then
    raise exception 'only staff change an order''s status' using errcode = '42501';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'the note is longer than 2000 characters' using errcode = '22001';
  end if;

  if p_kind = 'quote' then
    -- Quote payments come with quote pricing: until then nothing is recorded as paid.
    select q.status, true into v_from, v_balance_open
    from public.quote_requests q where q.id = p_id for update;
  elsif p_kind = 'express' then
    select e.status, e.amount_paid_cents < e.subtotal_cents into v_from, v_balance_open
    from public.express_orders e where e.id = p_id for update;
  elsif p_kind = 'order' then
    select o.status, false into v_from, v_balance_open
    from public.orders o where o.id = p_id for update;
  else
    raise exception 'unknown kind of order: %', p_kind using errcode = '22023';
  end if;
  if v_from is null then
    raise exception 'no such order' using errcode = 'P0002';
  end if;
  if p_from is distinct from v_from then
    raise exception 'the order is % now, not %', v_from, p_from using errcode = 'P0001', hint = 'stale';
  end if;

  select * into v_rule from public.status_transitions t where t.kind = p_kind and t.from_status = v_from and t.to_status = p_to;
  if not found or v_rule.actor <> 'staff' or v_rule.requirement is not distinct from 'mockup' then
    raise exception 'an order that is % cannot be moved to % here', v_from, p_to using errcode = 'P0001', hint = 'transition';
  end if;
  if v_rule.requirement = 'balance' and v_balance_open and not (p_override and public.is_admin() and v_note <> '') then
    raise exception 'the balance is not paid yet' using errcode = 'P0001', hint = 'balance';
  end if;

  -- The history trigger writes the entry, with this note, for this transaction only.
  perform set_config('app.status_note', v_note, true);
  if p_kind = 'quote' then
    update public.quote_requests set status = p_to where id = p_id;
  elsif p_kind = 'express' then
    update public.express_orders set status = p_to where id = p_id;
  else
    update public.orders set status = p_to where id = p_id;
  end if;
  return v_from;
end;
$$;

-- An admin gives or takes a role; nobody changes their own, so the last admin cannot lock the
-- shop out by accident. The first admin is made by `npm run staff:role` with the secret key.
create function public.set_profile_role(p_user_id uuid, p_role text) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an admin changes roles' using errcode = '42501';
  end if;
  if p_user_id = (select auth.uid()) then
    raise exception 'an admin cannot change their own role' using errcode = 'P0001';
  end if;
  if p_role is null or p_role not in ('customer', 'staff', 'admin') then
    raise exception 'unknown role: %', p_role using errcode = '22023';
  end if;
  update public.profiles set role = p_role where id = p_user_id;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function public.log_status_change() from public, anon, authenticated;
revoke execute on function public.is_staff(), public.is_admin(), public.change_order_status(text, uuid, text, text, text, boolean),
  public.set_profile_role(uuid, text) from public, anon;
grant execute on function public.is_staff(), public.is_admin(), public.change_order_status(text, uuid, text, text, text, boolean),
  public.set_profile_role(uuid, text) to authenticated, service_role;
