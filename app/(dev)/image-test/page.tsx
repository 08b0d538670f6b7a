import type { Metadata } from 'next'
import { ImageTest } from '@/components/dev/ImageTest'
import { getSiteSettings } from '@/lib/content'

export function generateMetadata(): Metadata {
  return { title: 'Image test', description: 'Developer page: how pictures are chosen and how they fall back.' }
}

export default async function ImageTestPage() {
  const settings = await getSiteSettings()
  const fallback = settings?.fallbackImage?.url
  if (!fallback) throw new Error('Site settings have no fallback image')
  return <ImageTest fallback={fallback} />
}
