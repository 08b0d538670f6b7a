// Turbopack looks for a proxy file up to the workspace root, so without this one the baseline build compiles the
// storefront's proxy.ts (and fails on its `@/` imports). Matches no page, so the measured page runs no proxy.
export function proxy() {}

export const config = { matcher: '/__never__' }
