import Link from 'next/link'
import { ContentImage, type ContentImageData } from './ContentImage'

export type CardData = {
  _key: string
  title: string
  text: string
  image: ContentImageData
  link: { label: string; href: string } | null
}

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

/** Cards of content (title, text, optional picture and link), in a responsive grid. */
export function CardGrid({ cards, cols = 3, numbered = false }: { cards: CardData[] | null; cols?: keyof typeof columns; numbered?: boolean }) {
  if (!cards?.length) return null
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={`grid gap-6 ${columns[cols]}`}>
      {cards.map((card, index) => (
        <li key={card._key} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {card.image && (
            <ContentImage image={card.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
          )}
          <div className="flex flex-1 flex-col gap-2 p-6">
            {numbered && <span className="font-display text-sm font-bold tracking-widest text-sky-700">STEP {index + 1}</span>}
            <h3 className="font-display text-xl font-semibold text-navy-900 uppercase">{card.title}</h3>
            <p className="flex-1 leading-relaxed text-slate-600">{card.text}</p>
            {card.link && (
              <Link href={card.link.href} className="mt-2 font-semibold text-sky-700 underline-offset-4 hover:underline">
                {card.link.label} <span aria-hidden="true">→</span>
              </Link>
            )}
          </div>
        </li>
      ))}
    </List>
  )
}
