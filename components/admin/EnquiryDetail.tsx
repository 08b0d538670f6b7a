import { primaryButtonClass } from '@/components/ui/FormField'
import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import type { EnquiryDetail as Detail } from '@/lib/commerce/staff/enquiries'
import { inquiryTypeLabel } from '@/lib/contact/inquiry-types'
import { DetailCard, DetailTitle, EmailLink, Facts } from './DetailParts'

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** A contact enquiry: who sent it, about what, and their message; staff answer it by e-mail. */
export function EnquiryDetail({ enquiry }: { enquiry: Detail }) {
  const type = inquiryTypeLabel(enquiry.inquiryType)
  return (
    <div className="space-y-6">
      <DetailTitle label={INBOX_KIND_LABELS.enquiry} reference={enquiry.reference} />
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailCard id="enquiry-from" title="From">
          <Facts
            facts={[
              ['Name', enquiry.name],
              ['E-mail', <EmailLink key="email" email={enquiry.email} />],
              ['Type', type],
              ['Sent', dateTimeFormat.format(new Date(enquiry.createdAt))],
            ]}
          />
        </DetailCard>
        <DetailCard id="enquiry-message" title="Message" className="bg-white lg:col-span-2">
          <p className="mt-3 break-words whitespace-pre-line text-slate-700">{enquiry.message}</p>
          <p className="mt-6">
            <EmailLink email={enquiry.email} subject={`Re: your enquiry (${type})`} className={primaryButtonClass}>
              Reply by e-mail
            </EmailLink>
          </p>
        </DetailCard>
      </div>
    </div>
  )
}
