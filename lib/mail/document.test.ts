import { describe, expect, it } from 'vitest'
import { renderMail, type MailBlock, type MailDocument } from './document'

/**
 * renderMail (lib/mail/document.ts): what a customer typed can never become markup in the HTML
 * part, whichever block it is in; the plain-text part says what the HTML part says; a subject is
 * one line whatever it was given; a quoted note keeps its lines, as "> " lines in the text part.
 */

const HOSTILE = `<script>alert(1)</script> "onmouseover=alert(2) x='y' & <img src=x onerror=alert(3)>`
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;onmouseover=alert(2) x=&#39;y&#39; &amp; &lt;img src=x onerror=alert(3)&gt;'

/** The text a mail client shows for an HTML part: its tags dropped, its entities read back. */
const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')

const mail = (blocks: MailBlock[], patch: Partial<MailDocument> = {}): MailDocument => ({ subject: 'Your order', blocks, footer: 'Northern Jerseys', ...patch })

const everyKind: [string, MailBlock][] = [
  ['a heading', { kind: 'heading', text: HOSTILE }],
  ['a paragraph', { kind: 'paragraph', text: HOSTILE }],
  ['a fact’s label', { kind: 'facts', rows: [[HOSTILE, 'Flyers']] }],
  ['a fact’s value', { kind: 'facts', rows: [['Team', HOSTILE]] }],
  ['a quote', { kind: 'quote', text: HOSTILE }],
  ['a link’s label', { kind: 'link', label: HOSTILE, href: 'https://jerseys.example/account' }],
  ['a link’s address', { kind: 'link', label: 'Open', href: `https://jerseys.example/?q=${HOSTILE}` }],
]

describe('renderMail', () => {
  describe('escapes what it is given in the HTML part', () => {
    it.each(everyKind)('in %s', (_, block) => {
      const { html, text } = renderMail(mail([block]))
      expect(html).not.toContain('<script')
      expect(html).not.toContain('<img')
      expect(html).not.toContain('"onmouseover=')
      expect(html).not.toContain("x='y'")
      expect(html).toContain(ESCAPED)
      // The only tags are the renderer's own.
      expect(html.match(/<[a-z!/][^>]*>/gi)?.every((tag) => /^<\/?(!doctype|html|head|meta|title|body|div|p|h2|table|tr|td|blockquote|a)\b/i.test(tag))).toBe(true)
      // The text part is not HTML: it shows what was typed, as typed (a heading in capitals).
      expect(text.toLowerCase()).toContain(HOSTILE.toLowerCase())
      expect(text).not.toContain('&lt;')
    })

    it('in the subject (the page’s title) and the footer', () => {
      const { html, subject } = renderMail(mail([], { subject: HOSTILE, footer: HOSTILE }))
      expect(subject).toBe(HOSTILE)
      expect(html).toContain(`<title>${ESCAPED}</title>`)
      expect(html.split(ESCAPED)).toHaveLength(3)
      expect(html).not.toContain('<script')
    })
  })

  it('writes anything beyond ASCII in the HTML part as a character reference, and as typed in the text part', () => {
    const { html, text } = renderMail(mail([{ kind: 'facts', rows: [['Player', 'Émile Côté · Zoë 🏒']] }], { subject: 'Reçu' }))
    expect(html).not.toMatch(/[^\x00-\x7f]/)
    expect(html).toContain('&#201;mile C&#244;t&#233; &#183; Zo&#235; &#127954;')
    expect(html).toContain('<title>Re&#231;u</title>')
    expect(text).toContain('Player: Émile Côté · Zoë 🏒')
  })

  it('writes every fact of the HTML part in the text part too, in the same order', () => {
    const blocks: MailBlock[] = [
      { kind: 'heading', text: 'In design' },
      { kind: 'paragraph', text: 'Our designers are working on your mockup.' },
      { kind: 'facts', rows: [['Reference', 'E-7KQ2MX4P'], ['Team', 'Flyers & Co. (men’s league)'], ['Total', '$1,950.00'], ['Balance due before shipping', '$975.00']] },
      { kind: 'quote', text: 'Logo looks "great"' },
      { kind: 'link', label: 'Follow it in your account', href: 'https://jerseys.example/account' },
    ]
    const { html, text } = renderMail(mail(blocks, { footer: 'Northern Jerseys · https://jerseys.example' }))
    const facts = ['In design', 'Our designers are working on your mockup.', 'Reference', 'E-7KQ2MX4P', 'Team', 'Flyers & Co. (men’s league)', 'Total', '$1,950.00',
      'Balance due before shipping', '$975.00', 'Logo looks "great"', 'Follow it in your account', 'Northern Jerseys · https://jerseys.example']
    const shown = visible(html)
    for (const fact of facts) {
      expect(shown).toContain(fact)
      expect(text.toLowerCase()).toContain(fact.toLowerCase())
    }
    const order = (part: string) => facts.map((fact) => part.toLowerCase().indexOf(fact.toLowerCase()))
    expect(order(text)).toEqual([...order(text)].sort((x, y) => x - y))
    expect(order(shown)).toEqual([...order(shown)].sort((x, y) => x - y))
    // A link is its address in the text part, and a real link in the HTML part.
    expect(text).toContain('Follow it in your account: https://jerseys.example/account')
    expect(html).toContain('<a href="https://jerseys.example/account"')
    // Each fact on its own line, labels lined up.
    expect(text).toContain('Reference:                   E-7KQ2MX4P\nTeam:                        Flyers & Co. (men’s league)\n')
    expect(text).toMatch(/\n--\n\nNorthern Jerseys · https:\/\/jerseys\.example\n$/)
  })

  it('makes a subject with line breaks one line, so it cannot start another header', () => {
    const { subject, html } = renderMail(mail([], { subject: '  New quote request Q-7KQ2MX4P · Flyers\r\nBcc: everyone@example.com\n\tX-Spam: yes ' }))
    expect(subject).toBe('New quote request Q-7KQ2MX4P · Flyers Bcc: everyone@example.com X-Spam: yes')
    expect(subject).not.toMatch(/[\r\n\t]/)
    expect(html).toContain('<title>New quote request Q-7KQ2MX4P &#183; Flyers Bcc: everyone@example.com X-Spam: yes</title>')
  })

  it('keeps a quote’s line breaks: as "> " lines in the text part, as typed in the HTML part', () => {
    const note = 'Line one\nLine two\n\nAfter a blank line'
    const { text, html } = renderMail(mail([{ kind: 'paragraph', text: 'A note from our team:' }, { kind: 'quote', text: note }]))
    expect(text).toContain('A note from our team:\n\n> Line one\n> Line two\n> \n> After a blank line\n')
    expect(html).toMatch(/<blockquote style="[^"]*white-space:pre-wrap[^"]*">Line one\nLine two\n\nAfter a blank line<\/blockquote>/)
  })

  it('writes a heading in capitals in the text part and as a heading in the HTML part', () => {
    const { text, html } = renderMail(mail([{ kind: 'heading', text: 'Shipped' }]))
    expect(text.startsWith('SHIPPED\n')).toBe(true)
    expect(html).toMatch(/<h2 style="[^"]*">Shipped<\/h2>/)
  })
})
