import type { SiteSettingsQueryResult } from '@/lib/content/sanity.types'
import { SocialLinks } from '@/components/layout/SocialLinks'

type Settings = NonNullable<SiteSettingsQueryResult>

/** E-mail, response time, business hours and social profiles, all from site settings. */
export function ContactDetails({ title, urgentNote, settings }: { title: string; urgentNote: string; settings: Settings }) {
  return (
    <aside aria-labelledby="contact-details" className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
      <h2 id="contact-details" className="font-display text-2xl font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <p className="mt-4">
        <a href={`mailto:${settings.email}`} className="text-lg font-semibold text-sky-500 underline-offset-4 hover:underline">
          {settings.email}
        </a>
      </p>
      <p className="mt-3 text-slate-200">{settings.enquiryResponseTime}</p>
      <p className="mt-2 text-sm text-slate-300">{urgentNote}</p>
      {settings.businessHours && (
        <dl className="mt-6 space-y-2 border-t border-white/10 pt-6 text-sm">
          {settings.businessHours.map((entry) => (
            <div key={entry._key} className="flex justify-between gap-4">
              <dt className="text-slate-300">{entry.days}</dt>
              <dd className="font-semibold">{entry.hours}</dd>
            </div>
          ))}
        </dl>
      )}
      <SocialLinks links={settings.socialLinks} className="-ml-2 mt-6" />
    </aside>
  )
}
