import type { HomePageQueryResult } from '@/lib/content/sanity.types'
import { ButtonLink, type ButtonVariant } from '@/components/ui/ButtonLink'
import { ContentImage } from '@/components/ui/ContentImage'
import { inlineArtwork } from '@/lib/images/inline-artwork'
import { ParallaxLayer, TiltLayer } from './HeroMotion'

type HeroData = NonNullable<HomePageQueryResult>['hero']

const buttonOrder: ButtonVariant[] = ['primary', 'light', 'light']

export async function Hero({ hero }: { hero: HeroData }) {
  // Both pictures are painted with the hero's first frame.
  const [backgroundImage, jerseyImage] = await Promise.all([inlineArtwork(hero.backgroundImage), inlineArtwork(hero.jerseyImage)])
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <ParallaxLayer className="absolute inset-0 -z-20">
        <div style={{ opacity: hero.textureOpacity ?? 0.7 }} className="h-full w-full">
          <ContentImage image={backgroundImage} sizes="100vw" className="h-full w-full object-cover" load="lcp" />
        </div>
      </ParallaxLayer>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-navy-950 via-navy-900 to-navy-800" style={{ opacity: hero.overlayOpacity ?? 0.75 }} />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-16">
        <div>
          {hero.trustLine && <p className="font-display text-sm font-semibold tracking-[0.2em] text-sky-500 uppercase">{hero.trustLine}</p>}
          <h1 id="hero-title" className="font-display mt-3 text-5xl leading-none font-bold tracking-wide uppercase sm:text-6xl lg:text-7xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200">{hero.subheadline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {hero.buttons?.map((button, index) => (
              <ButtonLink key={button._key} href={button.href} variant={buttonOrder[index] ?? 'light'}>
                {button.label}
              </ButtonLink>
            ))}
          </div>
        </div>
        <TiltLayer className="mx-auto w-full max-w-md lg:max-w-lg">
          <ContentImage image={jerseyImage} sizes="(min-width: 1024px) 32rem, 80vw" className="h-auto w-full" load="eager" />
        </TiltLayer>
      </div>
      {hero.infoCards && hero.infoCards.length > 0 && (
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 pb-14 sm:px-6 md:grid-cols-3">
          {hero.infoCards.map((card) => (
            <li key={card._key} className="rounded-xl border border-white/10 bg-white/5 p-6 backdrop-blur-sm">
              <h2 className="font-display text-xl font-semibold tracking-wide text-sky-500 uppercase">{card.title}</h2>
              <p className="mt-2 leading-relaxed text-slate-200">{card.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
