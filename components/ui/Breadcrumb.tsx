import { IntentLink } from './IntentLink'

export type Crumb = { label: string; href?: string }

const tones = {
  light: { trail: 'text-slate-600', link: 'hover:text-sky-700', current: 'text-slate-900' },
  dark: { trail: 'text-slate-300', link: 'hover:text-white', current: 'text-white' },
} as const

/** The trail to the current page; the last crumb is the page itself. `tone` is the background it sits on. */
export function Breadcrumb({ trail, tone = 'light' }: { trail: Crumb[]; tone?: keyof typeof tones }) {
  const colours = tones[tone]
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${colours.trail}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <IntentLink href={crumb.href} className={`underline-offset-4 hover:underline ${colours.link}`}>
                {crumb.label}
              </IntentLink>
            ) : (
              <span aria-current="page" className={`font-medium ${colours.current}`}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
