import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

/**
 * How guessable a new password is, by zxcvbn (a maintained estimator with the common-password,
 * name and word lists password crackers start from, and their patterns: dates, sequences,
 * keyboard rows, l33t). The server refuses any new password below PASSWORD_MIN_SCORE; the register
 * and reset screens load this module only once the customer starts typing, to say so as they type.
 */

/** zxcvbn's "safely unguessable: moderate protection from offline slow-hash attacks" (about 10^8 guesses and more). */
const PASSWORD_MIN_SCORE = 3

export type PasswordStrength = {
  /** 0 (guessed at once) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4
  acceptable: boolean
  /** What makes it weak, and how to do better, in the estimator's words (either may be missing). */
  warning: string | null
  suggestions: string[]
}

let estimator: ZxcvbnFactory | undefined

/** The estimator, built on first use (its lists take a moment to load). */
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // The l33t matcher tries each way of reading the password's look-alike characters back as
    // letters: at its default cap of 100, 72 of them (the longest password) took 0.7 s of a core
    // on a quiet machine and 4 s on a busy one, for every such password posted. At 20 the scores of
    // the l33t passwords we tried are the same, and the slowest takes a fifth of that.
    l33tMaxSubstitutions: 20,
  }))

/** `related`: what the form also holds (the address, the names), which a password should not be made of. */
export function passwordStrength(password: string, related: string[] = []): PasswordStrength {
  const { score, feedback } = zxcvbn().check(password, related.map((text) => text.trim()).filter(Boolean))
  return { score, acceptable: score >= PASSWORD_MIN_SCORE, warning: feedback.warning, suggestions: feedback.suggestions }
}

/** What the form says of a password the server refuses as too easy to guess. */
export function weakPasswordMessage({ warning }: PasswordStrength): string {
  return ['This password is too easy to guess.', warning, 'Try three or four words together that are not a saying.'].filter(Boolean).join(' ')
}
