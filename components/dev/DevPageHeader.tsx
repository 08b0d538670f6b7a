/** Title block of a developer page. */
export function DevPageHeader({ title, intro, children }: { title: string; intro: string; children?: React.ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
        {children}
      </div>
    </header>
  )
}
