-- Logos that teams upload with an express order or a quote request: a private Storage bucket that
-- only the site's server uses (the service role, which bypasses Row Level Security). It stores a
-- logo after checking its content (lib/uploads/logo.ts) and hands out short signed URLs to
-- download one (lib/commerce/logos.ts); no visitor or customer lists, reads or writes the bucket.
--
-- Storage's schema belongs to Storage: a hosted project and the embedded backend have it before
-- the migrations run, but a plain PostgreSQL database (the type generator may use one) does not,
-- so the bucket is made only where `storage.buckets` exists. Everything else here is not public
-- schema, so the generated types are unchanged.
do $$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;

  -- The same limits as the checks, so an upload that skipped them is refused here too. A bucket of
  -- that name made by hand is made private.
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('logos', 'logos', false, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'])
  on conflict (id) do update
    set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

  -- storage.objects has Row Level Security and no policy lets anon or authenticated reach a logo.
  -- This restrictive one keeps it so whatever policy is added later for another bucket: policies
  -- that allow are combined with "or", a restrictive one must hold as well.
  create policy "Logos are the server's only"
    on storage.objects as restrictive for all to anon, authenticated
    using (bucket_id <> 'logos')
    with check (bucket_id <> 'logos');
end
$$;
