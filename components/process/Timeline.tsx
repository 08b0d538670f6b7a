import type { ProcessPageQueryResult } from '@/lib/content/sanity.types'

type Entry = NonNullable<ProcessPageQueryResult>['timeline'][number]

/**
 * The typical timeline as an ordered list: a vertical rail on small screens, a horizontal one
 * on wide screens with one column per entry, however many the content has. Each entry draws the
 * rail up to the next one, so it ends at the last dot.
 */
export function Timeline({ entries }: { entries: Entry[] }) {
  if (!entries.length) return null
  const last = entries.length - 1
  return (
    <ol
      className="ml-2 lg:ml-0 lg:grid lg:grid-cols-[repeat(var(--entries),minmax(0,1fr))]"
      style={{ '--entries': entries.length } as React.CSSProperties}
    >
      {entries.map((entry, index) => (
        <li
          key={entry._key}
          className="relative border-l-2 border-sky-500/40 pb-8 pl-7 last:border-transparent last:pb-0 lg:border-t-2 lg:border-l-0 lg:pt-8 lg:pr-5 lg:pb-0 lg:pl-0"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[9px] size-4 rounded-full border-2 border-sky-500 lg:-top-[9px] lg:left-0 ${index === last ? 'bg-sky-500' : 'bg-white'}`}
          />
          <p className="font-display text-sm font-semibold tracking-widest text-sky-700 uppercase">{entry.period}</p>
          <h3 className="font-display mt-1 text-xl font-semibold text-navy-900 uppercase">{entry.title}</h3>
          {entry.text && <p className="mt-1 leading-relaxed text-slate-600">{entry.text}</p>}
        </li>
      ))}
    </ol>
  )
}
