-- Staff handle a refund the payment provider could not make: they have the site try it again (its
-- automatic tries start over, under a new idempotency key: the provider keeps a refused request's
-- answer for its key), or record that they made it by hand in the provider's dashboard, with that
-- refund's reference. Either way only a failed refund, and only staff.
--
-- A refund made by hand is told to the player as any refund made is. A retried refund that fails
-- again tells the shop again, not the player, who was told once that it is delayed.

alter table public.payment_refunds
  add column round integer not null default 1 check (round >= 1),
  add column made_by_hand_by uuid references auth.users (id) on delete set null;

comment on column public.payment_refunds.round is 'Which run of automatic tries this is: 1, and one more each time staff have it tried again. Part of its idempotency key.';
comment on column public.payment_refunds.made_by_hand_by is 'The staff member who recorded it as made by hand in the provider''s dashboard (provider_reference is then that refund''s).';

drop function public.claim_refunds(integer, integer);
create function public.claim_refunds(p_limit integer, p_lease_seconds integer)
  returns table (id uuid, payment_id uuid, amount_cents integer, attempts integer, round integer, provider text, provider_reference text)
  language sql set search_path = ''
as $$
  with claimed as (
    update public.payment_refunds r
    set locked_until = now() + make_interval(secs => p_lease_seconds), attempts = r.attempts + 1
    where r.id in (
      select d.id from public.payment_refunds d
      where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.created_at
      limit least(greatest(p_limit, 1), 100)
      for update skip locked
    )
    returning r.*
  )
  select c.id, c.payment_id, c.amount_cents, c.attempts, c.round, rp.provider, rp.provider_reference
  from claimed c join public.request_payments rp on rp.id = c.payment_id;
$$;
revoke execute on function public.claim_refunds(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_refunds(integer, integer) to service_role;

-- hint 'not_failed': the refund is no longer a failed one (made, or being tried, meanwhile).
create function public.retry_refund(p_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not public.is_staff() then
    raise exception 'only staff try a refund again' using errcode = '42501';
  end if;
  update public.payment_refunds r
  set status = 'pending', round = r.round + 1, attempts = 0, next_attempt_at = now(), locked_until = null
  where r.id = p_id and r.status = 'failed';
  if not found then
    raise exception 'the refund has not failed' using errcode = 'P0001', hint = 'not_failed';
  end if;
end;
$$;
revoke execute on function public.retry_refund(uuid) from public, anon;
grant execute on function public.retry_refund(uuid) to authenticated, service_role;

create function public.record_refund_by_hand(p_id uuid, p_reference text) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not public.is_staff() then
    raise exception 'only staff record a refund made by hand' using errcode = '42501';
  end if;
  if char_length(btrim(coalesce(p_reference, ''))) not between 1 and 255 then
    raise exception 'the refund''s reference is 1 to 255 characters' using errcode = '22023';
  end if;
  update public.payment_refunds r
  set status = 'succeeded', provider_reference = btrim(p_reference), made_by_hand_by = (select auth.uid()), last_error = null, locked_until = null
  where r.id = p_id and r.status = 'failed';
  if not found then
    raise exception 'the refund has not failed' using errcode = 'P0001', hint = 'not_failed';
  end if;
end;
$$;
revoke execute on function public.record_refund_by_hand(uuid, text) from public, anon;
grant execute on function public.record_refund_by_hand(uuid, text) to authenticated, service_role;

-- One trigger for what a refund's outcome tells, instead of one for each outcome.
drop trigger payment_refunds_mail_made on public.payment_refunds;
drop trigger payment_refunds_mail_failed on public.payment_refunds;
drop function public.mail_refund_made();
drop function public.mail_refund_failed();

create function public.mail_refund_outcome() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.mail_outbox (template, recipient, team_store_id, team_store_entry_id, refund_id)
  select told.template, told.recipient, t.store_id, t.id, new.id
  from public.request_payments rp
  join public.team_store_entries t on t.id = rp.team_store_entry_id
  cross join lateral (
    values ('store_refund', t.email, new.status = 'succeeded'),
      ('shop_refund_failed', null, new.status = 'failed'),
      ('store_refund_failed', t.email, new.status = 'failed' and new.round = 1)
  ) as told (template, recipient, due)
  where rp.id = new.payment_id and told.due;
  return null;
end;
$$;
create trigger payment_refunds_mail_outcome after update of status on public.payment_refunds
  for each row when (new.status in ('succeeded', 'failed') and old.status is distinct from new.status) execute function public.mail_refund_outcome();
