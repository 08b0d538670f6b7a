/**
 * What a public page's JavaScript may add to the bare Next.js page of bench/baseline, in KiB as sent:
 * held by `npm run check:js-budget` (scripts/js-budget.ts) and shown beside Lighthouse's figures by
 * `npm run bench:pages`. A wizard may add more than another page (scripts/js-budget.ts says why).
 */
export const SCRIPT_BUDGET_KIB = { page: 25, wizard: 40 } as const
