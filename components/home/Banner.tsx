import { ButtonLink } from '@/components/ui/ButtonLink'

type BannerData = { title: string; text: string | null; button: { label: string; href: string } }

export function Banner({ banner }: { banner: BannerData }) {
  return (
    <section aria-labelledby="banner-title" className="bg-gradient-to-r from-navy-800 to-sky-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="banner-title" className="font-display text-3xl font-bold tracking-wide uppercase sm:text-4xl">
            {banner.title}
          </h2>
          {banner.text && <p className="mt-2 max-w-2xl text-lg text-slate-100">{banner.text}</p>}
        </div>
        <ButtonLink href={banner.button.href} variant="primary" className="shrink-0">
          {banner.button.label}
        </ButtonLink>
      </div>
    </section>
  )
}
