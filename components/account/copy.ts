/** Words the account screens share. */

/** An e-mail link that cannot open a session any more. */
export const LINK_EXPIRED = 'This reset link has expired or was already used.'
