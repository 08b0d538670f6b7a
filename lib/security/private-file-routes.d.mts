// Types of ./private-file-routes.mjs (plain JavaScript: next.config.mjs reads it too).
export const PRIVATE_FILE_ROUTES: readonly string[]
export const API_BUT_PRIVATE_FILES: string
