import { Breadcrumb, type Crumb } from './Breadcrumb'

/** The top of an inner page: breadcrumb, title and intro on the brand band. */
export function PageHeader({ title, intro, trail }: { title: string; intro?: string | null; trail: Crumb[] }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <Breadcrumb trail={trail} tone="dark" />
        <h1 className="font-display mt-4 text-4xl font-bold tracking-wide uppercase sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-200">{intro}</p>}
      </div>
    </header>
  )
}
