/**
 * Every rate limit of the site, in one table: how many hits a subject (a client's address, an
 * account or an e-mail address, or everyone together) may make in a window. Below hosted Supabase
 * Auth's own per-IP limits, which count every call from this server as one client: these keep one
 * abuser from using them all up. Each per-address limit that a set of addresses could get round
 * has a backstop that none can: per account, per e-mail address, or in total.
 */
export const LIMITS = {
  /** Failed sign-ins from one address: a script guessing passwords, or one computer of a club. */
  signInFailuresByIp: { limit: 40, windowSeconds: 60 },
  /** Failed sign-ins to one account from one address: the guesser waits, wherever the account's owner is. */
  signInFailuresByAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins to one account, from anywhere: once used up, only a browser or an address that
   * has signed in to the account before may try (lib/security/known-sign-ins.ts), so guessers on
   * many addresses are held and the owner is not.
   */
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
  /** Messages giving one reply address, from anywhere: a few more than one address may send, as a club's members may share it. */
  contactMessagesByEmail: { limit: 10, windowSeconds: 10 * 60 },
  /** Every message to the shop's inbox in an hour: a busy day's hour many times over, not a flood. */
  contactMessagesTotal: { limit: 200, windowSeconds: 60 * 60 },
  /** Reads of the cart and saved teams, which every page view makes. */
  shopReadsByIp: { limit: 240, windowSeconds: 60 },
  shopChangesByIp: { limit: 120, windowSeconds: 60 },
  checkoutsByAccount: { limit: 10, windowSeconds: 10 * 60 },
  /** Quote requests and express orders from one address: a club sending several teams' orders, not a flood. */
  wizardSubmissionsByIp: { limit: 20, windowSeconds: 60 * 60 },
  /** The same, naming one contact e-mail, from anywhere. */
  wizardSubmissionsByEmail: { limit: 20, windowSeconds: 60 * 60 },
  /** Every quote request and express order in an hour: far above the shop's busiest hour, below a flood of its inbox. */
  wizardSubmissionsTotal: { limit: 500, windowSeconds: 60 * 60 },
  /**
   * E-mails to an address the shop has not verified (a quote request's summary, sent to whatever
   * contact e-mail the form gave): to one address, and in total. Past them the request still
   * arrives and the shop hears of it; only the summary is held, so the shop relays nobody's mail.
   */
  unverifiedMailsByRecipient: { limit: 3, windowSeconds: 60 * 60 },
  /** Far above the quote requests of the shop's busiest hour (and of a run of the browser journeys), far below a relay's. */
  unverifiedMailsTotal: { limit: 200, windowSeconds: 60 * 60 },
  /** Preview links checked from one address: staff opening previews, not a script guessing secrets. */
  previewLinksByIp: { limit: 60, windowSeconds: 10 * 60 },
  /** Staff changes to orders (statuses, mockups sent) by one account: a busy day's work, not a runaway script. */
  backOfficeChangesByAccount: { limit: 120, windowSeconds: 10 * 60 },
  /** A customer's answers to mockups: a few rounds, not a flood of e-mails to the shop. */
  mockupAnswersByAccount: { limit: 10, windowSeconds: 10 * 60 },
  /** A customer accepting quotes. */
  quoteAcceptancesByAccount: { limit: 20, windowSeconds: 60 * 60 },
  /** A customer changing the rosters of their paid orders: a manager's evening of fixes, not a flood of e-mails to the shop. */
  rosterChangesByAccount: { limit: 30, windowSeconds: 60 * 60 },
  /** A manager opening team stores: a club's teams in an evening, not a flood of stores. */
  teamStoresByAccount: { limit: 20, windowSeconds: 24 * 60 * 60 },
  /** Players entering team stores from one address: a family or a team on the rink's Wi-Fi. */
  teamStoreEntriesByIp: { limit: 60, windowSeconds: 60 * 60 },
  /** Entries naming one e-mail, from anywhere (the store itself also caps entries per address). */
  teamStoreEntriesByEmail: { limit: 20, windowSeconds: 60 * 60 },
  /** A player changing their own entry by its link. */
  teamStoreChangesByEntry: { limit: 30, windowSeconds: 60 * 60 },
  /** A manager or staff member changing stores (removals, dates, closing). */
  teamStoreChangesByAccount: { limit: 60, windowSeconds: 60 * 60 },
  /** A manager sending invitations and reminders: the shop's mail server sends them, so a store's team, not a mailing list. */
  teamStoreInvitesByAccount: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** The taken-numbers check as a player types: a few per number tried. */
  teamStoreNumbersByIp: { limit: 300, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>

export type LimitName = keyof typeof LIMITS
