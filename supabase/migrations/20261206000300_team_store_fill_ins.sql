-- Late players (issue 31): once a store became its order, staff add players who missed it as a
-- fill-in order: an express order of the same product, design, logo and delivery for the store's
-- manager, at the store's price per player, awaiting its payment (the manager pays it from the
-- account, or staff record it). The manager is e-mailed the order and how to pay it. A late
-- player's number is refused when the store's order or another of its fill-ins has it.

alter table public.express_orders add column team_store_id uuid references public.team_stores (id) on delete set null;
create index express_orders_team_store_id on public.express_orders (team_store_id);

alter table public.mail_outbox
  drop constraint mail_outbox_template_check,
  add constraint mail_outbox_template_check check (template in (
    'request_received', 'order_placed', 'status_changed', 'shipped', 'shop_new_request', 'shop_new_enquiry', 'shop_mockup_decision',
    'account_exists', 'quote_ready', 'payment_received', 'order_note', 'enquiry_reply', 'roster_changed', 'shop_roster_changed',
    'store_entry_paid', 'store_closed', 'store_ordered', 'store_refund', 'store_invite', 'store_reminder', 'store_fill_in'
  )),
  -- A fill-in's e-mail tells of its order, which names its store.
  drop constraint mail_outbox_store_subject,
  add constraint mail_outbox_store_subject check ((template like 'store\_%' and template <> 'store_fill_in') = (team_store_id is not null)),
  add constraint mail_outbox_store_fill_in check (template <> 'store_fill_in' or express_order_id is not null);

-- Staff add late players (p_players, a roster of 1 to 30) to a store that became its order: answers the fill-in order.
create function public.add_team_store_fill_in(p_id uuid, p_players jsonb) returns table (order_id uuid, reference text)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_store public.team_stores%rowtype;
  v_taken text;
  v_count integer;
  v_price integer;
  v_order public.express_orders%rowtype;
begin
  if (select auth.uid()) is not null and not public.is_staff() then
    raise exception 'only staff add late players' using errcode = '42501';
  end if;
  if jsonb_typeof(p_players) is distinct from 'array' or jsonb_array_length(p_players) not between 1 and 30 or not public.is_wizard_roster(p_players) then
    raise exception 'late players are a roster of 1 to 30 players' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_players) p where coalesce(p ->> 'number', '') !~ '^[0-9]{1,3}$') then
    raise exception 'each late player has a number' using errcode = '22023';
  end if;
  select * into v_store from public.team_stores s where s.id = p_id for update;
  if not found then
    raise exception 'no such team store' using errcode = 'P0002';
  end if;
  if v_store.status <> 'ordered' then
    raise exception 'the store has not become an order' using errcode = 'P0001', hint = 'not_ordered';
  end if;
  -- Every number once: among the late players, and against the store's order and its other fill-ins.
  select n into v_taken from (
    select p ->> 'number' as n from jsonb_array_elements(p_players) p
    union all
    select p ->> 'number' from public.express_orders e, jsonb_array_elements(e.roster) p
    where (e.id = v_store.express_order_id or e.team_store_id = p_id) and e.status <> 'cancelled'
  ) numbers group by n having count(*) > 1 order by n::integer limit 1;
  if v_taken is not null then
    raise exception 'number % is taken', v_taken using errcode = 'P0001', hint = 'number_taken';
  end if;
  v_count := jsonb_array_length(p_players);
  v_price := v_store.price_per_player_cents + v_store.markup_cents;
  insert into public.express_orders (
    idempotency_key, user_id, status, product_slug, product_name, team_name, contact_name, contact_email, roster, player_count,
    logo_path, logo_notes, payment_type, payment_provider, price_per_player_cents, subtotal_cents, deposit_cents, amount_due_cents,
    delivery, team_store_id
  ) values (
    gen_random_uuid(), v_store.user_id, 'awaiting_payment', v_store.product_slug, v_store.product_name, v_store.team_name, v_store.contact_name,
    v_store.contact_email, p_players, v_count, v_store.logo_path, v_store.design ->> 'designNotes', 'full', v_store.payment_provider,
    v_price, v_price * v_count, 0, v_price * v_count, v_store.delivery, p_id
  )
  returning * into v_order;
  insert into public.mail_outbox (template, recipient, express_order_id) values ('store_fill_in', v_store.contact_email, v_order.id);
  return query select v_order.id, v_order.reference;
end;
$$;

revoke execute on function public.add_team_store_fill_in(uuid, jsonb) from public, anon;
grant execute on function public.add_team_store_fill_in(uuid, jsonb) to authenticated, service_role;
