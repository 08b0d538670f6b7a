'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { parseNewTeamForm, parseProfileForm } from '@/lib/account/forms.schema'
import { createTeam, signOut, updateProfile } from '@/lib/commerce/account'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { answerMockup } from '@/lib/commerce/mockups'
import { acceptQuote } from '@/lib/commerce/quotes'
import { changeRoster } from '@/lib/commerce/roster-changes'
import { parseMockupAnswerForm } from '@/lib/orders/mockups.schema'
import { parseQuoteAcceptForm } from '@/lib/orders/quote.schema'
import { parseRosterChangeForm } from '@/lib/orders/roster-change.schema'
import { routes } from '@/lib/routes'
import { enforceLimit } from '@/lib/security/rate-limit'
import { noFields, validatedAction, validatedActionWithUser } from './validated-action'

/** Saves the profile fields a customer may change; the page is read again so the greeting shows the new name. */
export const updateProfileAction = validatedActionWithUser(parseProfileForm, async (profile) => {
  await updateProfile(profile)
  refresh()
  return { savedAt: Date.now() }
})

/**
 * Signs out and goes home. Redirecting here, rather than from the page, keeps the account page
 * from being rendered again without a session (it would send the visitor to sign in).
 */
export const signOutAction = validatedAction(noFields, async () => {
  await signOut()
  redirect(routes.home)
})

/** Creates a team the customer manages; the page is read again so the profile can choose it. */
export const createTeamAction = validatedActionWithUser(parseNewTeamForm, async ({ name }) => {
  await createTeam(name)
  refresh()
  return { name, createdAt: Date.now() }
})

/**
 * The customer approves a mockup of their order, or asks for changes with a comment; the database
 * checks that the order is theirs and the mockup is the one waiting. The shop is e-mailed either way.
 */
export const answerMockupAction = validatedActionWithUser(parseMockupAnswerForm, async (answer, user) => {
  await enforceLimit('mockupAnswersByAccount', { account: user.id })
  await answerMockup(answer)
  deliverMailSoon()
  refresh()
  return { answer: answer.answer }
})

/** The customer accepts their quote; it then waits for the deposit, which the account offers to pay. */
export const acceptQuoteAction = validatedActionWithUser(parseQuoteAcceptForm, async ({ id, quotedAt, delivery }, user) => {
  await enforceLimit('quoteAcceptancesByAccount', { account: user.id })
  await acceptQuote(id, quotedAt, delivery)
  refresh()
  return { accepted: true }
})

/**
 * The customer changes the roster of their paid order before production; the database checks that
 * it is theirs, reprices an express order and e-mails them and the shop. A quote's price is staff's
 * to move, so none comes from here.
 */
export const changeMyRosterAction = validatedActionWithUser(parseRosterChangeForm, async (change, user) => {
  await enforceLimit('rosterChangesByAccount', { account: user.id })
  await changeRoster({ ...change, priceChange: 0 })
  deliverMailSoon()
  refresh()
  return { players: change.roster.length }
})
