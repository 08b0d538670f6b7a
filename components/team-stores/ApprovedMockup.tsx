import type { StoreMockup } from '@/lib/commerce/team-stores'

/**
 * The mockup the team approved, which the store's kit is made to: the picture in a box of fixed
 * height (it loads after the page, and must not move it), or its PDF to download.
 */
export function ApprovedMockup({ mockup, href }: { mockup: StoreMockup; href: string }) {
  if (mockup.contentType === 'application/pdf') {
    return (
      <p>
        <a href={href} className="font-semibold text-sky-700 underline" data-testid="store-mockup">
          Download the design the team approved (mockup {mockup.round}, PDF)
        </a>
      </p>
    )
  }
  return (
    <figure className="max-w-md">
      {/* eslint-disable-next-line @next/next/no-img-element -- a private file from this site's own route, which checks who asks: nothing to optimise or cache */}
      <img src={href} alt={`The design the team approved (mockup ${mockup.round})`} className="h-64 w-full rounded border border-slate-200 bg-white object-contain" data-testid="store-mockup" />
      <figcaption className="mt-1 text-sm text-slate-600">The design the team approved: the kit is made to it.</figcaption>
    </figure>
  )
}
