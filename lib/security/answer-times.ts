/**
 * How long sign-in, registration and a reset request take to answer, whatever the address: the
 * work behind them differs with the address (a password hashed or not, an e-mail sent or not), and
 * a visitor who times the answers must not learn which addresses have accounts. Each is above its
 * slowest path's usual time here.
 */
export const ANSWER_TIMES_MS = {
  signIn: 500,
  register: 900,
  resetRequest: 700,
} as const
