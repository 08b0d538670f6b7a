import type { ReactNode } from 'react'

/**
 * A page in place of the Studio at /studio, with numbered steps. Its spacing is inline: the
 * Studio's stylesheets, loaded on this route, reset margins and paddings outside Tailwind's layers,
 * which beats its spacing utilities.
 */
export function StudioNotice({ title, intro, steps, footnote }: { title: string; intro: ReactNode; steps: ReactNode[]; footnote: ReactNode }) {
  return (
    <main className="text-slate-800" style={{ maxWidth: '42rem', margin: '0 auto', padding: '4rem 1.5rem', display: 'grid', gap: '1.25rem' }}>
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p>{intro}</p>
      <ol style={{ listStyle: 'decimal', paddingLeft: '1.5rem', display: 'grid', gap: '0.75rem' }}>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">{footnote}</p>
    </main>
  )
}
