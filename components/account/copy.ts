/** Words the account screens share. */

/** Above a form whose fields the server turned down, before the list of what to fix. */
export const CHECK_THE_FIELDS = 'Please check the highlighted fields.'

/** An e-mail link that cannot open a session any more. */
export const LINK_EXPIRED = 'This reset link has expired or was already used.'
