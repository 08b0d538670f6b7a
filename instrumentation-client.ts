// Runs in the browser before the site's own code. Zod compiles its object parsers with `new Function`
// unless told not to, after probing whether eval is allowed: the pages' Content-Security-Policy
// allows no eval, and the probe alone is reported as a violation. Parsing without it is fast enough
// for a form. Zod keeps its settings on globalThis.__zod_globalConfig (shared by every copy of it, as
// z.config() writes them), set here without loading zod on pages that never parse anything.
const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true }
