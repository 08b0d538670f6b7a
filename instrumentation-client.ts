import { config } from 'zod/v4/core'

// Runs in the browser before the site's own code. Zod compiles its object parsers with `new Function`
// unless told not to, after probing whether eval is allowed: the pages' Content-Security-Policy
// allows no eval, and the probe alone is reported as a violation. Parsing without it is fast enough
// for a form.
config({ jitless: true })
