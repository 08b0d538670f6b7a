/** The message shown for each failed call when the server gives none: the shop's wording, kept as customers know it. */
export const ERROR_MESSAGES = {
  authCheck: 'Authentication check failed',
  login: 'Login failed. Please check your credentials.',
  register: 'Registration failed. Please try again.',
  logout: 'Logout failed. Please try again.',
  passwordReset: 'Password reset request failed. Please try again.',
  profileUpdate: 'Profile update failed. Please try again.',
  noAuthenticatedUser: 'No authenticated user',
  cartLoad: 'Failed to load cart',
  cartAdd: 'Failed to add item to cart',
  cartUpdate: 'Failed to update cart item',
  cartRemove: 'Failed to remove item from cart',
  cartClear: 'Failed to clear cart',
  checkout: 'Failed to complete checkout',
  orderHistory: 'Failed to fetch order history',
  products: 'Failed to load products',
  savedTeamsLoad: 'Failed to load saved teams',
  teamSave: 'Failed to save team',
  teamDelete: 'Failed to delete team',
} as const

/**
 * What a team reads when a wizard's submission could not be stored: nothing typed is lost (the
 * wizard keeps its draft), and the same draft sent again is stored once.
 */
export const WIZARD_REQUEST_MESSAGES = {
  quoteNotSent: 'Your quote request could not be sent just now. Please try again in a moment.',
  expressNotPlaced: 'Your express order could not be placed just now. Please try again in a moment.',
  paymentNotRecorded: 'The payment could not be recorded just now. Please try again in a moment.',
  requestsLoad: 'Failed to load your quote requests and express orders',
  nothingToPay: 'There is nothing left to pay on this order. Reload your account to see it.',
  amountChanged: 'What is due on this order changed since you opened this page, and nothing was charged. Reload the page to see what is left to pay.',
} as const

/** A roster changed after payment, from the account or the back office (public.change_roster's refusals). */
export const ROSTER_CHANGE_MESSAGES = {
  tooLate: 'This order is in production (or further along), so its roster can no longer change. Reload the page to see where it is.',
  changedMeanwhile: 'The roster was changed by someone else since you opened this page, and your change was not saved. Reload the page to start from the roster as it is now.',
  unchanged: 'Nothing has changed yet: edit a player, or add or remove one, then save.',
  belowPaid: 'Removing these players would bring the order below what has been paid. Please contact us to remove players, and we will refund the difference.',
  belowDeposit: 'The quote cannot go below its deposit. Enter a smaller price difference.',
  notSaved: 'The roster could not be saved just now. Please try again in a moment.',
} as const

export const TEAM_STORE_ERRORS = {
  closed: 'This team store has closed, so it takes no more orders. Please contact your team manager.',
  full: 'This team store is full. Please contact your team manager.',
  emailLimit: 'This e-mail address has made as many entries as a store takes from one address. Please use another address, or contact your team manager.',
  notFound: 'This team store link is not open. Please check the link with your team manager.',
  notOpened: 'The store could not be opened just now. Please try again in a moment.',
  notEntered: 'Your entry could not be saved just now. Please try again in a moment.',
  notChanged: 'The store could not be changed just now. Please try again in a moment.',
  laterDate: 'Please choose a day later than the store’s closing day now.',
  notDue: 'This store’s closing day has not come yet.',
  remindedToday: 'Reminders went out less than a day ago. Please send the next ones tomorrow.',
  notOrdered: 'Late players join a store once it has become its order.',
  notYourOrder: 'That order cannot be found in your account, or is of another product: open the store from the order’s own link.',
  refundNotFailed: 'This refund is no longer a failed one: it was made or is being tried again. Reload the page to see it.',
} as const

/** Staff's reference of a refund they made by hand in the payment provider's dashboard. */
export const REFUND_REFERENCE_MESSAGES = {
  missing: 'Please enter the refund’s reference from the payment provider’s dashboard',
  tooLong: 'Please keep the reference under 255 characters',
} as const

/** A team store's number that another player took first. */
export const numberTakenMessage = (number: string) => `Number ${number} was just taken by another player. Please choose another number.`

/** An outage, said apart from a refusal (a wrong password, not signed in), which it is not. */
export const SERVICE_UNAVAILABLE = "We couldn't reach the shop's servers just now. Please try again in a moment."

/** What the visitor reads when a limit refuses them: how long to wait, rounded up to a minute past one. */
export function limitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 60 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`
  return `Too many attempts. Please wait ${wait} and try again.`
}

/** Checkout needs a signed-in user and a cart with something in it. */
export const CHECKOUT_MESSAGES = {
  signInRequired: 'You must be logged in to checkout',
  emptyCart: 'Your cart is empty',
} as const

/** Signing in needs an e-mail (or phone) and a password. */
export const AUTH_CREDENTIALS_REQUIRED = 'You must provide either an email or phone number and a password'

/** What a visitor reads when browser storage held something unreadable. */
export const CORRUPT_STORAGE_MESSAGES = {
  cart: "We couldn't read the cart saved in this browser, so it has been emptied.",
  savedTeams: "We couldn't read the teams saved in this browser, so the list has been emptied.",
  cartPartly: "Some items saved in this browser's cart couldn't be read and were removed. The rest are still in your cart.",
  savedTeamsPartly: "Some teams saved in this browser couldn't be read and were removed. The rest are still saved.",
} as const

/** What staff read when the back office cannot load or change an order. */
export const BACK_OFFICE_MESSAGES = {
  inboxLoad: 'The inbox could not be loaded just now. Please try again in a moment.',
  orderLoad: 'This order could not be loaded just now. Please try again in a moment.',
  enquiryLoad: 'This enquiry could not be loaded just now. Please try again in a moment.',
  statusNotChanged: 'The status could not be changed just now. Please try again in a moment.',
  notAllowedMove: 'This order cannot be moved to that status from where it is now. Reload the page to see its latest status.',
  movedMeanwhile: 'Someone else changed this order’s status since you opened it. Reload the page to see where it is now.',
  balanceOpen: 'The balance is not paid yet. Only an admin can ship it now, with a note saying why.',
  mockupNotInDesign: 'A mockup is sent while the order is in design. Move it into design first, or reload the page to see where it is now.',
  mockupNotSent: 'The mockup could not be sent just now. Please try again in a moment.',
  quoteNotPricedNow: 'A request is priced while it is received, or revised while quoted. Reload the page to see where it is now.',
  quoteNotSaved: 'The quote could not be saved just now. Please try again in a moment.',
  noDepositTerms: 'The deposit terms could not be read from the site settings. Please try again in a moment.',
  paymentOverDue: 'That is more than what is still due on this order. Reload the page to see what is left to pay.',
  nothingDue: 'This order asks for no payment now. Reload the page to see where it is.',
  paymentNotRecorded: 'The payment could not be recorded just now. Please try again in a moment.',
  deliveryAfterShipping: 'This order has shipped (or is closed), so its delivery address stays as it went. Reload the page to see where it is.',
  deliveryNotChanged: 'The delivery address could not be changed just now. Please try again in a moment.',
  noteNotSaved: 'The note could not be saved just now. Please try again in a moment.',
  enquiryClosed: 'This enquiry is closed. Reopen it to send another answer.',
  answerNotSent: 'The answer could not be sent just now. Please try again in a moment.',
  enquiryNotChanged: 'The enquiry could not be closed or reopened just now. Please try again in a moment.',
  blanksLoad: 'The orders to make could not be loaded just now. Please try again in a moment.',
} as const

/** What staff read when the e-mails that have not gone cannot be shown or sent again. */
export const MAIL_PROBLEM_MESSAGES = {
  load: 'The e-mails could not be loaded just now. Please try again in a moment.',
  notRetried: 'The e-mail could not be queued again just now. Please try again in a moment.',
  notGivenUp: 'This e-mail is no longer waiting to be sent again: reload the page to see where it is.',
} as const

/** What an admin reads when giving a role does not go through. */
export const TEAM_MESSAGES = {
  teamLoad: 'The back-office team could not be loaded just now. Please try again in a moment.',
  noAccount: 'No account uses this e-mail address. They sign up on the site first, then you give them a role.',
  notConfirmed: 'This account has not confirmed its e-mail address yet. Once they follow the link we sent them, give them a role.',
  ownRole: 'You cannot change your own role: ask another admin.',
  notAdmin: 'Only an admin gives roles.',
  notChanged: 'The role could not be changed just now. Please try again in a moment.',
} as const

/** What a customer reads when accepting their quote does not go through. */
export const QUOTE_ACCEPT_MESSAGES = {
  revised: 'We revised this quote since you opened it. Look over the new one below, then accept it.',
  notOpen: 'This quote can no longer be accepted. Reload the page to see where your request is now.',
  notAccepted: 'Your acceptance could not be saved just now. Please try again in a moment.',
} as const

/** What a customer reads when their answer to a mockup is not taken. */
export const MOCKUP_ANSWER_MESSAGES = {
  answeredAlready: 'This mockup has been answered already. Reload the page to see where your order is now.',
  notSaved: 'Your answer could not be saved just now. Please try again in a moment.',
  listLoad: 'Your mockups could not be loaded just now. Please try again in a moment.',
} as const
