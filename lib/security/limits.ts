/**
 * Every rate limit of the site, in one table: how many hits a subject (a client's IP address or an
 * account's e-mail) may make in a window. Below hosted Supabase Auth's own per-IP limits, which
 * count every call from this server as one client: these keep one abuser from using them all up.
 */
export const LIMITS = {
  /** Failed sign-ins from one address: a script guessing passwords, or one computer of a club. */
  signInFailuresByIp: { limit: 40, windowSeconds: 60 },
  /** Failed sign-ins to one account, from anywhere: slows guessing one customer's password. */
  signInFailuresByAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpsByIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Registrations of one address, each of which e-mails it: nobody's inbox is flooded through the shop. */
  signUpsByAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetRequestsByIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Reset e-mails to one address: nobody's inbox is flooded through the shop. */
  resetRequestsByAccount: { limit: 3, windowSeconds: 60 * 60 },
  passwordChangesByAccount: { limit: 10, windowSeconds: 15 * 60 },
  emailLinksByIp: { limit: 20, windowSeconds: 10 * 60 },
  contactMessagesByIp: { limit: 5, windowSeconds: 10 * 60 },
  /** Reads of the cart and saved teams, which every page view makes. */
  shopReadsByIp: { limit: 240, windowSeconds: 60 },
  shopChangesByIp: { limit: 120, windowSeconds: 60 },
  checkoutsByAccount: { limit: 10, windowSeconds: 10 * 60 },
  /** Quote requests and express orders from one address: a club sending several teams' orders, not a flood. */
  wizardSubmissionsByIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Preview links checked from one address: staff opening previews, not a script guessing secrets. */
  previewLinksByIp: { limit: 60, windowSeconds: 10 * 60 },
  /** Staff changes to orders (statuses, mockups sent) by one account: a busy day's work, not a runaway script. */
  backOfficeChangesByAccount: { limit: 120, windowSeconds: 10 * 60 },
  /** A customer's answers to mockups: a few rounds, not a flood of e-mails to the shop. */
  mockupAnswersByAccount: { limit: 10, windowSeconds: 10 * 60 },
  /** A customer accepting quotes. */
  quoteAcceptancesByAccount: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>

export type LimitName = keyof typeof LIMITS

/** What the visitor reads when a limit refuses them: how long to wait, rounded up to a minute past one. */
export function limitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 60 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`
  return `Too many attempts. Please wait ${wait} and try again.`
}
