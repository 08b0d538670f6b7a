-- A refund the payment provider could not make, after every try (or at once when it said trying
-- again would not help), is told: the player hears their money has not gone back yet and that the
-- shop is making the refund by hand, and the shop is sent the store, the player, the amount, the
-- provider's payment and the last error, to make it from the provider's dashboard. Written by the
-- same transaction that records the failure, as every other e-mail is.

alter table public.mail_outbox
  drop constraint mail_outbox_template_check,
  add constraint mail_outbox_template_check check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
    'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply', 'roster_changed', 'shop_roster_changed',
    'store_entry_paid', 'store_closed', 'store_ordered', 'store_refund', 'store_invite', 'store_reminder', 'store_fill_in',
    'store_refund_failed', 'shop_refund_failed'
  )),
  drop constraint mail_outbox_store_subject,
  add constraint mail_outbox_store_subject check (
    (template like 'store\_%' and template <> 'store_fill_in' or template = 'shop_refund_failed') = (team_store_id is not null)
  ),
  drop constraint mail_outbox_store_entry,
  add constraint mail_outbox_store_entry check (
    (template in ('store_entry_paid', 'store_ordered', 'store_refund', 'store_refund_failed', 'shop_refund_failed')) = (team_store_entry_id is not null)
  ),
  drop constraint mail_outbox_store_refund,
  add constraint mail_outbox_store_refund check ((template in ('store_refund', 'store_refund_failed', 'shop_refund_failed')) = (refund_id is not null));

create function public.mail_refund_failed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id, refund_id)
  select told.template, told.recipient, t.store_id, t.id, new.id
  from public.request_payments rp
  join public.team_store_entries t on t.id = rp.team_store_entry_id
  cross join lateral (values ('store_refund_failed', t.email), ('shop_refund_failed', null)) as told (template, recipient)
  where rp.id = new.payment_id;
  return null;
end;
$$;
create trigger payment_refunds_mail_failed after update of status on public.payment_refunds
  for each row when (new.status = 'failed' and old.status is distinct from 'failed') execute function public.mail_refund_failed();
