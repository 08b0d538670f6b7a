-- A payment that does not start an order (a balance, paid by card or recorded by staff) is
-- acknowledged by e-mail: the customer is thanked with what was paid and what is left. The first
-- payment is told of by the e-mail of the move it makes (an express order confirmed, a quote into
-- design), so it gets no second one.

alter table public.mail_outbox
  add column payment_id uuid references public.request_payments (id) on delete cascade;
create index mail_outbox_payment_id on public.mail_outbox (payment_id);
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check check (template in (
  'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
  'account_exists', 'quote_ready', 'payment_received'));
alter table public.mail_outbox add constraint mail_outbox_payment_received check ((template = 'payment_received') = (payment_id is not null));

-- Written in the transaction that records the payment as succeeded (once: a repeat does not move
-- it again), while the request is past its first payment; a cancelled request's money is staff's
-- to settle, not to acknowledge as progress.
create function public.mail_payment_received() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_status text;
  v_customer text;
begin
  if new.status <> 'succeeded' or (tg_op = 'UPDATE' and old.status = 'succeeded') then
    return null;
  end if;
  if new.express_order_id is not null then
    select e.status, e.contact_email into v_status, v_customer from public.express_orders e where e.id = new.express_order_id;
  else
    select q.status, q.contact_email into v_status, v_customer from public.quote_requests q where q.id = new.quote_request_id;
  end if;
  -- A quote asks for money only once accepted: what arrives before is staff's to sort out.
  if v_status in ('awaiting_payment', 'cancelled') or (new.quote_request_id is not null and v_status in ('received', 'quoted'))
     or v_customer !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    return null;
  end if;
  insert into public.mail_outbox (template, recipient, quote_request_id, express_order_id, payment_id)
  values ('payment_received', v_customer, new.quote_request_id, new.express_order_id, new.id);
  return null;
end;
$$;

create trigger request_payments_mail after insert or update of status on public.request_payments
  for each row execute function public.mail_payment_received();
revoke execute on function public.mail_payment_received() from public, anon, authenticated;
