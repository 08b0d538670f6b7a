-- Quote → order: staff price a quote request (lines with quantities and prices, an optional rush
-- fee); the customer sees the quote in the account and accepts it, then pays its deposit. Pricing
-- is the only way a request becomes 'quoted' (the status list cannot skip it), and a quote may be
-- revised until it is accepted. Each pricing is a history entry, which e-mails the quote.

-- The quote's lines, replaced whole by each pricing. Their sum and the rush fee make the total.
create table public.quote_lines (
  id uuid primary key default gen_random_uuid(),
  quote_request_id uuid not null references public.quote_requests (id) on delete cascade,
  position integer not null check (position between 1 and 50),
  description text not null check (char_length(btrim(description)) between 1 and 200),
  quantity integer not null check (quantity between 1 and 100000),
  unit_price_cents integer not null check (unit_price_cents between 0 and 10000000),
  unique (quote_request_id, position)
);

alter table public.quote_lines enable row level security;
revoke all on public.quote_lines from anon, authenticated;
grant all on public.quote_lines to service_role;
grant select on public.quote_lines to authenticated;
create policy quote_lines_select_own on public.quote_lines for select to authenticated
  using (exists (select 1 from public.quote_requests q where q.id = quote_request_id and q.user_id = (select auth.uid())));
create policy quote_lines_select_staff on public.quote_lines for select to authenticated using ((select public.is_staff()));

-- The priced amounts, set together by price_quote: all null until the first pricing. The deposit
-- is what the site's server computed from the published terms (lib/orders/quote.ts).
alter table public.quote_requests
  add column rush_fee_cents integer check (rush_fee_cents between 0 and 10000000),
  add column total_cents integer check (total_cents between 100 and 1000000000),
  add column deposit_cents integer,
  add column quoted_at timestamptz,
  add column accepted_at timestamptz,
  add constraint quote_requests_priced check (
    (quoted_at is null and rush_fee_cents is null and total_cents is null and deposit_cents is null)
    or (quoted_at is not null and rush_fee_cents is not null and total_cents is not null and deposit_cents is not null
        and deposit_cents between 50 and total_cents)),
  add constraint quote_requests_accepted check (accepted_at is null or quoted_at is not null);

-- Received → quoted is made by pricing, as mockup_sent is by a mockup's upload.
alter table public.status_transitions drop constraint status_transitions_requirement_check;
alter table public.status_transitions add constraint status_transitions_requirement_check check (requirement in ('mockup', 'balance', 'price'));
update public.status_transitions set requirement = 'price' where kind = 'quote' and from_status = 'received' and to_status = 'quoted';

-- As before (20261126000100_back_office.sql), but the moves their own action makes (a mockup's
-- upload, a pricing) are refused here.
create or replace function public.change_order_status(p_kind text, p_id uuid, p_from text, p_to text, p_note text default '', p_override boolean default false)
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
    -- Quote payments come with the deposit's payment: until then nothing is recorded as paid.
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
  if not found or v_rule.actor <> 'staff' or v_rule.requirement in ('mockup', 'price') then
    raise exception 'an order that is % cannot be moved to % here', v_from, p_to using errcode = 'P0001', hint = 'transition';
  end if;
  if v_rule.requirement = 'balance' and v_balance_open and not (p_override and public.is_admin() and v_note <> '') then
    raise exception 'the balance is not paid yet' using errcode = 'P0001', hint = 'balance';
  end if;

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

-- Staff price a request that is received, or revise a quote not yet accepted (p_from: the status
-- their page showed; a request moved on meanwhile is refused as stale). p_lines: 1 to 50 objects
-- {description, quantity, unitPriceCents}; the total is theirs plus the rush fee, worked out here;
-- the deposit is the site server's, from the published terms, at least 50 cents and at most the
-- total. Writes one history entry with the note (which e-mails the quote to the customer).
create function public.price_quote(p_id uuid, p_from text, p_lines jsonb, p_rush_fee_cents integer, p_deposit_cents integer, p_note text default '')
  returns table (total_cents integer, deposit_cents integer)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_request public.quote_requests%rowtype;
  v_note text := btrim(coalesce(p_note, ''));
  v_total bigint;
begin
  if not public.is_staff() then
    raise exception 'only staff price a quote' using errcode = '42501';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'the note is longer than 2000 characters' using errcode = '22001';
  end if;
  if p_rush_fee_cents is null or p_deposit_cents is null then
    raise exception 'a quote has a rush fee (0 for none) and a deposit' using errcode = '22023';
  end if;
  select * into v_request from public.quote_requests q where q.id = p_id for update;
  if not found then
    raise exception 'no such quote request' using errcode = 'P0002';
  end if;
  if p_from is distinct from v_request.status then
    raise exception 'the request is % now, not %', v_request.status, p_from using errcode = 'P0001', hint = 'stale';
  end if;
  if v_request.status not in ('received', 'quoted') then
    raise exception 'a request that is % cannot be priced', v_request.status using errcode = 'P0001', hint = 'transition';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) not between 1 and 50
     or exists (select 1 from jsonb_array_elements(p_lines) line where jsonb_typeof(line) <> 'object'
       or jsonb_typeof(line -> 'description') is distinct from 'string'
       or jsonb_typeof(line -> 'quantity') is distinct from 'number'
       or jsonb_typeof(line -> 'unitPriceCents') is distinct from 'number') then
    raise exception 'a quote has 1 to 50 lines, each with a description, a quantity and a price' using errcode = '22023';
  end if;

  delete from public.quote_lines l where l.quote_request_id = p_id;
  -- The table's checks refuse a line out of bounds (and a fraction cast to integer that is not whole).
  insert into public.quote_lines (quote_request_id, position, description, quantity, unit_price_cents)
  select p_id, line.position::integer, btrim(line.value ->> 'description'),
    (line.value ->> 'quantity')::numeric::integer, (line.value ->> 'unitPriceCents')::numeric::integer
  from jsonb_array_elements(p_lines) with ordinality as line (value, position)
  where (line.value ->> 'quantity')::numeric = trunc((line.value ->> 'quantity')::numeric)
    and (line.value ->> 'unitPriceCents')::numeric = trunc((line.value ->> 'unitPriceCents')::numeric);
  if (select count(*) from public.quote_lines l where l.quote_request_id = p_id) <> jsonb_array_length(p_lines) then
    raise exception 'quantities and prices are whole numbers' using errcode = '22023';
  end if;

  select sum(l.quantity::bigint * l.unit_price_cents) + coalesce(p_rush_fee_cents, 0) into v_total
  from public.quote_lines l where l.quote_request_id = p_id;
  if v_total > 1000000000 then
    raise exception 'the quote''s total is more than $10,000,000' using errcode = '22003';
  end if;

  perform set_config('app.status_note', v_note, true);
  update public.quote_requests q
  set rush_fee_cents = p_rush_fee_cents, total_cents = v_total, deposit_cents = p_deposit_cents, quoted_at = now(), status = 'quoted'
  where q.id = p_id;
  -- A revision keeps the status, so the history trigger writes nothing: its entry is written here.
  if v_request.status = 'quoted' then
    insert into public.order_history (quote_request_id, user_id, from_status, status, notes, created_by)
    values (p_id, v_request.user_id, 'quoted', 'quoted', v_note, (select auth.uid()));
  end if;
  return query select v_total::integer, p_deposit_cents;
end;
$$;

-- The customer accepts their quote as it was when they saw it (p_quoted_at: the pricing their page
-- showed; a revision meanwhile is refused as stale), and it then waits for the deposit.
create function public.accept_quote(p_id uuid, p_quoted_at timestamptz) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_request public.quote_requests%rowtype;
begin
  select * into v_request from public.quote_requests q where q.id = p_id for update;
  if not found or v_request.user_id is distinct from (select auth.uid()) then
    raise exception 'no such quote' using errcode = 'P0002';
  end if;
  if v_request.status <> 'quoted' then
    raise exception 'the quote is % now', v_request.status using errcode = 'P0001', hint = 'transition';
  end if;
  if v_request.quoted_at is distinct from p_quoted_at then
    raise exception 'the quote was revised' using errcode = 'P0001', hint = 'stale';
  end if;
  perform set_config('app.status_note', '', true);
  update public.quote_requests q set status = 'awaiting_payment', accepted_at = now() where q.id = p_id;
end;
$$;

revoke execute on function public.price_quote(uuid, text, jsonb, integer, integer, text), public.accept_quote(uuid, timestamptz) from public, anon;
grant execute on function public.price_quote(uuid, text, jsonb, integer, integer, text), public.accept_quote(uuid, timestamptz) to authenticated, service_role;

-- A pricing (and each revision) e-mails the quote itself: 'quote_ready', in place of the status e-mail.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists', 'quote_ready'));

create or replace function public.mail_history_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_customer text;
begin
  if new.order_id is not null then
    v_customer := public.order_customer_email(new.order_id);
  elsif new.express_order_id is not null then
    select e.contact_email into v_customer from public.express_orders e where e.id = new.express_order_id;
  else
    select q.contact_email into v_customer from public.quote_requests q where q.id = new.quote_request_id;
  end if;
  if v_customer !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    v_customer := null;
  end if;

  if (new.order_id is not null and new.from_status is null)
     or (new.express_order_id is not null and new.from_status = 'awaiting_payment' and new.status = 'received') then
    insert into public.mail_outbox (template, recipient, order_id, express_order_id, history_id)
    select case when new.order_id is not null then 'order_placed' else 'request_received' end, v_customer,
      new.order_id, new.express_order_id, new.id
    where v_customer is not null;
    insert into public.mail_outbox (template, recipient, order_id, express_order_id, history_id)
    values ('shop_new_request', null, new.order_id, new.express_order_id, new.id);
  elsif new.from_status is not null and new.created_by is distinct from new.user_id then
    insert into public.mail_outbox (template, recipient, order_id, quote_request_id, express_order_id, history_id)
    select case when new.status = 'shipped' then 'shipped' when new.quote_request_id is not null and new.status = 'quoted' then 'quote_ready' else 'status_changed' end,
      v_customer, new.order_id, new.quote_request_id, new.express_order_id, new.id
    where v_customer is not null;
  end if;
  return null;
end;
$$;
