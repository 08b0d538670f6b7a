-- The inbox finds a request by a player's nameplate or number, and says what each entry is worth,
-- what was paid and by when the team wants it (issue 29), and lists an enquiry at its own status
-- (20261203000100). Columns are added at the end of the view,
-- so that its earlier columns keep their places.
--   players_text: the roster's nameplates and numbers ("Morrison 17 Lavoie 09"), searched, never shown.
--   paid_cents, first_due_cents: what was paid, and the first payment asked (deposit or whole), for
--   the requests paid by card; total_cents is a quote's once priced. A checkout order is invoiced:
--   neither is kept for it.
--   wanted_by: a quote request's target date.
create or replace view public.back_office_inbox with (security_invoker = true) as
  select 'quote'::text as kind, q.id, q.reference, q.status, q.team_name as name, q.contact_email as email,
    q.product_name as product, q.player_count as players, q.total_cents, q.created_at,
    (select string_agg(concat_ws(' ', p ->> 'name', p ->> 'number'), ' ') from jsonb_array_elements(q.roster) p) as players_text,
    q.amount_paid_cents as paid_cents, q.deposit_cents as first_due_cents, q.target_date as wanted_by
  from public.quote_requests q
  union all
  select 'express', e.id, e.reference, e.status, e.team_name, e.contact_email, e.product_name, e.player_count,
    e.subtotal_cents, e.created_at,
    (select string_agg(concat_ws(' ', p ->> 'name', p ->> 'number'), ' ') from jsonb_array_elements(e.roster) p),
    e.amount_paid_cents, e.amount_due_cents, null::date
  from public.express_orders e
  union all
  -- A checkout order's reference is its id's first eight characters, as its customer's account shows it.
  select 'order', o.id, upper(left(o.id::text, 8)), o.status, coalesce(s.full_name, ''), coalesce(p.email, ''),
    coalesce((select string_agg(i.product_name, ', ' order by i.position) from public.order_items i where i.order_id = o.id), ''),
    (select coalesce(sum(i.quantity), 0)::integer from public.order_items i where i.order_id = o.id), o.total_amount_cents, o.created_at,
    null, null, null, null
  from public.orders o
  left join public.shipping_address s on s.order_id = o.id
  left join public.profiles p on p.id = o.user_id
  union all
  select 'enquiry', c.id, upper(left(c.id::text, 8)), c.status, c.name, c.email, c.inquiry_type, null, null, c.created_at,
    null, null, null, null
  from public.contact_enquiries c;
