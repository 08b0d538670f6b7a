import { PageHeader } from '@/components/ui/PageHeader'
import { routes } from '@/lib/routes'

type Props = {
  title: string
  intro?: string
  children: React.ReactNode
  /** A panel beside the form on wide screens, below it on narrow ones. */
  aside?: React.ReactNode
}

/** The frame of the sign-in, registration and password screens: the brand band, then the form on a card. */
export function AuthPage({ title, intro, children, aside }: Props) {
  return (
    <>
      <PageHeader title={title} intro={intro} trail={[{ label: 'Home', href: routes.home }, { label: title }]} />
      <div className="bg-ice-50">
        <div className={`mx-auto grid gap-8 px-4 py-10 sm:px-6 lg:py-16 ${aside ? 'max-w-5xl lg:grid-cols-[minmax(0,1fr)_20rem]' : 'max-w-xl'}`}>
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
          {aside && <aside className="rounded-xl bg-navy-900 p-6 text-white sm:p-8 lg:self-start">{aside}</aside>}
        </div>
      </div>
    </>
  )
}

/** Why an account is worth having: beside the sign-in and registration forms. */
export function AccountBenefits() {
  return (
    <ul className="mt-4 space-y-3 text-slate-200">
      {['Your cart follows you to any device', 'Save team rosters and reuse them on your next order', 'Follow your orders from proof to delivery'].map((benefit) => (
        <li key={benefit} className="flex gap-3">
          <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-sky-500 text-xs font-bold text-navy-950">
            ✓
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  )
}
