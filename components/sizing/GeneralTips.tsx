/** The sizing tips that hold for every product, shown above the tabs. */
export function GeneralTips({ title, tips }: { title: string; tips: string[] | null }) {
  if (!tips?.length) return null
  return (
    <section aria-labelledby="sizing-tips" className="rounded-xl border-l-4 border-sky-500 bg-ice-50 p-6">
      <h2 id="sizing-tips" className="font-display text-xl font-semibold tracking-wide text-navy-900 uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-3 leading-relaxed text-slate-700">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-sky-600" />
            {tip}
          </li>
        ))}
      </ul>
    </section>
  )
}
