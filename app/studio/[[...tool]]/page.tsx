import { Suspense } from 'react'
import { isSanityConfigured } from '@/lib/content/sanity-env'
import { LocalLakeStudio } from '@/components/studio/LocalLakeStudio'
import { Studio } from '@/components/studio/Studio'

export { metadata, viewport } from 'next-sanity/studio'

export default function StudioPage() {
  if (isSanityConfigured) return <Studio />
  return (
    <Suspense fallback={null}>
      <LocalLakeStudio />
    </Suspense>
  )
}
