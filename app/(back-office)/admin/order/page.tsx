import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { AcceptQuoteForm } from '@/components/account/AcceptQuoteForm'
import { CheckoutOrderDetail } from '@/components/admin/CheckoutOrderDetail'
import { DetailTitle } from '@/components/admin/DetailParts'
import { DeliveryForm } from '@/components/admin/DeliveryForm'
import { EnquiryAnswerForm } from '@/components/admin/EnquiryAnswerForm'
import { EnquiryClosingForm } from '@/components/admin/EnquiryClosingForm'
import { EnquiryDetail } from '@/components/admin/EnquiryDetail'
import { OfflinePaymentForm } from '@/components/admin/OfflinePaymentForm'
import { OrderNoteForm } from '@/components/admin/OrderNoteForm'
import { QuotePricingForm } from '@/components/admin/QuotePricingForm'
import { SendMockupForm } from '@/components/admin/SendMockupForm'
import { StatusChangeForm } from '@/components/admin/StatusChangeForm'
import { WizardRequestDetail } from '@/components/admin/WizardRequestDetail'
import { StoreBoard } from '@/components/team-stores/StoreBoard'
import { queryValue, type SearchParams } from '@/components/account/query'
import { acceptQuoteAction } from '@/lib/actions/account'
import { addFillInAction, changeTeamStoreAction, correctParcelAddressAction, shipParcelAction } from '@/lib/actions/team-stores'
import { addOrderNoteAction, answerEnquiryAction, changeDeliveryAction, closeEnquiryAction, changeStatusAction, priceQuoteAction, recordOfflinePaymentAction, sendMockupAction } from '@/lib/actions/back-office'
import { INBOX_KIND_LABELS, inboxEntryOf } from '@/lib/admin/inbox-filters'
import { requireStaff } from '@/lib/commerce/staff/access'
import { getCheckoutOrderForStaff } from '@/lib/commerce/staff/checkout-orders'
import { getEnquiryForStaff } from '@/lib/commerce/staff/enquiries'
import { getWizardRequestForStaff, quoteToPrice } from '@/lib/commerce/staff/wizard-requests'
import { getFreshOrderWizards } from '@/lib/content'
import { paymentDue } from '@/lib/orders/balance'
import { rosterChangeable } from '@/lib/orders/roster-change'
import { deliveryChangeable } from '@/lib/orders/shipping'
import { staffNextStatuses, type OrderKind } from '@/lib/orders/workflow'
import { routes } from '@/lib/routes'
import { boardContent } from '@/lib/team-stores/describe'
import { readStoreBoardAt } from '@/lib/team-stores/jobs.server'
import { now } from '@/lib/time/clock'

export const metadata: Metadata = { title: 'Order' }

/** An inbox entry's page: `?kind=quote|express|order|enquiry|store&id=…` (the path stays the same for every kind, as the account's order page). */
export default function BackOfficeOrderPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Suspense fallback={<p role="status">Loading the order…</p>}>
        <Order searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Order({ searchParams }: { searchParams: SearchParams }) {
  const [profile, query] = await Promise.all([requireStaff(), searchParams])
  const entry = inboxEntryOf(queryValue(query.kind), queryValue(query.id))
  if (!entry) notFound()
  // An admin may ship past an open balance; a checkout order (invoiced) never waits for one.
  // The status card's forms: the next status, and a note for staff or the customer.
  // An order shipped as its players' parcels ships with the last of them, never by this form.
  const statusForm = (kind: OrderKind, id: string, status: string, inParcels = false) => (
    <>
      <StatusChangeForm
        action={changeStatusAction}
        kind={kind}
        id={id}
        status={status}
        next={staffNextStatuses(kind, status).filter((to) => !(inParcels && to === 'shipped'))}
        canOverride={kind !== 'order' && profile.role === 'admin'}
      />
      <OrderNoteForm action={addOrderNoteAction} kind={kind} id={id} />
    </>
  )
  if (entry.kind === 'enquiry') {
    const enquiry = await getEnquiryForStaff(entry.id)
    if (!enquiry) notFound()
    return (
      <EnquiryDetail
        enquiry={enquiry}
        answerForm={<EnquiryAnswerForm action={answerEnquiryAction} id={enquiry.id} email={enquiry.email} />}
        closingForm={<EnquiryClosingForm action={closeEnquiryAction} id={enquiry.id} closed={enquiry.status === 'closed'} />}
      />
    )
  }
  if (entry.kind === 'store') {
    const at = now()
    const store = await readStoreBoardAt(entry.id, at)
    if (!store) notFound()
    return (
      <div className="space-y-6">
        <DetailTitle label={INBOX_KIND_LABELS.store} reference={store.reference} />
        <StoreBoard
          store={store}
          now={at}
          action={changeTeamStoreAction}
          viewer="staff"
          fillInAction={addFillInAction}
          parcelActions={{ ship: shipParcelAction, correct: correctParcelAddressAction }}
          {...boardContent(await getFreshOrderWizards(), store)}
        />
      </div>
    )
  }
  if (entry.kind === 'order') {
    const order = await getCheckoutOrderForStaff(entry.id)
    if (!order) notFound()
    return <CheckoutOrderDetail order={order} statusForm={statusForm('order', order.id, order.status)} />
  }
  const detail = await getWizardRequestForStaff(entry.kind, entry.id)
  if (!detail) notFound()
  const { kind, id, quote } = detail
  const due = detail.amounts && paymentDue(detail.amounts)
  const inParcels = Boolean(detail.teamStore?.parcels)
  return (
    <WizardRequestDetail
      detail={detail}
      rosterCsvHref={routes.adminRosterCsv(kind, id)}
      sheetHref={routes.adminProductionSheet(kind, id)}
      rosterHref={rosterChangeable(kind, detail.status) ? routes.adminRoster(kind, id) : null}
      logoHref={detail.logo.path && routes.adminLogo(kind, id)}
      statusForm={statusForm(kind, id, detail.status, inParcels)}
      mockupForm={<SendMockupForm action={sendMockupAction} kind={kind} id={id} status={detail.status} />}
      quoteForm={quoteToPrice(detail) && <QuotePricingForm action={priceQuoteAction} id={id} {...quoteToPrice(detail)!} />}
      acceptForm={
        detail.guest && detail.status === 'quoted' && quote && <AcceptQuoteForm action={acceptQuoteAction} requestId={id} reference={detail.reference} quotedAt={quote.quotedAt} recordedByStaff />
      }
      paymentForm={due && <OfflinePaymentForm action={recordOfflinePaymentAction} kind={kind} id={id} dueCents={due.cents} />}
      deliveryForm={deliveryChangeable(detail.status) && !inParcels && (
          <DeliveryForm
            action={changeDeliveryAction}
            hidden={{ kind, id }}
            delivery={detail.delivery}
            label="Change the delivery address"
            saved="The delivery address is changed, and the history says so."
            withNote
          />
        )}
    />
  )
}
