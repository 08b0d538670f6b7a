-- The back office's inbox: every quote request, express order, checkout order and contact enquiry
-- in one list, newest first, for staff to filter, search and page through in the database. The
-- view runs with the reader's rights (security_invoker), so each table's policies still decide
-- what it shows: all of it to staff, a customer's own rows to a customer, nothing to a visitor.
create view public.back_office_inbox with (security_invoker = true) as
  select 'quote'::text as kind, q.id, q.reference, q.status, q.team_name as name, q.contact_email as email,
    q.product_name as product, q.player_count as players, null::integer as total_cents, q.created_at
  from public.quote_requests q
  union all
  select 'express', e.id, e.reference, e.status, e.team_name, e.contact_email, e.product_name, e.player_count,
    e.subtotal_cents, e.created_at
  from public.express_orders e
  union all
  -- A checkout order's reference is its id's first eight characters, as its customer's account shows it.
  select 'order', o.id, upper(left(o.id::text, 8)), o.status, coalesce(s.full_name, ''), coalesce(p.email, ''),
    coalesce((select string_agg(i.product_name, ', ' order by i.position) from public.order_items i where i.order_id = o.id), ''),
    (select coalesce(sum(i.quantity), 0)::integer from public.order_items i where i.order_id = o.id), o.total_amount_cents, o.created_at
  from public.orders o
  left join public.shipping_address s on s.order_id = o.id
  left join public.profiles p on p.id = o.user_id
  union all
  select 'enquiry', c.id, upper(left(c.id::text, 8)), 'received', c.name, c.email, c.inquiry_type, null, null, c.created_at
  from public.contact_enquiries c;

revoke all on public.back_office_inbox from anon, authenticated;
grant select on public.back_office_inbox to authenticated, service_role;
