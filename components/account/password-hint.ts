import { PASSWORD_MIN_LENGTH } from '@/lib/account/forms'

/** Under a new password box; the pages pass it in so the forms ship without the schemas. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and hard to guess: three or four words together work well.`
