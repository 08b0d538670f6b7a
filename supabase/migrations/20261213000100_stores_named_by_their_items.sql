-- The inbox names a team store by every item it offers, in the store's order ("Showtime Game Jersey,
-- Performance Socks"), as it names a checkout order by its lines: it named a store by the product it
-- was opened for only, so staff could not tell a jersey store from a jersey-and-socks one. As before
-- (20261208000200) but for the store's product column.
create or replace view public.back_office_inbox with (security_invoker = true) as
  select 'quote'::text as kind, q.id, q.reference, q.status, q.team_name as name, q.contact_email as email,
    q.product_name as product, q.player_count as players, q.total_cents, q.created_at,
    (select string_agg(concat_ws(' ', p ->> 'name', p ->> 'number'), ' ') from jsonb_array_elements(q.roster) p) as players_text,
    q.amount_paid_cents as paid_cents, q.deposit_cents as first_due_cents, q.target_date as wanted_by, null::timestamptz as closes_at,
    null::integer as failed_refunds
  from public.quote_requests q
  union all
  select 'express', e.id, e.reference, e.status, e.team_name, e.contact_email, e.product_name, e.player_count,
    e.subtotal_cents, e.created_at,
    (select string_agg(concat_ws(' ', p ->> 'name', p ->> 'number'), ' ') from jsonb_array_elements(e.roster) p),
    e.amount_paid_cents, e.amount_due_cents, null::date, null::timestamptz, null
  from public.express_orders e
  union all
  -- A checkout order's reference is its id's first eight characters, as its customer's account shows it.
  select 'order', o.id, upper(left(o.id::text, 8)), o.status, coalesce(s.full_name, ''), coalesce(p.email, ''),
    coalesce((select string_agg(i.product_name, ', ' order by i.position) from public.order_items i where i.order_id = o.id), ''),
    (select coalesce(sum(i.quantity), 0)::integer from public.order_items i where i.order_id = o.id), o.total_amount_cents, o.created_at,
    null, null, null, null, null, null
  from public.orders o
  left join public.shipping_address s on s.order_id = o.id
  left join public.profiles p on p.id = o.user_id
  union all
  select 'enquiry', c.id, upper(left(c.id::text, 8)), c.status, c.name, c.email, c.inquiry_type, null, null, c.created_at,
    null, null, null, null, null, null
  from public.contact_enquiries c
  union all
  -- A store: its paid players, and what their payments brought in less what went back.
  select 'store', t.id, t.reference, t.status, t.team_name, t.contact_email,
    coalesce((select string_agg(i.product_name, ', ' order by i.position) from public.team_store_items i where i.store_id = t.id), t.product_name),
    (select count(*)::integer from public.team_store_entries x where x.store_id = t.id and x.status = 'paid'),
    (select coalesce(sum(rp.amount_cents - coalesce(r.amount_cents, 0)), 0)::integer
     from public.request_payments rp join public.team_store_entries x on x.id = rp.team_store_entry_id
     left join public.payment_refunds r on r.payment_id = rp.id and r.status = 'succeeded'
     where x.store_id = t.id and rp.status = 'succeeded'),
    t.created_at,
    (select string_agg(concat_ws(' ', x.player ->> 'name', x.player ->> 'number'), ' ') from public.team_store_entries x where x.store_id = t.id and x.status = 'paid'),
    null, null, null, t.closes_at,
    (select count(*)::integer from public.payment_refunds r join public.request_payments rp on rp.id = r.payment_id
     join public.team_store_entries x on x.id = rp.team_store_entry_id where x.store_id = t.id and r.status = 'failed')
  from public.team_stores t;
