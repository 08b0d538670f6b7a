/**
 * The plain-text part of an e-mail written as HTML (the auth e-mails' templates in
 * supabase/templates): each paragraph or heading on lines of its own, each link as its words and
 * its address, entities read. The embedded backend sends it instead of its own text part, which
 * shows a code the site never asks for and a link of its own.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => `${words.trim()}: ${href}`)
    .replace(/<\/(?:p|h[1-6]|div|li)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
