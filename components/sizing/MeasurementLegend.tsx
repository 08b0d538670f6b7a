/** What each letter of a measurement diagram measures. */
export function MeasurementLegend({ entries }: { entries: { _key: string; key: string; label: string }[] | null }) {
  if (!entries?.length) return null
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {entries.map((entry) => (
        <div key={entry._key} className="flex items-center gap-2">
          <dt className="grid size-6 shrink-0 place-items-center rounded-full bg-sky-500 text-xs font-bold text-white">{entry.key}</dt>
          <dd>{entry.label}</dd>
        </div>
      ))}
    </dl>
  )
}
