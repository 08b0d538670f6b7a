import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContactDetails } from '@/components/contact/ContactDetails'
import { EnquiryForm } from '@/components/contact/EnquiryForm'
import { FaqList } from '@/components/ui/FaqList'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { getContactPage, getSiteSettings } from '@/lib/content'
import { routes } from '@/lib/routes'
import { sendEnquiry } from '@/lib/actions/contact'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage()
  return { title: page?.seo?.title ?? page?.title, description: page?.seo?.description ?? page?.intro }
}

export default async function ContactPage() {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()])
  if (!page || !settings) notFound()
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} trail={[{ label: 'Home', href: routes.home }, { label: page.title }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-16">
        <ContactDetails title={page.detailsTitle} urgentNote={page.urgentNote} settings={settings} />
        <section aria-labelledby="enquiry" className="lg:col-span-2">
          <h2 id="enquiry" className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">
            {page.formTitle}
          </h2>
          {page.formIntro && <p className="mt-2 text-slate-600">{page.formIntro}</p>}
          <div className="mt-6">
            <EnquiryForm action={sendEnquiry} successTitle={page.successTitle} successText={page.successText} />
          </div>
        </section>
      </div>
      <div className="bg-ice-50">
        <Section id="contact-faq" title={page.faqTitle}>
          <FaqList faqs={page.faqs} group="contact-faq" />
        </Section>
      </div>
    </>
  )
}
