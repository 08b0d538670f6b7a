import { Breadcrumb } from '@/components/ui/Breadcrumb'
import type { WizardContent, WizardProduct } from '@/lib/wizard/content'
import { nameFromSlug, WIZARD_CRUMB, type WizardKind } from '@/lib/wizard/draft'
import { routes } from '@/lib/routes'
import { OrderWizard, type SubmitAction } from './OrderWizard'

type Props = { kind: WizardKind; product: WizardProduct; content: WizardContent; submit: SubmitAction }

const TITLES: Record<WizardKind, string> = { quote: 'Request a Quote', express: 'Express Order' }

/** A wizard's page: the trail back to its product, the wizard's name and introduction, then the wizard. */
export function WizardPage({ kind, product, content, submit }: Props) {
  return (
    <>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
          <Breadcrumb
            tone="dark"
            trail={[{ label: 'Products', href: routes.products }, { label: nameFromSlug(product.slug), href: routes.product(product.slug) }, { label: WIZARD_CRUMB[kind] }]}
          />
          <h1 className="font-display mt-4 text-3xl font-bold tracking-wide uppercase sm:text-4xl">
            {TITLES[kind]}: {product.name}
          </h1>
          <p className="mt-3 max-w-3xl text-slate-200">{kind === 'quote' ? content.page.quoteIntro : content.page.expressIntro}</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <OrderWizard kind={kind} product={product} content={content} submit={submit} />
      </div>
    </>
  )
}
