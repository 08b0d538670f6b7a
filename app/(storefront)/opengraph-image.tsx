import { getHomePage, getSiteSettings } from '@/lib/content'
import { imageSource } from '@/lib/content/image'
import { OG_SIZE, ogImage } from '@/lib/seo/og-image'

export const size = OG_SIZE
export const contentType = 'image/png'
export const alt = 'The shop name, its promise and a custom hockey jersey'

export default async function SiteOgImage() {
  const [settings, home] = await Promise.all([getSiteSettings(), getHomePage()])
  return ogImage({
    eyebrow: settings?.siteName ?? '',
    title: home?.hero.headline ?? '',
    subtitle: settings?.tagline ?? '',
    image: imageSource(home?.hero.jerseyImage ?? null),
  })
}
