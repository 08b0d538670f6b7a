// Types of ./csp-hashes.mjs (plain JavaScript: Next loads its cache handler with Node's own import).
export function inlineScriptHashes(html: string): string[]
export function withScriptSources(policy: string, sources: string): string
declare const ScriptHashingCache: new (...args: never[]) => unknown
export default ScriptHashingCache
