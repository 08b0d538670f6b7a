/**
 * `npm run extract-docs`: writes the developer tools' documentation, one JSON per library in
 * lib/dev/libraries.ts, into .data/dev-docs/. Everything comes from the installed packages: the
 * version and description from package.json, the narrative from the README, and the exports, with
 * their JSDoc descriptions and @example blocks, from the type declarations via the TypeScript
 * compiler (declarations describe every export without running browser-only code such as Sanity's).
 * Exports this project imports are listed first.
 *
 * Usage: tsx scripts/extract-docs.ts [slug ...]   (no slugs: all six)
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import ts from 'typescript'
import { DEV_DOCS_DIR, devDocsFile, parseDevDocs } from '@/lib/dev/docs-files'
import { exampleCode, importedNames, jsDocSummary, rankApi, readmeNarrative, type ExtractedExport } from '@/lib/dev/extract'
import { DEV_DOC_LIBRARIES, findDevDocLibrary, type DevDocLibrary } from '@/lib/dev/libraries'

const root = process.cwd()

/** Next.js keeps its API in subpath modules; the root module only has the custom-server factory. */
const entryPoints: Record<string, string[]> = {
  next: ['next/navigation', 'next/server', 'next/cache', 'next/headers', 'next/link', 'next/image', 'next'],
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  types: [],
}

/** Folders whose sources count as "what the project uses". */
const sourceFolders = ['app', 'components', 'lib', 'studio', 'scripts']

const MAX_DESCRIPTION = 400
const MAX_EXAMPLES = 2
const MAX_EXAMPLE = 1200

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

function declarationFile(specifier: string): string {
  const resolved = ts.resolveModuleName(specifier, path.join(root, 'index.ts'), compilerOptions, ts.sys).resolvedModule
  if (!resolved) throw new Error(`Cannot resolve the type declarations of ${specifier}`)
  return resolved.resolvedFileName
}

const pascalCase = (text: string) => text.replace(/(^|[-_/])(\w)/g, (_match, _separator, letter: string) => letter.toUpperCase())

function exportsOf(specifier: string): ExtractedExport[] {
  const file = declarationFile(specifier)
  const program = ts.createProgram([file], compilerOptions)
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) throw new Error(`${specifier} declares no module`)
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    const isDefault = symbol.name === 'default'
    const name = isDefault ? (target.name !== 'default' ? target.name : pascalCase(path.basename(specifier))) : symbol.name
    const kind = target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
    // Overloaded functions document their signatures rather than the symbol.
    const signature = checker.getTypeOfSymbol(target).getCallSignatures()[0]
    const comment = target.getDocumentationComment(checker)
    const description = jsDocSummary(ts.displayPartsToString(comment.length || !signature ? comment : signature.getDocumentationComment(checker)))
    const importLine = isDefault
      ? `import ${name} from '${specifier}'`
      : `import ${kind === 'type' ? 'type ' : ''}{ ${name} } from '${specifier}'`
    const examples = target
      .getJsDocTags(checker)
      .filter((tag) => tag.name === 'example')
      .map((tag) => clip(exampleCode(ts.displayPartsToString(tag.text)), MAX_EXAMPLE))
      .filter(Boolean)
      .slice(0, MAX_EXAMPLES)
    return { name, kind, description: clip(description, MAX_DESCRIPTION), examples: [importLine, ...examples] }
  })
}

async function projectSources(): Promise<string[]> {
  const files = await Promise.all(
    sourceFolders.map((folder) => readdir(path.join(root, folder), { recursive: true }).catch(() => [] as string[])),
  )
  const sources = files.flatMap((names, index) =>
    names.filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules')).map((name) => path.join(root, sourceFolders[index]!, name)),
  )
  return Promise.all(sources.map((file) => readFile(file, 'utf8')))
}

async function extract(library: DevDocLibrary, sources: string[]) {
  const packageDir = path.join(root, 'node_modules', library.name)
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string; description?: string }
  const readme = await readFile(path.join(packageDir, 'README.md'), 'utf8').catch(() => '')
  const seen = new Set<string>()
  const specifiers = entryPoints[library.name] ?? [library.name]
  const used = new Set(specifiers.flatMap((specifier) => sources.flatMap((source) => importedNames(source, specifier))))
  const exports = specifiers.flatMap(exportsOf).filter((entry) => {
    if (seen.has(entry.name)) return false
    seen.add(entry.name)
    return true
  })
  const docs = parseDevDocs({
    library: library.name,
    version: manifest.version,
    narrative: readmeNarrative(readme, manifest.description ?? ''),
    exportCount: exports.length,
    api: rankApi(exports, used),
  })
  await writeFile(devDocsFile(library), `${JSON.stringify(docs, null, 2)}\n`)
  return docs
}

async function main() {
  const requested = process.argv.slice(2)
  const libraries = requested.length
    ? requested.map((slug) => findDevDocLibrary(slug) ?? Promise.reject(new Error(`Unknown library ${slug}; one of ${DEV_DOC_LIBRARIES.map((l) => l.slug).join(', ')}`)))
    : DEV_DOC_LIBRARIES
  const sources = await projectSources()
  await mkdir(DEV_DOCS_DIR, { recursive: true })
  for (const library of await Promise.all(libraries)) {
    const docs = await extract(library, sources)
    console.log(`${library.name}@${docs.version}: ${Object.keys(docs.api).length} of ${docs.exportCount} exports → ${path.relative(root, devDocsFile(library))}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
