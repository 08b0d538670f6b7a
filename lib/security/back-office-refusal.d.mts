// Types of ./back-office-refusal.mjs (plain JavaScript: next.config.mjs reads it too).
export const BACK_OFFICE_REFUSED: string
export const backOfficeRefusalRewrite: { source: string; has: { type: 'header'; key: string }[]; destination: string }
