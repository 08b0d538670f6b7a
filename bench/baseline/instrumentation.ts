// Turbopack looks for instrumentation files up to the workspace root, as for proxy.ts: without these the baseline
// compiles the storefront's (and fails on its `@/` imports). They do nothing.
export function register() {}
