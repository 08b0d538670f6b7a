import { Suspense } from 'react'
import { connection } from 'next/server'
import { isSanityConfigured } from '@/studio/env'
import { contentLakeUrl, localContentLake } from '@/studio/local-lake/defaults'
import { StudioNotConfigured } from '@/components/studio/StudioNotConfigured'
import { Studio } from '@/components/studio/Studio'

export { metadata, viewport } from 'next-sanity/studio'

/** The Studio on the local content lake, whose port is this server's setting at run time, not the build's. */
async function LocalLakeStudio() {
  await connection()
  const lake = localContentLake()
  return lake ? <Studio lakeUrl={contentLakeUrl(lake.port)} /> : <StudioNotConfigured />
}

export default function StudioPage() {
  if (isSanityConfigured) return <Studio />
  return (
    <Suspense fallback={null}>
      <LocalLakeStudio />
    </Suspense>
  )
}
