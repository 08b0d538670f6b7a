// Types of ./csp-hashes.mjs (plain JavaScript: Next loads its cache handler with Node's own import).
export function inlineScriptHashes(html: string): string[]
export function withScriptSources(policy: string, sources: string): string
export function withScriptHashes(value: unknown): void
/** Next's file-system cache handler (its own types are internal), whose pages carry their scripts' hashes. */
declare class ScriptHashingCache {
  constructor(context: unknown)
  get(key: string, context: unknown): Promise<unknown>
  set(key: string, data: unknown, context: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
export default ScriptHashingCache
