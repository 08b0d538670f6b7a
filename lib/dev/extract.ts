import type { DevDocsApiEntry } from './docs'

/** Paragraphs kept from a README: enough to say what the library is without reproducing it. */
const NARRATIVE_PARAGRAPHS = 3
/** Entries kept per library, so the page stays readable for packages with thousands of exports. */
const API_LIMIT = 40

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? []

/** Whether a paragraph already says most of what a one-line description says. */
function restates(paragraph: string, description: string): boolean {
  const said = new Set(words(paragraph))
  const meant = words(description)
  return meant.filter((word) => said.has(word)).length >= 0.75 * meant.length
}

/**
 * The opening prose of a README as plain text: markup, badges, headings, code and link targets
 * removed. READMEs open with logos and badge rows, so only paragraphs that read as sentences count.
 */
export function readmeNarrative(markdown: string, description: string): string {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, '\n\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/!\[[^\]]*\]\([^)]*\)|!\[[^\]]*\]\[[^\]]*\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)|\[([^\]]*)\]\[[^\]]*\]/g, (_match, inline: string | undefined, reference: string | undefined) => inline ?? reference ?? '')
    .replace(/\[([^\]]*)\](?!\()/g, '$1')
    .replace(/^[ \t]*#{1,6}[ \t].*$/gm, '\n')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/[*_`]+/g, '')
    .replace(/&nbsp;/g, ' ')
  const paragraphs = prose
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length >= 40 && /[.!?]$/.test(paragraph) && !/^[-*[|]/.test(paragraph))
  const opening = description && !paragraphs.some((paragraph) => restates(paragraph, description)) ? [description] : []
  return [...opening, ...paragraphs].slice(0, NARRATIVE_PARAGRAPHS).join('\n\n')
}

/** The first paragraph of a JSDoc comment as one line: code blocks cut, links reduced to their text. */
export function jsDocSummary(comment: string): string {
  return (comment.split(/\n\s*\n|```/)[0] ?? '')
    .replace(/\{@link(?:code|plain)?\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_match, target: string, label: string | undefined) => label?.trim() || target)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A JSDoc @example as bare code: the Markdown fence around it, if any, removed. */
export function exampleCode(example: string): string {
  return example
    .trim()
    .replace(/^```[\w-]*[ \t]*\n/, '')
    .replace(/\n?```$/, '')
    .trim()
}

/** The names a source file imports from a module specifier, default imports under their local name. */
export function importedNames(source: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/.@-]/g, '\\$&')
  const statements = source.matchAll(new RegExp(`import\\s+(?:type\\s+)?([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*from\\s*['"]${quoted}['"]`, 'g'))
  return [...statements].flatMap(([, defaultName, named]) => [
    ...(defaultName ? [defaultName] : []),
    ...(named ?? '')
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim() ?? '')
      .filter(Boolean),
  ])
}

export type ExtractedExport = DevDocsApiEntry & { name: string; kind: 'value' | 'type' }

/**
 * The exports worth listing first: those this project imports, then runtime values before types,
 * documented before undocumented, then by name. Internal-looking names (leading underscore,
 * `unstable_`/`experimental_`) go last.
 */
export function rankApi(exports: ExtractedExport[], used: ReadonlySet<string> = new Set(), limit = API_LIMIT): Record<string, DevDocsApiEntry> {
  const internal = (name: string) => /^_|^(unstable|experimental)_/i.test(name)
  const score = (entry: ExtractedExport) =>
    (used.has(entry.name) ? 0 : 8) + (internal(entry.name) ? 4 : 0) + (entry.kind === 'type' ? 2 : 0) + (entry.description ? 0 : 1)
  const ranked = [...exports].sort((a, b) => score(a) - score(b) || a.name.localeCompare(b.name))
  return Object.fromEntries(ranked.slice(0, limit).map(({ name, description, examples }) => [name, { description, examples }]))
}
