import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ExampleCard } from '@/components/sizing/ExampleCard'
import { GeneralTips } from '@/components/sizing/GeneralTips'
import { HelpBox } from '@/components/sizing/HelpBox'
import { JerseyExamplesCarousel } from '@/components/sizing/JerseyExamplesCarousel'
import { SizingTabContent } from '@/components/sizing/SizingTabContent'
import { SizingTabs } from '@/components/sizing/SizingTabs'
import { PageHeader } from '@/components/ui/PageHeader'
import { getSiteSettings, getSizingGuide } from '@/lib/content'
import { routes } from '@/lib/routes'

// Jerseys, what most visitors come to size, opens first; the others are a click away.
const DEFAULT_TAB = 'jerseys'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getSizingGuide()
  if (!page) return {}
  return { title: page.seo?.title ?? page.title, description: page.seo?.description ?? page.intro }
}

export default async function SizingGuidePage() {
  const [{ page, tabs, examples }, settings] = await Promise.all([getSizingGuide(), getSiteSettings()])
  if (!page) notFound()
  const defaultTab = tabs.some((tab) => tab.key === DEFAULT_TAB) ? DEFAULT_TAB : (tabs[0]?.key ?? DEFAULT_TAB)
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} trail={[{ label: 'Home', href: routes.home }, { label: page.title }]} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:py-16">
        <SizingTabs
          label={page.title}
          defaultKey={defaultTab}
          tabs={tabs.map((tab) => ({ key: tab.key, title: tab.title, panel: <SizingTabContent tab={tab} wording={page} /> }))}
        />
        <GeneralTips title={page.tipsTitle} tips={page.generalTips} />
        <HelpBox title={page.helpTitle} text={page.helpText} link={page.helpLink} callLabel={page.callLabel} phone={settings?.phone ?? null} />
        <JerseyExamplesCarousel
          title={page.examplesTitle}
          slides={examples.map((example) => ({ key: example._id, name: example.name, content: <ExampleCard example={example} /> }))}
        />
      </div>
    </>
  )
}
