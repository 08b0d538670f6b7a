import { connection } from 'next/server'
import { isSanityConfigured } from '@/studio/env'
import { contentLakeUrl, localContentLake } from '@/studio/local-lake/defaults'
import { StudioNotConfigured } from '@/components/studio/StudioNotConfigured'
import { Studio } from '@/components/studio/Studio'

export { metadata, viewport } from 'next-sanity/studio'

export default async function StudioPage() {
  if (isSanityConfigured) return <Studio />
  // The local lake's port is this server's setting at run time, not the build's.
  await connection()
  const lake = localContentLake()
  return lake ? <Studio lakeUrl={contentLakeUrl(lake.port)} /> : <StudioNotConfigured />
}
