import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import type { EnquiryDetail as Detail } from '@/lib/commerce/staff/enquiries'
import { inquiryTypeLabel } from '@/lib/contact/inquiry-types'
import { DetailCard, DetailTitle, EmailLink, Facts } from './DetailParts'
import { formatMoment } from '@/lib/format/dates'

type Props = {
  enquiry: Detail
  /** The form that answers it (while it is open). */
  answerForm: React.ReactNode
  /** The button that closes or reopens it. */
  closingForm: React.ReactNode
}

/** A contact enquiry: who sent it, about what, their message, the answers sent, and the forms that answer and close it. */
export function EnquiryDetail({ enquiry, answerForm, closingForm }: Props) {
  return (
    <div className="space-y-6">
      <DetailTitle label={INBOX_KIND_LABELS.enquiry} reference={enquiry.reference} status={enquiry.status} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <DetailCard id="enquiry-from" title="From">
          <Facts
            facts={[
              ['Name', enquiry.name],
              ['E-mail', <EmailLink key="email" email={enquiry.email} />],
              ['Type', inquiryTypeLabel(enquiry.inquiryType)],
              ['Sent', formatMoment(enquiry.createdAt)],
              ...(enquiry.closed ? [['Closed', `${formatMoment(enquiry.closed.at)} by ${enquiry.closed.by ?? 'staff'}`] as [string, string]] : []),
            ]}
          />
          <div className="mt-4">{closingForm}</div>
        </DetailCard>
        <div className="space-y-6 lg:col-span-2">
          <DetailCard id="enquiry-message" title="Message">
            <p className="mt-3 break-words whitespace-pre-line text-slate-700">{enquiry.message}</p>
          </DetailCard>
          {enquiry.replies.length > 0 && (
            <DetailCard id="enquiry-answers" title={`Answers sent (${enquiry.replies.length})`}>
              <ol className="mt-3 space-y-4" aria-labelledby="enquiry-answers">
                {enquiry.replies.map((reply) => (
                  <li key={reply.createdAt} className="border-l-2 border-ice-200 pl-4">
                    <p className="text-sm text-slate-600">
                      {formatMoment(reply.createdAt)} · by {reply.sentBy ?? 'staff'}
                    </p>
                    <p className="mt-1 break-words whitespace-pre-line text-slate-700">{reply.body}</p>
                  </li>
                ))}
              </ol>
            </DetailCard>
          )}
          {enquiry.status !== 'closed' && (
            <DetailCard id="enquiry-answer-card" title="Answer">
              <div className="mt-3">{answerForm}</div>
            </DetailCard>
          )}
        </div>
      </div>
    </div>
  )
}
