/**
 * Which link targets editors may use in content: a path on this site, or an https, mailto or tel
 * address. Anything else (javascript:, data:, protocol-relative //host, plain http) is refused by
 * the Studio and not rendered as a link, whatever reached the dataset.
 */
export function isAllowedHref(href: string): boolean {
  if (href.startsWith('/')) return !/^\/[/\\]/.test(href)
  return /^(https:\/\/[^\s/]|mailto:\S|tel:\+?[\d\s().-]+$)/i.test(href)
}

/** The Studio's message for a link it refuses. */
export const HREF_RULE = 'Use a path on this site such as /products, or an https://, mailto: or tel: address.'
