-- Staff see the e-mails that could not be sent (the mail server refusing or down, an address that
-- bounces), while they are retried and once given up, and send a given-up one again once the
-- cause is mended: no customer is left without their e-mail unnoticed.

grant select on public.mail_outbox to authenticated;
create policy mail_outbox_select_staff on public.mail_outbox for select to authenticated using ((select public.is_staff()));

-- A given-up e-mail is tried again from its first attempt, at once; anything else is left alone.
-- Answers whether it was one to send again.
create function public.retry_mail(p_id uuid) returns boolean
  language plpgsql security definer set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'only staff send an e-mail again' using errcode = '42501';
  end if;
  update public.mail_outbox m
  set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
  where m.id = p_id and m.status = 'failed';
  return found;
end;
$$;

revoke execute on function public.retry_mail(uuid) from public, anon;
grant execute on function public.retry_mail(uuid) to authenticated, service_role;
