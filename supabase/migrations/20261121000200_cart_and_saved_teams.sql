-- The signed-in cart and saved team rosters (spec §3: cart_items, team_rosters).

create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The browser's line id (product, option, size, colour and customisation), so the same item
  -- added twice is one line.
  line_id text not null check (char_length(line_id) between 1 and 200),
  product_id text not null check (char_length(product_id) between 1 and 100),
  name text not null check (char_length(name) between 1 and 120),
  option_key text,
  option_name text,
  size text,
  variant_key text,
  variant_name text,
  color_code text,
  -- Shown in the cart only: checkout prices every line again from the published content.
  price_cents integer not null check (price_cents >= 0),
  quantity integer not null check (quantity between 1 and 999),
  image text,
  customization jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, line_id)
);

-- One statement replaces the signed-in user's whole cart, so a failure never leaves half a cart
-- (the original deleted, then inserted, in two calls).
create function public.replace_cart(p_lines jsonb) returns void
  language plpgsql security invoker set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'not signed in' using errcode = '28000';
  end if;
  if jsonb_typeof(p_lines) <> 'array' then
    raise exception 'cart lines must be an array' using errcode = '22023';
  end if;
  delete from public.cart_items where user_id = v_user;
  insert into public.cart_items (
    user_id, line_id, product_id, name, option_key, option_name, size, variant_key, variant_name,
    color_code, price_cents, quantity, image, customization, position
  )
  select v_user, l ->> 'id', l ->> 'productSlug', l ->> 'name', l ->> 'optionKey', l ->> 'optionName',
    l ->> 'size', l ->> 'variantKey', l ->> 'variantName', l ->> 'colorCode',
    (l ->> 'unitPriceCents')::integer, (l ->> 'quantity')::integer, l ->> 'image',
    coalesce(l -> 'customization', '{}'::jsonb), (ord - 1)::integer
  from jsonb_array_elements(p_lines) with ordinality as t (l, ord);
end;
$$;

create table public.team_rosters (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  team_name text not null check (char_length(btrim(team_name)) between 1 and 60),
  players jsonb not null default '[]'::jsonb check (jsonb_typeof(players) = 'array'),
  primary_color text not null default '#003360' check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text not null default '#00A0DF' check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  logo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "Saving a team whose name already exists overwrites it": one row per user and name.
create unique index team_rosters_user_team_name on public.team_rosters (user_id, lower(btrim(team_name)));

create trigger team_rosters_touch before update on public.team_rosters
  for each row execute function public.touch_updated_at();

alter table public.cart_items enable row level security;
alter table public.team_rosters enable row level security;

revoke all on public.cart_items, public.team_rosters from anon, authenticated;
grant all on public.cart_items, public.team_rosters to service_role;

grant select, insert, update, delete on public.cart_items to authenticated;
create policy cart_items_select_own on public.cart_items for select to authenticated
  using (user_id = (select auth.uid()));
create policy cart_items_insert_own on public.cart_items for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy cart_items_update_own on public.cart_items for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy cart_items_delete_own on public.cart_items for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, update, delete on public.team_rosters to authenticated;
create policy team_rosters_select_own on public.team_rosters for select to authenticated
  using (user_id = (select auth.uid()));
create policy team_rosters_insert_own on public.team_rosters for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy team_rosters_update_own on public.team_rosters for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy team_rosters_delete_own on public.team_rosters for delete to authenticated
  using (user_id = (select auth.uid()));

revoke execute on function public.replace_cart(jsonb) from public, anon;
grant execute on function public.replace_cart(jsonb) to authenticated;
