import { ButtonLink } from '@/components/ui/ButtonLink'

type Props = { title: string; text: string; link: { label: string; href: string }; callLabel: string; phone: string | null }

/** Where to turn when the tables do not settle it: the contact page, or a call. */
export function HelpBox({ title, text, link, callLabel, phone }: Props) {
  return (
    <section aria-labelledby="sizing-help" className="rounded-2xl bg-navy-900 px-6 py-10 text-white sm:px-10">
      <h2 id="sizing-help" className="font-display text-2xl font-bold tracking-wide uppercase sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-200">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <ButtonLink href={link.href} variant="primary">
          {link.label}
        </ButtonLink>
        {phone && (
          <ButtonLink href={`tel:${phone.replace(/\D/g, '')}`} variant="light">
            {callLabel} {phone}
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
