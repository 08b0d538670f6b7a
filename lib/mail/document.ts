/**
 * An e-mail as a list of blocks, rendered once as HTML and once as plain text, so the two parts
 * always say the same thing. Every value is text: the HTML part escapes it, so nothing a customer
 * typed (a team name, a note) can become markup in anyone's mailbox.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs: a summary of an order or a request. */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** A quoted note (staff's note on a status change, an enquiry's message), kept as typed, line breaks included. */
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; href: string }
  /** Rows under column headings: a roster. */
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[] }

export type MailDocument = { subject: string; blocks: readonly MailBlock[]; footer: string }

export type RenderedMail = { subject: string; text: string; html: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Markup characters escaped, and anything beyond ASCII written as a character reference, which reads the same whatever charset a viewer assumes. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character).replace(/[^\x00-\x7f]/gu, (character) => `&#${character.codePointAt(0)};`)

/** A subject is one line: a customer's team name with a line break in it must not start a header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const textBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase()
    case 'paragraph':
      return block.text
    case 'facts': {
      const width = Math.max(...block.rows.map(([label]) => label.length))
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n')
    }
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')
    case 'link':
      return `${block.label}: ${block.href}`
    case 'table': {
      const widths = block.columns.map((column, index) => Math.max(column.length, ...block.rows.map((row) => (row[index] ?? '').length)))
      const line = (cells: readonly string[]) => widths.map((width, index) => (cells[index] ?? '').padEnd(width)).join('  ').trimEnd()
      return [line(block.columns), ...block.rows.map(line)].join('\n')
    }
  }
}

const html = {
  heading: 'margin:24px 0 8px;font-size:18px;color:#0b1f3a',
  paragraph: 'margin:0 0 12px;line-height:1.5',
  label: 'width:40%;padding:4px 16px 4px 0;color:#475569;vertical-align:top',
  value: 'padding:4px 0;color:#0b1f3a;font-weight:600',
  cellHead: 'padding:4px 12px 4px 0;color:#475569;text-align:left;border-bottom:1px solid #cbd5e1',
  cell: 'padding:4px 12px 4px 0;color:#0b1f3a',
  quote: 'margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1;color:#334155;white-space:pre-wrap',
  link: 'display:inline-block;margin:8px 0 16px;padding:10px 18px;background:#0b1f3a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600',
}

const htmlBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${html.heading}">${escapeHtml(block.text)}</h2>`
    case 'paragraph':
      return `<p style="${html.paragraph}">${escapeHtml(block.text)}</p>`
    case 'facts':
      return `<table role="presentation" style="width:100%;margin:0 0 12px;border-collapse:collapse">${block.rows
        .map(([label, value]) => `<tr><td style="${html.label}">${escapeHtml(label)}</td><td style="${html.value}">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    case 'quote':
      return `<blockquote style="${html.quote}">${escapeHtml(block.text)}</blockquote>`
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}" style="${html.link}">${escapeHtml(block.label)}</a></p>`
    case 'table':
      return `<table style="width:100%;margin:0 0 12px;border-collapse:collapse"><thead><tr>${block.columns
        .map((column) => `<th scope="col" style="${html.cellHead}">${escapeHtml(column)}</th>`)
        .join('')}</tr></thead><tbody>${block.rows.map((row) => `<tr>${row.map((cell) => `<td style="${html.cell}">${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
  }
}

/** The e-mail's two parts. */
export function renderMail(mail: MailDocument): RenderedMail {
  const subject = oneLine(mail.subject)
  const text = [...mail.blocks.map(textBlock), '--', mail.footer].join('\n\n') + '\n'
  const body = mail.blocks.map(htmlBlock).join('\n')
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;color:#1e293b">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${body}
<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e2e8f0;color:#64748b;font-size:13px">${escapeHtml(mail.footer)}</p>
</div></body></html>
`
  return { subject, text, html: page }
}
