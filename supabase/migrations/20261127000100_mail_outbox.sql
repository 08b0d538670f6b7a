-- E-mails to customers and to the shop, through an outbox: each is written here in the same
-- transaction as what it tells of (a request arriving, a payment, a status change), so a request
-- is never stored without its e-mail or an e-mail sent for something that was rolled back. The
-- site's server delivers them after the commit (lib/mail/outbox.server.ts), retrying a failed
-- send later; only the service role reads or writes the outbox.

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- What the e-mail says (lib/mail/templates.ts renders each from the record it names).
  template text not null check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry')),
  -- A customer's address, kept as it was when the event happened; null for the shop's own
  -- address, read from the settings when it is sent (staff may change it in the Studio).
  recipient text check (char_length(recipient) <= 254 and recipient ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  quote_request_id uuid references public.quote_requests (id) on delete cascade,
  express_order_id uuid references public.express_orders (id) on delete cascade,
  order_id uuid references public.orders (id) on delete cascade,
  enquiry_id uuid references public.contact_enquiries (id) on delete cascade,
  -- The status change an e-mail tells of.
  history_id uuid references public.order_history (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- Claimed by a sender until then; after it, another may take it over.
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_one_subject check (num_nonnulls(quote_request_id, express_order_id, order_id, enquiry_id) = 1),
  constraint mail_outbox_recipient check ((recipient is null) = template like 'shop\_%')
);
create index mail_outbox_due on public.mail_outbox (next_attempt_at) where status = 'pending';
create index mail_outbox_quote_request_id on public.mail_outbox (quote_request_id);
create index mail_outbox_express_order_id on public.mail_outbox (express_order_id);
create index mail_outbox_order_id on public.mail_outbox (order_id);
create index mail_outbox_enquiry_id on public.mail_outbox (enquiry_id);
create index mail_outbox_history_id on public.mail_outbox (history_id);

alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
grant all on public.mail_outbox to service_role;

-- Enquiries now e-mail the shop: only the site's server writes them (after its rate limit), so
-- nobody holding the API key can fill the shop's inbox, and the address a reply goes to must look
-- like one (rows from before are left as they are).
drop policy contact_enquiries_insert_anyone on public.contact_enquiries;
revoke insert on public.contact_enquiries from anon, authenticated;
alter table public.contact_enquiries
  add constraint contact_enquiries_email_form check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$') not valid;

-- The address of a checkout order's customer, for its e-mails: their account's, as it is now.
create function public.order_customer_email(p_order_id uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select u.email from public.orders o join auth.users u on u.id = o.user_id where o.id = p_order_id;
$$;

-- A quote request arrives: its summary to the customer, and a notice to the shop.
create function public.mail_quote_request_received() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, quote_request_id) values
    ('request_received', new.contact_email, new.id),
    ('shop_new_request', null, new.id);
  return null;
end;
$$;
create trigger quote_requests_mail after insert on public.quote_requests
  for each row execute function public.mail_quote_request_received();

-- A contact enquiry arrives: a notice to the shop, which answers it by e-mail.
create function public.mail_enquiry_received() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, enquiry_id) values ('shop_new_enquiry', null, new.id);
  return null;
end;
$$;
create trigger contact_enquiries_mail after insert on public.contact_enquiries
  for each row execute function public.mail_enquiry_received();

-- Every entry of an order's history is an e-mail: a checkout order placed (its first entry) and an
-- express order paid (awaiting payment → received) are the customer's receipt and the shop's
-- notice; any other move tells the customer the new status (shipped has its own), unless the
-- customer made it themselves (an answer to a mockup: the shop hears of that). An account without
-- a usable address (auth allows it) gets no e-mail rather than no order.
create function public.mail_history_entry() returns trigger
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
    select case when new.status = 'shipped' then 'shipped' else 'status_changed' end, v_customer,
      new.order_id, new.quote_request_id, new.express_order_id, new.id
    where v_customer is not null;
  end if;
  return null;
end;
$$;
create trigger order_history_mail after insert on public.order_history
  for each row execute function public.mail_history_entry();

-- Takes up to p_limit e-mails that are due, for p_lease_seconds: a sender that dies holding them
-- leaves them to the next after that. Two senders at once never take the same one.
create function public.claim_mail(p_limit integer, p_lease_seconds integer)
  returns setof public.mail_outbox
  language sql volatile security invoker set search_path = ''
as $$
  update public.mail_outbox m
  set locked_until = now() + make_interval(secs => p_lease_seconds), attempts = m.attempts + 1
  where m.id in (
    select d.id from public.mail_outbox d
    where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
    order by d.next_attempt_at, d.created_at
    limit least(greatest(p_limit, 1), 100)
    for update skip locked
  )
  returning m.*;
$$;

-- The outcome of a claimed e-mail: sent; or failed, to be tried again at p_retry_at, or never
-- again when that is null (the error is kept with it). p_attempts is the claim's own count: a
-- sender whose lease ran out and whose e-mail another sender took over settles nothing.
create function public.settle_mail(p_id uuid, p_attempts integer, p_sent boolean, p_error text default null, p_retry_at timestamptz default null)
  returns void
  language sql volatile security invoker set search_path = ''
as $$
  update public.mail_outbox m set
    status = case when p_sent then 'sent' when p_retry_at is null then 'failed' else 'pending' end,
    sent_at = case when p_sent then now() end,
    next_attempt_at = coalesce(p_retry_at, m.next_attempt_at),
    last_error = case when p_sent then null else left(p_error, 1000) end,
    locked_until = null
  where m.id = p_id and m.status = 'pending' and m.attempts = p_attempts;
$$;

revoke execute on function public.mail_quote_request_received(), public.mail_enquiry_received(), public.mail_history_entry(),
  public.order_customer_email(uuid), public.claim_mail(integer, integer), public.settle_mail(uuid, integer, boolean, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.order_customer_email(uuid), public.claim_mail(integer, integer),
  public.settle_mail(uuid, integer, boolean, text, timestamptz) to service_role;
