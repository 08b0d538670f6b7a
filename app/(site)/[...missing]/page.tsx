import { notFound } from 'next/navigation'

/** Any path no other route matches: the offside page, inside the shop's header and footer, with status 404. */
export default function MissingPage(): never {
  notFound()
}
