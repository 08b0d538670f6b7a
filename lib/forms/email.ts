// Apart from the account forms' strings, so the wizards' team step ships only this.

/** The longest e-mail address there can be (RFC 5321's path limit), everywhere the shop takes one. */
export const EMAIL_MAX_LENGTH = 254
export const EMAIL_TOO_LONG = `E-mail addresses can be at most ${EMAIL_MAX_LENGTH} characters`
