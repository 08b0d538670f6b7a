/** A page section with a heading that names it for assistive technology. */
export function Section({ id, title, intro, children, className = '' }: { id: string; title: string; intro?: string | null; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20 ${className}`}>
      <h2 id={id} className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  )
}
