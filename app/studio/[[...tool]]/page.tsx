import { isSanityConfigured } from '@/studio/env'
import { StudioNotConfigured } from '@/components/studio/StudioNotConfigured'
import { Studio } from '@/components/studio/Studio'

export { metadata, viewport } from 'next-sanity/studio'

export default function StudioPage() {
  return isSanityConfigured ? <Studio /> : <StudioNotConfigured />
}
