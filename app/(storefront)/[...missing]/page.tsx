import { notFound } from 'next/navigation'

// Like an unknown product, each missing path renders whole on request: the page depends on its params,
// and one path is built ahead so the shop's header (which reads the path) has a shell to build on.
// Without both, Cache Components answered an empty shell and the offside page appeared only once scripts ran.
export function generateStaticParams() {
  return [{ missing: ['missing'] }]
}

/** Any path no other route matches: the offside page, inside the shop's header and footer, with status 404. */
export default async function MissingPage({ params }: PageProps<'/[...missing]'>): Promise<never> {
  await params
  notFound()
}
