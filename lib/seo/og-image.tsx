import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import type { ImageSource } from '@/lib/content/image'

export const OG_SIZE = { width: 1200, height: 630 }

/** Satori fetches images by URL; bundled artwork is read from disk and inlined instead. */
async function imageData(image: ImageSource | null): Promise<string | null> {
  if (!image) return null
  if (image.src.startsWith('https://')) return `${image.src}${image.src.includes('?') ? '&' : '?'}w=560&fm=png`
  const file = path.join(process.cwd(), 'public', image.src)
  return `data:image/svg+xml;base64,${(await readFile(/*turbopackIgnore: true*/ file)).toString('base64')}`
}

type Card = { eyebrow: string; title: string; subtitle: string; image: ImageSource | null }

/** The share picture of a page: brand band, title, a line of detail, and the page's picture. */
export async function ogImage({ eyebrow, title, subtitle, image }: Card): Promise<ImageResponse> {
  const picture = await imageData(image)
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: 'linear-gradient(135deg, #001a33 0%, #003360 70%, #00a0df 140%)', color: 'white', padding: 64 }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, paddingRight: 32 }}>
          <div style={{ fontSize: 28, letterSpacing: 6, color: '#00a0df', textTransform: 'uppercase' }}>{eyebrow}</div>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, marginTop: 16 }}>{title}</div>
          <div style={{ fontSize: 32, marginTop: 24, color: '#cbd5e1' }}>{subtitle}</div>
        </div>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- rendered by Satori into a PNG, not by a browser
          <img src={picture} alt="" width={460} height={460} style={{ alignSelf: 'center', borderRadius: 24, background: '#f1f5f9' }} />
        )}
      </div>
    ),
    OG_SIZE,
  )
}
