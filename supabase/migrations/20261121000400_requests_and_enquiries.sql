-- What the site receives from visitors who may not have an account: contact enquiries, quote
-- requests (the 5-step wizard) and express orders (the 4-step wizard). The original sent none of
-- these anywhere. Anyone may submit; a signed-in sender can read back their own; nobody else can.

create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  inquiry_type text not null default 'general'
    check (inquiry_type in ('general', 'order', 'custom', 'wholesale', 'support')),
  message text not null check (char_length(message) between 1 and 5000),
  created_at timestamptz not null default now()
);

create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  product_id text,
  team_info jsonb not null check (jsonb_typeof(team_info) = 'object'),
  design_info jsonb not null default '{}'::jsonb,
  roster jsonb not null default '[]'::jsonb check (jsonb_typeof(roster) = 'array'),
  order_details jsonb not null default '{}'::jsonb,
  status text not null default 'received' check (status in ('received', 'quoted', 'closed')),
  created_at timestamptz not null default now()
);

create table public.express_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  product_id text,
  team_info jsonb not null check (jsonb_typeof(team_info) = 'object'),
  roster jsonb not null default '[]'::jsonb check (jsonb_typeof(roster) = 'array'),
  logo_url text,
  logo_notes text not null default '',
  payment_type text not null check (payment_type in ('deposit', 'full')),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  amount_due_cents integer not null check (amount_due_cents between 0 and subtotal_cents),
  status text not null default 'received' check (status in ('received', 'paid', 'in_production', 'closed')),
  created_at timestamptz not null default now()
);

alter table public.contact_enquiries enable row level security;
alter table public.quote_requests enable row level security;
alter table public.express_orders enable row level security;

revoke all on public.contact_enquiries, public.quote_requests, public.express_orders from anon, authenticated;
grant all on public.contact_enquiries, public.quote_requests, public.express_orders to service_role;
grant insert on public.contact_enquiries, public.quote_requests, public.express_orders to anon, authenticated;
grant select on public.contact_enquiries, public.quote_requests, public.express_orders to authenticated;

-- A sender may attach only themselves (or nobody, when signed out). A request arrives as
-- 'received': only staff (the service role) move it on, so nobody submits one already paid.
create policy contact_enquiries_insert_anyone on public.contact_enquiries for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy contact_enquiries_select_own on public.contact_enquiries for select to authenticated
  using (user_id = (select auth.uid()));

create policy quote_requests_insert_anyone on public.quote_requests for insert to anon, authenticated
  with check ((user_id is null or user_id = (select auth.uid())) and status = 'received');
create policy quote_requests_select_own on public.quote_requests for select to authenticated
  using (user_id = (select auth.uid()));

create policy express_orders_insert_anyone on public.express_orders for insert to anon, authenticated
  with check ((user_id is null or user_id = (select auth.uid())) and status = 'received');
create policy express_orders_select_own on public.express_orders for select to authenticated
  using (user_id = (select auth.uid()));
