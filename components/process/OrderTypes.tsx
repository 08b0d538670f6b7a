import type { CardData } from '@/components/ui/CardGrid'
import { ButtonLink } from '@/components/ui/ButtonLink'

/** The two ways to order, side by side, each ending in a button to where that order starts. */
export function OrderTypes({ cards }: { cards: CardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {cards.map((card, index) => (
        <li key={card._key} className="flex flex-col rounded-xl border border-slate-200 border-t-4 border-t-sky-500 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="font-display text-2xl font-bold tracking-wide text-navy-900 uppercase">{card.title}</h3>
          <p className="mt-3 flex-1 text-lg leading-relaxed text-slate-600">{card.text}</p>
          {card.link && (
            <ButtonLink href={card.link.href} variant={index === 0 ? 'dark' : 'primary'} className="mt-6 w-full sm:w-auto sm:self-start">
              {card.link.label}
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  )
}
