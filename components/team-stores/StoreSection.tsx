type Props = {
  id: string
  heading: React.ReactNode
  /** The page's first card, whose heading is the store's own name. */
  lead?: boolean
  spacing?: 'space-y-3' | 'space-y-4' | 'space-y-5'
  children: React.ReactNode
}

/** One card of a team store's pages (the board, the player's page): its frame and the heading that names it. */
export function StoreSection({ id, heading, lead = false, spacing = 'space-y-4', children }: Props) {
  return (
    <section aria-labelledby={id} className={`${spacing} rounded-xl border border-slate-200 bg-white p-5 sm:p-6`}>
      <h2 id={id} className={`font-display ${lead ? 'text-2xl' : 'text-xl'} font-semibold text-navy-900 uppercase`}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
