import Link from 'next/link'
import { routes } from '@/lib/routes'
import { getSiteSettings } from '@/lib/content'

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <section className="bg-navy-900 px-4 py-24 text-center text-white">
      <h1 className="font-display text-4xl font-bold uppercase sm:text-6xl">{settings?.siteName}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{settings?.tagline}</p>
      <Link href={routes.products} className="mt-8 inline-block rounded-md bg-sky-500 px-6 py-3 font-semibold text-navy-950 hover:bg-white">
        Our Products
      </Link>
    </section>
  )
}
