/** What the team has to supply, as a checklist. */
export function ProvideList({ items }: { items: string[] }) {
  if (!items.length) return null
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-navy-900">
          <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-sky-500 text-sm font-bold text-navy-950">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
