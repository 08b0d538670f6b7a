// Types of ./refused-pages.mjs (plain JavaScript: next.config.mjs reads it too).
export const PAGE_REFUSED: string
export const refusedPageRewrites: { source: string; has: { type: 'header'; key: string }[]; destination: string }[]
