// Property tests of every parser a server action reads its input with: whatever arrives (fields
// missing, of the wrong type, megabytes long, in any script or with control characters, fields
// nobody asked for, repeated fields, prototype-polluting names), the parser answers and never
// throws; a refusal names each field with a message, keeps what was typed (never a password) and
// lets nothing through; an acceptance holds only the documented fields, within their caps. The
// last part proves that every exported server action in lib/actions goes through one of them
// (or, for the two that take plain values, through its zod schema) before any work is done.
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EMAIL_LINK_FIELDS,
  EMAIL_LINK_TYPES,
  NEW_PASSWORD_FIELDS,
  NEW_TEAM_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_FIELDS,
  REGISTER_FIELDS,
  RESET_REQUEST_FIELDS,
  SIGN_IN_FIELDS,
} from '@/lib/account/forms'
import {
  parseEmailLinkForm,
  parseNewPasswordForm,
  parseNewTeamForm,
  parseProfileForm,
  parseRegisterForm,
  parseResetRequestForm,
  parseSignInForm,
} from '@/lib/account/forms.schema'
import { DELIVERY_CHANGE_FIELDS, DELIVERY_NOTE_MAX_LENGTH } from '@/lib/admin/delivery-change'
import { parseDeliveryChangeForm } from '@/lib/admin/delivery-change.schema'
import { parseMailRetryForm } from '@/lib/admin/mail.schema'
import { ENQUIRY_ANSWER_FIELDS, ENQUIRY_ANSWER_MAX_LENGTH, ENQUIRY_CLOSING_FIELDS } from '@/lib/admin/enquiry'
import { parseEnquiryAnswerForm, parseEnquiryClosingForm } from '@/lib/admin/enquiry.schema'
import { ROSTER_CHANGE_FIELDS, ROSTER_CHANGE_LIMITS } from '@/lib/orders/roster-change'
import { parseRosterChangeForm } from '@/lib/orders/roster-change.schema'
import { ORDER_NOTE_FIELDS, ORDER_NOTE_MAX_LENGTH } from '@/lib/admin/order-note'
import { parseOrderNoteForm } from '@/lib/admin/order-note.schema'
import { OFFLINE_PAYMENT_FIELDS, OFFLINE_PAYMENT_NOTE_MAX_LENGTH } from '@/lib/admin/offline-payment'
import { parseOfflinePaymentForm } from '@/lib/admin/offline-payment.schema'
import { STATUS_CHANGE_FIELDS } from '@/lib/admin/status-change'
import { parseStatusChangeForm } from '@/lib/admin/status-change.schema'
import { ROLE_CHANGE_FIELDS, ROLES } from '@/lib/admin/team-roles'
import { parseRoleChangeForm } from '@/lib/admin/team.schema'
import { ENTRY_FIELDS, FILL_IN_FIELDS, ITEM_POSITIONS, MAX_ITEM_OPTIONS, MAX_STORE_ITEMS, OPEN_STORE_FIELDS, OWN_ENTRY_FIELDS, STORE_CHANGE_FIELDS } from '@/lib/team-stores/fields'
import { parseAddressCorrectionForm, parseEntryForm, parseFillInForm, parseOpenStoreForm, parseOwnEntryForm, parseParcelForm, parseStoreChangeForm } from '@/lib/team-stores/forms.schema'
import { ADDRESS_CORRECTION_FIELDS, PARCEL_FIELDS } from '@/lib/team-stores/parcels'
import { shopDay, TEAM_STORE_LIMITS } from '@/lib/team-stores/rules'
import { MAX_CART_LINES } from '@/lib/cart/catalogue'
import { cartChangeSchema } from '@/lib/cart/change.schema'
import { readStoredCart } from '@/lib/cart/cart.schema'
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/lib/pricing/quantity'
import { parseCheckoutForm } from '@/lib/checkout/address.schema'
import { CHECKOUT_FIELDS } from '@/lib/checkout/fields'
import { ENQUIRY_FIELDS } from '@/lib/contact/enquiry'
import { parseEnquiryForm } from '@/lib/contact/enquiry.schema'
import { INQUIRY_TYPES } from '@/lib/contact/inquiry-types'
import { IDLE, rejected } from '@/lib/forms/form-state'
import type { FormInput, ParsedForm } from '@/lib/forms/parse-form'
import { MOCKUP_ANSWER_FIELDS, MOCKUP_TEXT_MAX_LENGTH, SEND_MOCKUP_FIELDS } from '@/lib/orders/mockups'
import { parseMockupAnswerForm, parseSendMockupForm } from '@/lib/orders/mockups.schema'
import { parseRequestPaymentForm } from '@/lib/orders/payment.schema'
import { QUOTE_ACCEPT_FIELDS, QUOTE_LIMITS, QUOTE_PRICING_FIELDS, quoteTotalCents } from '@/lib/orders/quote'
import { parseQuoteAcceptForm, parseQuotePricingForm } from '@/lib/orders/quote.schema'
import { CARRIERS, TRACKING_NUMBER } from '@/lib/orders/shipping'
import { ALL_STATUSES, NOTE_MAX_LENGTH } from '@/lib/orders/workflow'
import { CAPTAIN_PATCHES, JERSEY_SIZES, MAX_NAME_LENGTH, PANT_SHELL_SIZES, SOCKS_SIZES } from '@/lib/roster/player'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import { teamChangeSchema } from '@/lib/teams/change.schema'
import { storableDeep, storableText } from './storable-text'
import { MAX_SAVED_TEAMS } from '@/lib/teams/saved-teams'
import { readStoredTeams } from '@/lib/teams/saved-teams.schema'
import { MAX_NOTES_LENGTH } from '@/lib/wizard/details'
import { DRAFT_FIELD, LOGO_FIELD, WIZARD_KINDS, WIZARD_STEPS, type WizardKind } from '@/lib/wizard/draft'
import { expressSubmissionSchema, parseWizardSubmission, quoteSubmissionSchema } from '@/lib/wizard/submission.schema'
import { LEAGUES, TEAM_INFO_MAX } from '@/lib/wizard/team-info'

// ---- What the server actions import, replaced where the work would reach the backend.
// Every action is still built by the real validatedAction; the wrapper only records which parser
// and which work each one was built from, so the structural tests below can ask.

type Registered = { parse: (input: FormInput) => ParsedForm<unknown, string>; run: ReturnType<typeof vi.fn>; withUser: boolean }
const registry = vi.hoisted(() => new Map<unknown, { parse: (input: never) => unknown; run: ReturnType<typeof vi.fn>; withUser: boolean }>())

vi.mock('@/lib/actions/validated-action', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/actions/validated-action')>()
  return {
    ...real,
    validatedAction: ((parse, run) => {
      const spy = vi.fn(run)
      const action = real.validatedAction(parse, spy)
      registry.set(action, { parse, run: spy, withUser: false })
      return action
    }) satisfies typeof real.validatedAction,
    validatedActionWithUser: ((parse, run) => {
      const spy = vi.fn(run)
      const action = real.validatedActionWithUser(parse, spy)
      registry.set(action, { parse, run: spy, withUser: true })
      return action
    }) satisfies typeof real.validatedActionWithUser,
  }
})

const backend = vi.hoisted(() => ({
  saveAccountCart: vi.fn(async () => {}),
  saveSavedTeam: vi.fn(async () => {}),
  deleteSavedTeam: vi.fn(async () => {}),
  getCurrentUser: vi.fn(async () => ({ id: '0b7f3f4e-2c1a-4f7e-9a55-3d2b1c0e9f11', email: 'sam@example.com' }) as unknown),
}))
vi.mock('@/lib/security/rate-limit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/security/rate-limit')>()),
  limitRefusal: vi.fn(async () => null),
  enforceLimit: vi.fn(async () => {}),
  enforceLimits: vi.fn(async () => {}),
  checkLimit: vi.fn(async () => {}),
}))
vi.mock('@/lib/commerce/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/commerce/session')>()),
  getCurrentUser: backend.getCurrentUser,
}))
vi.mock('@/lib/commerce/cart', () => ({ loadAccountCart: vi.fn(async () => []), saveAccountCart: backend.saveAccountCart }))
vi.mock('@/lib/commerce/saved-teams', () => ({
  listSavedTeams: vi.fn(async () => []),
  saveSavedTeam: backend.saveSavedTeam,
  deleteSavedTeam: backend.deleteSavedTeam,
}))
// A catalogue that is not empty (an empty one reads as the content backend failing, and nothing is saved then either).
vi.mock('@/lib/commerce/prices', () => ({ loadCatalogue: vi.fn(async () => new Map([['no-such-product', {}]])) }))

// ---- Inputs.

const UUID = '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6'
const STRONG = 'correct horse battery staple'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Names a visitor could add to any form: prototype-polluting ones, and ones that would matter were they read. */
const EXTRA_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'role', 'isAdmin', 'user_id', 'userId', 'unitPriceCents', 'price', 'status', 'paid', '$ACTION_ID_x', '0', 'shipping.__proto__.polluted', '__proto__.polluted', 'constructor.prototype.polluted'] as const

/** Text that has broken parsers elsewhere: controls, invisible and bidi characters, lone surrogates, markup, injections. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\n',
  '\t',
  '\u007f',
  '\u00a0',
  '\u200b\u200c\u200d',
  '\u202e\u2066',
  '\u2028\u2029',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(40),
  'e\u0301'.repeat(30),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table profiles; --",
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  'javascript:alert(1)',
  '{"__proto__":{"polluted":true}}',
  'null',
  'undefined',
  '[object Object]',
  'NaN',
  '-1',
  '1e400',
  '0x10',
  '١٢٣',
] as const

/** Any text: any code point, grapheme clusters, nasty samples, and lengths across every cap of the forms. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 120, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('a', ' ', '1', 'é', '😀', '\u0000', '<'), fc.integer({ min: 0, max: 6000 })).map(([unit, count]) => unit.repeat(count)) },
)

/** Megabytes of one pattern, of any code points (cut anywhere, so a surrogate pair may be halved). */
const huge = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4, unit: 'binary' }), fc.constantFrom(100_001, 1_000_000, 3_000_000))
  .map(([pattern, length]) => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length))

/** A value of another type than the string a form field holds: what a script could put in a plain object. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('polluted', '__proto__', 'toString', 'x'), fc.string({ maxLength: 5 })),
  fc.constant(new Date(0)),
  fc.constant(Symbol('field')),
  fc.constant(() => 'called'),
)

/** A near miss of a valid value: padded, repeated, cut, with a control character in it. */
const nearMiss = (valid: string) =>
  fc.oneof(
    fc.tuple(fc.constantFrom('', ' ', '\t', '\u0000', '\u00a0', '\ufeff', '\n'), fc.constantFrom('', ' ', '\u0000', '\u200b', 'x', '\n')).map(([before, after]) => `${before}${valid}${after}`),
    fc.integer({ min: 2, max: 400 }).map((times) => valid.repeat(times)),
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((end) => valid.slice(0, end)),
    fc.constant(valid.toUpperCase()),
  )

/** A submitted form: as FormData (what a browser or a script posts: strings and files, names repeated) or as a plain object (values of any type). */
type Case = { input: FormInput; typed: (field: string) => string; extras: string[] }

type Entry = [string, string | Blob]

function fromEntries(entries: Entry[]): Case {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  const typed = (field: string) => {
    const first = entries.find(([name]) => name.toWellFormed() === field)?.[1]
    // FormData holds well-formed text: a lone surrogate is replaced, as a browser's encoding would.
    return typeof first === 'string' ? first.toWellFormed() : ''
  }
  return { input: form, typed, extras: entries.map(([name]) => name) }
}

function fromRecord(values: [string, unknown][]): Case {
  const record: Record<string, unknown> = {}
  // Own properties, even `__proto__`: what JSON.parse or a form library makes of such a name.
  for (const [name, value] of values) Object.defineProperty(record, name, { value, enumerable: true, configurable: true, writable: true })
  const typed = (field: string) => {
    const value = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined
    return typeof value === 'string' ? value : ''
  }
  return { input: record as Record<string, string>, typed, extras: values.map(([name]) => name) }
}

/** A form built from a valid one: each field kept, changed, left out, or of another type; names added; some sent twice. */
function formArbitrary(valid: Record<string, string>, fields: readonly string[], { large = false } = {}): fc.Arbitrary<Case> {
  const changed = (field: string) => fc.oneof({ weight: 3, arbitrary: text }, { weight: 3, arbitrary: nearMiss(valid[field] ?? 'x') }, { weight: large ? 3 : 0, arbitrary: huge })
  const decision = (field: string) =>
    fc.oneof(
      { weight: large ? 2 : 5, arbitrary: fc.constant({ kind: 'keep' as const }) },
      { weight: large ? 4 : 4, arbitrary: changed(field).map((value) => ({ kind: 'text' as const, value })) },
      { weight: 1, arbitrary: fc.constant({ kind: 'omit' as const }) },
      { weight: 1, arbitrary: wrongType.map((value) => ({ kind: 'wrong' as const, value })) },
      { weight: 1, arbitrary: fc.tuple(changed(field), text).map((values) => ({ kind: 'twice' as const, values })) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'file' as const, bytes })) },
    )
  const names = [...new Set([...fields, ...Object.keys(valid)])]
  return fc.record({
    asFormData: fc.boolean(),
    // A quarter of the forms keep every field valid and only add names: what is accepted must leave those out.
    pristine: fc.nat({ max: 3 }).map((draw) => draw === 0),
    decisions: fc.tuple(...names.map((field) => decision(field))),
    extras: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_NAMES), fc.string({ maxLength: 12 })), fc.oneof(text, wrongType)), { maxLength: 4 }),
  }).map(({ asFormData, pristine, decisions, extras }) => {
    const values: [string, unknown][] = []
    names.forEach((field, index) => {
      const choice = pristine ? ({ kind: 'keep' } as const) : decisions[index]!
      if (choice.kind === 'keep' && field in valid) values.push([field, valid[field]])
      if (choice.kind === 'text') values.push([field, choice.value])
      if (choice.kind === 'wrong') values.push([field, choice.value])
      if (choice.kind === 'twice') values.push([field, choice.values[0]], [field, choice.values[1]])
      if (choice.kind === 'file') values.push([field, new File([choice.bytes as Uint8Array<ArrayBuffer>], 'x.png', { type: 'image/png' })])
    })
    // An extra named like a field would change that field: extras only add names the form does not read.
    for (const [name, value] of extras) if (!names.includes(name)) values.push([name, value])
    if (asFormData) {
      return fromEntries(
        values.map(([name, value]): Entry => [name, value instanceof Blob ? value : typeof value === 'string' ? value : asText(value)]),
      )
    }
    // A plain object holds one value per name: a field sent twice arrives as a list.
    const merged = new Map<string, unknown>()
    for (const [name, value] of values) merged.set(name, merged.has(name) ? [merged.get(name), value] : value)
    return fromRecord([...merged])
  })
}

/** What FormData makes of a value that is not a string or a file (a browser would only ever send text). */
function asText(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value) // a symbol, or an object without a prototype
  }
}

// ---- What every answer must be.

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort()

/** Nothing was added to every object: the answer of a parser given `__proto__` and friends. */
function expectNoPollution() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
}

/**
 * Every key of every object in `data`, however deep; each object must be a plain object or an array,
 * and every text must be one the database can keep (no U+0000, no lone surrogate: once a generic failure).
 */
function keysOf(data: unknown, into = new Set<string>()): Set<string> {
  if (typeof data === 'string') expect(storableText(data)).toBe(data)
  if (Array.isArray(data)) {
    for (const item of data) keysOf(item, into)
  } else if (data !== null && typeof data === 'object') {
    expect([Object.prototype, null]).toContain(Object.getPrototypeOf(data))
    for (const key of Object.keys(data)) {
      into.add(key)
      keysOf((data as Record<string, unknown>)[key], into)
    }
  }
  return into
}

const validPlayer = { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }

type Spec = {
  /** The parser, as the actions import it. */
  parse: (input: FormInput) => ParsedForm<unknown, string>
  fields: readonly string[]
  /** Fields never sent back (passwords). */
  secret: readonly string[]
  /** A form the parser accepts. */
  valid: Record<string, string>
  /** Every key `data` may hold, at any depth. */
  dataKeys: readonly string[]
  /** The documented caps of an accepted form's data (throws through expect when one is broken). */
  caps: (data: never) => void
  /** Free-text fields and their maximum length: one character more is refused on that field. */
  maxLength?: Record<string, number>
}

/** Text of `min` to `max` characters, counted as the schemas (zod 4.6) and PostgreSQL's char_length count them: in code points. */
const textWithin = (value: unknown, max: number, min = 0) => {
  expect(typeof value).toBe('string')
  const length = [...(value as string)].length
  expect(length).toBeLessThanOrEqual(max)
  expect(length).toBeGreaterThanOrEqual(min)
}
/** Trimmed text, as the schemas store it. */
const trimmed = (value: string) => expect(value).toBe(value.trim())
const uuid = (value: string) => expect(value).toMatch(UUID_PATTERN)
/** An e-mail as the shop's forms accept one. The length cap is asserted in its own (known-bug) test below. */
const email = (value: string) => {
  trimmed(value)
  expect(value).toMatch(EMAIL)
}
const newPassword = (value: string) => textWithin(value, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH)
const oneOf = (value: unknown, choices: readonly unknown[]) => expect(choices).toContain(value)
/** The options ticked for a store item: at most ten distinct keys of the content's shape. */
const optionKeys = (keys: readonly string[]) => {
  expect(keys.length).toBeLessThanOrEqual(MAX_ITEM_OPTIONS)
  expect(new Set(keys).size).toBe(keys.length)
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
}

const ADDRESS_KEYS = ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone']
function address(value: Record<string, string>) {
  textWithin(value.fullName, 120, 1)
  textWithin(value.line1, 200, 1)
  textWithin(value.line2, 200)
  textWithin(value.city, 100, 1)
  textWithin(value.region, 100, 1)
  textWithin(value.postalCode, 20, 1)
  oneOf(value.country, ['US', 'CA'])
  expect(value.postalCode).toMatch(value.country === 'US' ? /^\d{5}(-\d{4})?$/ : /^[A-Z]\d[A-Z] \d[A-Z]\d$/)
  expect(value.phone).toMatch(/^[0-9()+\- ]{0,30}$/)
  for (const key of ['fullName', 'line1', 'line2', 'city', 'region', 'postalCode', 'phone']) trimmed(value[key]!)
}

const validAddress = (prefix: string) => ({
  [`${prefix}.fullName`]: 'Jo Keeper',
  [`${prefix}.line1`]: '12 Rink Road',
  [`${prefix}.line2`]: '',
  [`${prefix}.city`]: 'Winnipeg',
  [`${prefix}.region`]: 'MB',
  [`${prefix}.postalCode`]: 'R3C 4T3',
  [`${prefix}.country`]: 'CA',
  [`${prefix}.phone`]: '+1 (204) 555-0101',
})

const SPECS = {
  'sign-in': {
    parse: parseSignInForm,
    fields: SIGN_IN_FIELDS,
    secret: ['password'],
    valid: { email: 'sam@example.com', password: 'hunter22' },
    dataKeys: ['email', 'password'],
    caps: (data: { email: string; password: string }) => {
      email(data.email)
      expect(data.password.length).toBeGreaterThan(0)
    },
  },
  register: {
    parse: parseRegisterForm,
    fields: REGISTER_FIELDS,
    secret: [],
    valid: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
    dataKeys: ['firstName', 'lastName', 'email'],
    caps: (data: { firstName: string; lastName: string; email: string }) => {
      textWithin(data.firstName, 60)
      textWithin(data.lastName, 60)
      trimmed(data.firstName)
      trimmed(data.lastName)
      email(data.email)
    },
    maxLength: { firstName: 60, lastName: 60 },
  },
  'reset request': {
    parse: parseResetRequestForm,
    fields: RESET_REQUEST_FIELDS,
    secret: [],
    valid: { email: 'sam@example.com' },
    dataKeys: ['email'],
    caps: (data: { email: string }) => email(data.email),
  },
  'e-mail link': {
    parse: parseEmailLinkForm,
    fields: EMAIL_LINK_FIELDS,
    secret: [],
    valid: { tokenHash: 'pkce_5f0c9a4e7b1d-4c2a', type: 'recovery', next: '/account' },
    dataKeys: ['tokenHash', 'type', 'next'],
    caps: (data: { tokenHash: string; type: string; next: string }) => {
      expect(data.tokenHash).toMatch(/^[\w-]{1,200}$/)
      oneOf(data.type, EMAIL_LINK_TYPES)
      textWithin(data.next, 500)
    },
    maxLength: { next: 500 },
  },
  'new password': {
    parse: parseNewPasswordForm,
    fields: NEW_PASSWORD_FIELDS,
    secret: ['currentPassword', 'password', 'confirmPassword'],
    valid: { currentPassword: '', password: STRONG, confirmPassword: STRONG },
    dataKeys: ['currentPassword', 'password', 'confirmPassword'],
    caps: (data: { currentPassword: string; password: string; confirmPassword: string }) => {
      textWithin(data.currentPassword, PASSWORD_MAX_LENGTH)
      newPassword(data.password)
      expect(data.confirmPassword).toBe(data.password)
    },
    maxLength: { currentPassword: PASSWORD_MAX_LENGTH },
  },
  profile: {
    parse: parseProfileForm,
    fields: PROFILE_FIELDS,
    secret: [],
    valid: { firstName: 'Sam', lastName: 'Lee', organizationName: 'Lakeside Minor Hockey', teamId: UUID },
    dataKeys: ['firstName', 'lastName', 'organizationName', 'teamId'],
    caps: (data: { firstName: string; lastName: string; organizationName: string; teamId: string | null }) => {
      textWithin(data.firstName, 60)
      textWithin(data.lastName, 60)
      textWithin(data.organizationName, 120)
      for (const value of [data.firstName, data.lastName, data.organizationName]) trimmed(value)
      if (data.teamId !== null) uuid(data.teamId)
    },
    maxLength: { firstName: 60, lastName: 60, organizationName: 120 },
  },
  'new team': {
    parse: parseNewTeamForm,
    fields: NEW_TEAM_FIELDS,
    secret: [],
    valid: { name: 'Lakeside Loons' },
    dataKeys: ['name'],
    caps: (data: { name: string }) => {
      textWithin(data.name, 80, 1)
      trimmed(data.name)
    },
    maxLength: { name: 80 },
  },
  'mockup answer': {
    parse: parseMockupAnswerForm,
    fields: MOCKUP_ANSWER_FIELDS,
    secret: [],
    valid: { mockupId: UUID, answer: 'changes', comment: 'Bigger numbers, please.' },
    dataKeys: ['mockupId', 'answer', 'comment'],
    caps: (data: { mockupId: string; answer: string; comment: string }) => {
      uuid(data.mockupId)
      oneOf(data.answer, ['approve', 'changes'])
      textWithin(data.comment, MOCKUP_TEXT_MAX_LENGTH)
      trimmed(data.comment)
      if (data.answer === 'changes') expect(data.comment).not.toBe('')
    },
    maxLength: { comment: MOCKUP_TEXT_MAX_LENGTH },
  },
  'quote acceptance': {
    parse: parseQuoteAcceptForm,
    fields: QUOTE_ACCEPT_FIELDS,
    secret: [],
    valid: { id: UUID, quotedAt: '2026-11-20T10:00:00.123456+00:00', ...validAddress('delivery') },
    dataKeys: ['id', 'quotedAt', 'delivery', ...ADDRESS_KEYS],
    caps: (data: { id: string; quotedAt: string; delivery: Record<string, string> }) => {
      uuid(data.id)
      expect(data.quotedAt).toMatch(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/)
      address(data.delivery)
    },
    maxLength: { 'delivery.fullName': 120, 'delivery.line1': 200, 'delivery.city': 100 },
  },
  'order note': {
    parse: parseOrderNoteForm,
    fields: ORDER_NOTE_FIELDS,
    secret: [],
    valid: { kind: 'order', id: UUID, note: 'Print the crest larger.', audience: 'staff' },
    dataKeys: ['kind', 'id', 'note', 'internal'],
    caps: (data: { kind: string; id: string; note: string; internal: boolean }) => {
      oneOf(data.kind, ['quote', 'express', 'order'])
      uuid(data.id)
      textWithin(data.note, ORDER_NOTE_MAX_LENGTH, 1)
      trimmed(data.note)
      expect(typeof data.internal).toBe('boolean')
    },
    maxLength: { note: ORDER_NOTE_MAX_LENGTH },
  },
  'enquiry answer': {
    parse: parseEnquiryAnswerForm,
    fields: ENQUIRY_ANSWER_FIELDS,
    secret: [],
    valid: { id: UUID, answer: 'Yes: goalie cuts on every jersey.' },
    dataKeys: ['id', 'answer'],
    caps: (data: { id: string; answer: string }) => {
      uuid(data.id)
      textWithin(data.answer, ENQUIRY_ANSWER_MAX_LENGTH, 1)
      trimmed(data.answer)
    },
    maxLength: { answer: ENQUIRY_ANSWER_MAX_LENGTH },
  },
  'enquiry closing': {
    parse: parseEnquiryClosingForm,
    fields: ENQUIRY_CLOSING_FIELDS,
    secret: [],
    valid: { id: UUID, closed: '1' },
    dataKeys: ['id', 'closed'],
    caps: (data: { id: string; closed: boolean }) => {
      uuid(data.id)
      expect(typeof data.closed).toBe('boolean')
    },
    maxLength: {},
  },
  'roster change': {
    parse: parseRosterChangeForm,
    fields: ROSTER_CHANGE_FIELDS,
    secret: [],
    valid: {
      kind: 'express', id: UUID, previous: JSON.stringify([validPlayer]), roster: JSON.stringify([validPlayer, { ...validPlayer, number: '14' }]), note: 'Lee joined', priceChange: '',
    },
    dataKeys: ['kind', 'id', 'previous', 'roster', 'note', 'priceChange', 'name', 'number', 'jerseySize', 'socksSize', 'pantShellSize', 'captainPatch'],
    caps: (data: { kind: string; id: string; previous: unknown[]; roster: unknown[]; note: string; priceChange: number }) => {
      oneOf(data.kind, WIZARD_KINDS)
      uuid(data.id)
      expect(data.previous.length).toBeLessThanOrEqual(MAX_PLAYERS)
      expect(data.roster.length).toBeGreaterThanOrEqual(1)
      expect(data.roster.length).toBeLessThanOrEqual(MAX_PLAYERS)
      textWithin(data.note, ROSTER_CHANGE_LIMITS.note)
      trimmed(data.note)
      expect(Number.isInteger(data.priceChange)).toBe(true)
      expect(Math.abs(data.priceChange)).toBeLessThanOrEqual(ROSTER_CHANGE_LIMITS.priceChangeCents)
    },
    maxLength: { note: ROSTER_CHANGE_LIMITS.note },
  },
  'delivery change': {
    parse: parseDeliveryChangeForm,
    fields: DELIVERY_CHANGE_FIELDS,
    secret: [],
    valid: { kind: 'express', id: UUID, note: 'Asked by phone', ...validAddress('delivery') },
    dataKeys: ['kind', 'id', 'note', 'delivery', ...ADDRESS_KEYS],
    caps: (data: { kind: string; id: string; note: string; delivery: Record<string, string> }) => {
      oneOf(data.kind, WIZARD_KINDS)
      uuid(data.id)
      textWithin(data.note, DELIVERY_NOTE_MAX_LENGTH)
      trimmed(data.note)
      address(data.delivery)
    },
    maxLength: { note: DELIVERY_NOTE_MAX_LENGTH, 'delivery.line2': 200, 'delivery.region': 100 },
  },
  checkout: {
    parse: parseCheckoutForm,
    fields: CHECKOUT_FIELDS,
    secret: [],
    valid: { ...validAddress('shipping'), ...validAddress('billing'), 'billing.postalCode': '12345', 'billing.country': 'US', billingSameAsShipping: '', shippingMethod: 'standard', idempotencyKey: UUID },
    dataKeys: ['shipping', 'billing', 'billingSameAsShipping', 'shippingMethod', 'idempotencyKey', ...ADDRESS_KEYS],
    caps: (data: { shipping: Record<string, string>; billing: Record<string, string>; billingSameAsShipping: boolean; shippingMethod: string; idempotencyKey: string }) => {
      address(data.shipping)
      address(data.billing)
      if (data.billingSameAsShipping) expect(data.billing).toEqual(data.shipping)
      oneOf(data.shippingMethod, ['standard'])
      uuid(data.idempotencyKey)
    },
    maxLength: { 'shipping.fullName': 120, 'shipping.line1': 200, 'shipping.line2': 200, 'shipping.city': 100, 'shipping.region': 100, 'billing.fullName': 120, 'billing.city': 100 },
  },
  enquiry: {
    parse: parseEnquiryForm,
    fields: ENQUIRY_FIELDS,
    secret: [],
    valid: { name: 'Jordan Lee', email: 'jordan@example.com', inquiryType: 'wholesale', message: 'We need 40 jerseys.' },
    dataKeys: ['name', 'email', 'inquiryType', 'message'],
    caps: (data: { name: string; email: string; inquiryType: string; message: string }) => {
      textWithin(data.name, 120, 1)
      email(data.email)
      oneOf(
        data.inquiryType,
        INQUIRY_TYPES.map((type) => type.value),
      )
      textWithin(data.message, 5000, 1)
      trimmed(data.name)
      trimmed(data.message)
    },
    maxLength: { name: 120, message: 5000 },
  },
  'request payment': {
    parse: parseRequestPaymentForm,
    fields: ['kind', 'id', 'shownCents'],
    secret: [],
    valid: { kind: 'express', id: UUID, shownCents: '12500' },
    dataKeys: ['kind', 'id', 'shownCents'],
    caps: (data: { kind: string; id: string; shownCents: number }) => {
      oneOf(data.kind, WIZARD_KINDS)
      uuid(data.id)
      expect(Number.isSafeInteger(data.shownCents) && data.shownCents > 0).toBe(true)
    },
  },
  'status change': {
    parse: parseStatusChangeForm,
    fields: STATUS_CHANGE_FIELDS,
    secret: [],
    valid: { kind: 'quote', id: UUID, from: 'received', to: 'quoted', note: 'Priced on the phone.', override: '', carrier: '', trackingNumber: '' },
    dataKeys: ['kind', 'id', 'from', 'to', 'note', 'override', 'shipment', 'carrier', 'trackingNumber'],
    caps: (data: { kind: string; id: string; from: string; to: string; note: string; override: boolean; shipment: { carrier: string; trackingNumber: string } | null }) => {
      if (data.to === 'shipped') {
        oneOf(data.shipment?.carrier, CARRIERS.map((carrier) => carrier.value))
        expect(data.shipment?.trackingNumber).toMatch(TRACKING_NUMBER.pattern)
      } else expect(data.shipment).toBeNull()
      oneOf(data.kind, ['quote', 'express', 'order'])
      uuid(data.id)
      oneOf(data.from, ALL_STATUSES)
      oneOf(data.to, ALL_STATUSES)
      textWithin(data.note, NOTE_MAX_LENGTH)
      trimmed(data.note)
      expect(typeof data.override).toBe('boolean')
    },
    maxLength: { note: NOTE_MAX_LENGTH },
  },
  'send mockup': {
    parse: parseSendMockupForm,
    fields: SEND_MOCKUP_FIELDS,
    secret: [],
    valid: { kind: 'quote', id: UUID, from: 'in_design', note: 'Round one.', file: '' },
    dataKeys: ['kind', 'id', 'from', 'note'],
    caps: (data: { kind: string; id: string; from: string; note: string }) => {
      oneOf(data.kind, ['quote', 'express'])
      uuid(data.id)
      textWithin(data.from, 40, 1)
      textWithin(data.note, MOCKUP_TEXT_MAX_LENGTH)
      trimmed(data.note)
    },
    maxLength: { note: MOCKUP_TEXT_MAX_LENGTH, from: 40 },
  },
  'quote pricing': {
    parse: parseQuotePricingForm,
    fields: QUOTE_PRICING_FIELDS,
    secret: [],
    valid: { id: UUID, from: 'received', 'lines.0.description': 'Pro jersey', 'lines.0.quantity': '18', 'lines.0.unitPrice': '$1,012.50', 'lines.1.description': 'Socks', 'lines.1.quantity': '18', 'lines.1.unitPrice': '12', rushFee: '', noteToCustomer: 'Thanks!' },
    dataKeys: ['id', 'from', 'lines', 'description', 'quantity', 'unitPriceCents', 'rushFeeCents', 'noteToCustomer'],
    caps: (data: { id: string; from: string; lines: { description: string; quantity: number; unitPriceCents: number }[]; rushFeeCents: number; noteToCustomer: string }) => {
      uuid(data.id)
      oneOf(data.from, ['received', 'quoted'])
      expect(data.lines.length).toBeGreaterThanOrEqual(1)
      expect(data.lines.length).toBeLessThanOrEqual(QUOTE_LIMITS.lines)
      for (const line of data.lines) {
        textWithin(line.description, QUOTE_LIMITS.description, 1)
        expect(Number.isSafeInteger(line.quantity) && line.quantity >= 1 && line.quantity <= QUOTE_LIMITS.quantity).toBe(true)
        expect(Number.isSafeInteger(line.unitPriceCents) && line.unitPriceCents >= 0 && line.unitPriceCents <= QUOTE_LIMITS.unitPriceCents).toBe(true)
      }
      expect(Number.isSafeInteger(data.rushFeeCents) && data.rushFeeCents >= 0 && data.rushFeeCents <= QUOTE_LIMITS.rushFeeCents).toBe(true)
      const total = quoteTotalCents(data.lines, data.rushFeeCents)
      expect(total >= QUOTE_LIMITS.minTotalCents && total <= QUOTE_LIMITS.maxTotalCents).toBe(true)
      textWithin(data.noteToCustomer, NOTE_MAX_LENGTH)
    },
    maxLength: { 'lines.0.description': QUOTE_LIMITS.description, noteToCustomer: NOTE_MAX_LENGTH },
  },
  'offline payment': {
    parse: parseOfflinePaymentForm,
    fields: OFFLINE_PAYMENT_FIELDS,
    secret: [],
    valid: { kind: 'express', id: UUID, amount: '1,250.50', note: 'Cheque 1042' },
    dataKeys: ['kind', 'id', 'amount', 'note'],
    caps: (data: { kind: string; id: string; amount: number; note: string }) => {
      oneOf(data.kind, WIZARD_KINDS)
      uuid(data.id)
      expect(Number.isSafeInteger(data.amount) && data.amount >= 1 && data.amount <= 1_000_000_000).toBe(true)
      textWithin(data.note, OFFLINE_PAYMENT_NOTE_MAX_LENGTH, 1)
      trimmed(data.note)
    },
    maxLength: { note: OFFLINE_PAYMENT_NOTE_MAX_LENGTH },
  },
  'role change': {
    parse: parseRoleChangeForm,
    fields: ROLE_CHANGE_FIELDS,
    secret: [],
    valid: { email: 'Coach@Example.com', role: 'staff' },
    dataKeys: ['email', 'role'],
    caps: (data: { email: string; role: string }) => {
      email(data.email)
      expect(data.email).toBe(data.email.toLowerCase())
      oneOf(data.role, ROLES)
    },
  },
  'team store opening': {
    parse: parseOpenStoreForm,
    fields: OPEN_STORE_FIELDS,
    secret: [],
    valid: {
      productSlug: 'chel-jersey', 'offer.0': 'a1b2c3', 'offer.2': 'youth', teamName: 'Owls', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', primaryColor: '#003360', secondaryColor: '#00A0DF',
      designNotes: 'Owl on the chest', markup: '5', minPlayers: '10', closingDay: shopDay(new Date(Date.now() + 10 * 86_400_000)), shipsTo: 'players', fromKind: 'quote', fromId: UUID, ...validAddress('delivery'),
    },
    dataKeys: [
      'productSlug', 'offered', 'teamName', 'contactName', 'contactEmail', 'primaryColor', 'secondaryColor', 'designNotes', 'markupCents', 'minPlayers', 'closingDay', 'shipsTo', 'from', 'kind', 'id', 'delivery', ...ADDRESS_KEYS,
    ],
    caps: (data: { productSlug: string; offered: string[]; teamName: string; contactName: string; contactEmail: string; primaryColor: string; designNotes: string; markupCents: number; minPlayers: number; closingDay: string; from: { kind: string; id: string } | null; delivery: Record<string, string> }) => {
      if (data.from) {
        oneOf(data.from.kind, ['quote', 'express'])
        expect(data.from.id).toMatch(/^[0-9a-f-]{36}$/i)
      }
      textWithin(data.productSlug, 120, 1)
      optionKeys(data.offered)
      textWithin(data.teamName, 80, 1)
      trimmed(data.teamName)
      textWithin(data.contactName, 120, 1)
      email(data.contactEmail)
      expect(data.primaryColor).toMatch(/^#[0-9A-Fa-f]{6}$/)
      textWithin(data.designNotes, 2000)
      expect(Number.isSafeInteger(data.markupCents) && data.markupCents >= 0 && data.markupCents <= TEAM_STORE_LIMITS.maxMarkupCents).toBe(true)
      expect(Number.isSafeInteger(data.minPlayers) && data.minPlayers >= 1 && data.minPlayers <= TEAM_STORE_LIMITS.maxPlayers).toBe(true)
      expect(data.closingDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      address(data.delivery)
    },
    maxLength: { teamName: 80, contactName: 120, designNotes: 2000 },
  },
  'team store entry': {
    parse: parseEntryForm,
    fields: ENTRY_FIELDS,
    secret: [],
    valid: { store: 'a'.repeat(64), items: `${UUID},${UUID}`, name: 'Morrison', number: '9', 'take.0': 'on', 'size.0': 'L', 'option.0': '41ea23b2a4c1', 'take.1': 'on', 'size.1': 'M', email: 'mo@example.com' },
    // Each item's place is a key of take and size.
    dataKeys: ['store', 'items', 'name', 'number', 'take', 'size', 'option', 'email', 'delivery', ...ADDRESS_KEYS, ...ITEM_POSITIONS.map(String)],
    caps: (data: { store: string; items: string; name: string; number: string; take: Record<string, string>; size: Record<string, string>; option: Record<string, string>; email: string }) => {
      expect(data.store).toMatch(/^[0-9a-f]{64}$/)
      textWithin(data.items, MAX_STORE_ITEMS * 40)
      textWithin(data.name, 40, 1)
      trimmed(data.name)
      expect(data.number).toMatch(/^\d{1,3}$/)
      for (const typed of [...Object.values(data.take), ...Object.values(data.size)]) textWithin(typed, 10)
      for (const typed of Object.values(data.option)) textWithin(typed, 64)
      email(data.email)
    },
    maxLength: { name: 40 },
  },
  'team store entry change': {
    parse: parseOwnEntryForm,
    fields: OWN_ENTRY_FIELDS,
    secret: [],
    valid: { entry: 'b'.repeat(64), name: 'Morrison', number: '9', 'size.0': 'XL', 'size.2': 'M' },
    dataKeys: ['entry', 'name', 'number', 'size', 'delivery', ...ADDRESS_KEYS, ...ITEM_POSITIONS.map(String)],
    caps: (data: { entry: string; name: string; number: string; size: Record<string, string> }) => {
      expect(data.entry).toMatch(/^[0-9a-f]{64}$/)
      textWithin(data.name, 40, 1)
      expect(data.number).toMatch(/^\d{1,3}$/)
      for (const typed of Object.values(data.size)) textWithin(typed, 10)
    },
    maxLength: { name: 40 },
  },
  'team store change': {
    parse: parseStoreChangeForm,
    fields: STORE_CHANGE_FIELDS,
    secret: [],
    valid: { action: 'close', id: UUID, entryId: '', closingDay: '', note: 'Everyone has ordered', emails: '' },
    dataKeys: ['action', 'id', 'entryId', 'itemId', 'closingDay', 'note', 'acceptBelowMinimum', 'emails', 'enabled', 'productSlug', 'offer', 'markup', 'required'],
    caps: (data: { action: string; note?: string; emails?: string[]; productSlug?: string; offer?: string[]; markup?: number }) => {
      oneOf(data.action, ['extend', 'close', 'cancel', 'remove', 'add-item', 'remove-item', 'invite', 'remind', 'link'])
      if (data.productSlug !== undefined) textWithin(data.productSlug, 120, 1)
      if (data.offer !== undefined) optionKeys(data.offer)
      if (data.markup !== undefined) expect(data.markup).toBeLessThanOrEqual(10_000)
      if (data.note !== undefined) textWithin(data.note, 2000)
      if (data.emails !== undefined) {
        expect(data.emails.length).toBeGreaterThan(0)
        expect(data.emails.length).toBeLessThanOrEqual(100)
        for (const email of data.emails) textWithin(email, 254, 3)
      }
    },
    maxLength: { note: 2000 },
  },
  'team store fill-in': {
    parse: parseFillInForm,
    fields: FILL_IN_FIELDS,
    secret: [],
    valid: { id: UUID, itemId: UUID, players: '12, Dupont, L' },
    dataKeys: ['id', 'itemId', 'option', 'players'],
    caps: (data: { id: string; itemId: string; option: string; players: string }) => {
      expect(data.id).toMatch(/^[0-9a-f-]{36}$/i)
      uuid(data.itemId)
      expect(data.option).toMatch(/^[A-Za-z0-9_-]{0,64}$/)
      textWithin(data.players, 30 * 80, 1)
    },
    maxLength: { players: 30 * 80 },
  },
  'team store parcel': {
    parse: parseParcelForm,
    fields: PARCEL_FIELDS,
    secret: [],
    valid: { entryId: UUID, carrier: 'ups', trackingNumber: '1Z 999 AA1 0123' },
    dataKeys: ['entryId', 'shipment', 'carrier', 'trackingNumber'],
    caps: (data: { entryId: string; shipment: { carrier: string; trackingNumber: string } }) => {
      uuid(data.entryId)
      oneOf(data.shipment.carrier, CARRIERS.map((carrier) => carrier.value))
      expect(data.shipment.trackingNumber).toMatch(TRACKING_NUMBER.pattern)
    },
  },
  'team store address correction': {
    parse: parseAddressCorrectionForm,
    fields: ADDRESS_CORRECTION_FIELDS,
    secret: [],
    valid: { entryId: UUID, ...validAddress('delivery') },
    dataKeys: ['entryId', 'delivery', ...ADDRESS_KEYS],
    caps: (data: { entryId: string; delivery: Record<string, string> }) => {
      uuid(data.entryId)
      address(data.delivery)
    },
  },
  'mail retry': {
    parse: parseMailRetryForm,
    fields: ['id'],
    secret: [],
    valid: { id: UUID },
    dataKeys: ['id'],
    caps: (data: { id: string }) => uuid(data.id),
  },
} satisfies Record<string, Spec>

/** The answer to one submitted form, checked against everything the rule of the codebase asks. */
function expectCleanAnswer(spec: Spec, { input, typed }: Case) {
  let parsed!: ParsedForm<unknown, string>
  expect(() => (parsed = spec.parse(input))).not.toThrow()
  expectNoPollution()
  // What was typed comes back, every field of the form and nothing else; secrets blank.
  expect(Object.keys(parsed.values).sort()).toEqual([...spec.fields].sort())
  for (const field of spec.fields) expect(parsed.values[field], field).toBe(spec.secret.includes(field) ? '' : typed(field))
  if (!parsed.ok) {
    const entries = Object.entries(parsed.errors)
    expect(entries.length).toBeGreaterThan(0)
    for (const [field, message] of entries) {
      expect(spec.fields).toContain(field)
      expect(typeof message).toBe('string')
      expect((message as string).trim()).not.toBe('')
    }
    return
  }
  for (const key of keysOf(parsed.data)) expect(spec.dataKeys, `data holds "${key}"`).toContain(key)
  spec.caps(parsed.data as never)
}

describe.each(Object.entries(SPECS) as [string, Spec][])('the %s parser', (_, spec) => {
  it('accepts its valid form, and finds the fields of its form', () => {
    const parsed = spec.parse(spec.valid)
    expect(parsed.ok ? null : parsed.errors).toBeNull()
    expectCleanAnswer(spec, fromRecord(Object.entries(spec.valid)))
  })

  it('never throws, and answers cleanly whatever is sent', () => {
    let accepted = 0
    let refused = 0
    fc.assert(
      fc.property(formArbitrary(spec.valid, spec.fields), (sent) => {
        expectCleanAnswer(spec, sent)
        if (spec.parse(sent.input).ok) accepted++
        else refused++
      }),
      { numRuns: 150 },
    )
    // Both answers were exercised (a quarter of the forms are valid ones with names added).
    expect(refused).toBeGreaterThan(0)
    expect(accepted).toBeGreaterThan(0)
  })

  it('answers cleanly to fields megabytes long', () => {
    fc.assert(
      fc.property(formArbitrary(spec.valid, spec.fields, { large: true }), (sent) => expectCleanAnswer(spec, sent)),
      { numRuns: 6 },
    )
  })
})

const CAPPED = (Object.entries(SPECS) as [string, Spec][]).flatMap(([name, spec]) => Object.entries(spec.maxLength ?? {}).map(([field, max]) => [name, field, max, spec] as const))

describe.each(CAPPED)('the %s parser’s %s field', (_, field, max, spec) => {
  it.each([max + 1, 3_000_000])('refuses %i characters on that field, keeping what was typed (secrets blank)', (length) => {
    const value = 'a'.repeat(length)
    const parsed = spec.parse({ ...spec.valid, [field]: value })
    expect(parsed.ok ? null : parsed.errors[field]).toMatch(/\S/)
    expect(parsed.values[field]).toBe(spec.secret.includes(field) ? '' : value)
  })
})

describe('the e-mail fields', () => {
  // Capped at 254 characters (RFC 5321) like every e-mail the shop keeps: once uncapped, a
  // megabyte address reached Supabase Auth or the database and came back as a generic failure.
  const addresses = [`${'a'.repeat(250)}@example.com`, `${'a'.repeat(3_000_000)}@example.com`]
  it.each([
    ['sign-in', SPECS['sign-in']],
    ['register', SPECS.register],
    ['reset request', SPECS['reset request']],
    ['enquiry', SPECS.enquiry],
    ['role change', SPECS['role change']],
  ] as [string, Spec][])('the %s form refuses a well-formed e-mail address over 254 characters on its field', (_, spec) => {
    for (const address of addresses) {
      const parsed = spec.parse({ ...spec.valid, email: address })
      expect(parsed.ok === false && parsed.errors.email).toMatch(/\S/)
    }
  })
})

// ---- The wizards: one field holds the whole order as JSON; the logo travels beside it.

const earliestDate = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const WIZARD_PARSERS: Record<WizardKind, (input: FormInput) => ParsedForm<unknown, string>> = {
  // As lib/actions/wizards.ts builds them (module-private there; the structural test checks they agree).
  quote: (input) => parseWizardSubmission('quote', quoteSubmissionSchema(earliestDate()), input),
  express: (input) => parseWizardSubmission('express', expressSubmissionSchema, input),
}

const validTeamInfo = { teamName: 'Lakeside Loons', league: "men's-league", contactName: 'Jo Keeper', contactEmail: 'jo.keeper@example.com', contactPhone: '+1 (204) 555-0101' }
const VALID_DRAFTS: Record<WizardKind, Record<string, unknown>> = {
  quote: {
    kind: 'quote',
    productSlug: 'showtime-jersey',
    step: 4,
    teamInfo: validTeamInfo,
    players: [validPlayer, { ...validPlayer, name: '', number: '' }],
    logoNotes: 'Loon on the chest',
    idempotencyKey: UUID,
    design: { templateId: 'template-stripes', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: 'v-neck', designNotes: '' },
    details: { estimatedQuantity: '18', targetDate: '', additionalNotes: '' },
  },
  express: {
    kind: 'express',
    productSlug: 'showtime-jersey',
    step: 3,
    teamInfo: validTeamInfo,
    players: [validPlayer],
    logoNotes: '',
    idempotencyKey: UUID,
    paymentType: 'deposit',
    delivery: { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: '', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0A1', country: 'CA', phone: '' },
  },
}

/** Every path in a JSON value, objects and leaves alike. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at]
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...at, index]))]
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, [...at, key]))]
  return here
}

/** A deep copy of plain objects and arrays (own keys, `__proto__` included); anything else is kept as it is. */
function copyOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return value
  const copy = Array.isArray(value) ? [] : {}
  for (const key of Object.keys(value)) withOwn(copy, key, copyOf((value as Record<string, unknown>)[key]))
  return copy
}

type Edit = { path: (string | number)[]; set?: unknown; remove?: boolean; add?: [string, unknown] }

/** A copy of `value` with the value at `path` replaced, removed, or given a key; unchanged when an earlier edit took the path away. */
function edited(value: unknown, { path, ...change }: Edit): unknown {
  const copy = copyOf(value)
  if (path.length === 0) return change.remove ? undefined : change.add ? (typeof copy === 'object' && copy !== null ? withOwn(copy, ...change.add) : copy) : change.set
  if (copy === null || typeof copy !== 'object') return copy
  let node = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) {
    const next = node[key]
    if (next === null || typeof next !== 'object') return copy
    node = next as Record<string | number, unknown>
  }
  const last = path.at(-1)!
  if (change.remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1)
    else delete node[last]
  } else if (change.add) {
    const target = node[last]
    if (target !== null && typeof target === 'object') withOwn(target, ...change.add)
  } else withOwn(node, String(last), change.set)
  return copy
}

const withOwn = (object: object, key: string, value: unknown) => Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true })

const jsonValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.constant({ polluted: true }) },
  { weight: 1, arbitrary: fc.array(fc.constant(validPlayer), { minLength: MAX_PLAYERS - 1, maxLength: MAX_PLAYERS * 2 + 2 }) },
)

/** A wizard's submission: its JSON draft mangled (values changed, parts removed, keys added, text broken), or no JSON at all. */
function submissionArbitrary(kind: WizardKind, { large = false } = {}): fc.Arbitrary<Case> {
  const valid = VALID_DRAFTS[kind]
  const paths = pathsOf(valid)
  const edit = fc.oneof(
    fc.record({ path: fc.constantFrom(...paths), set: large ? fc.oneof(jsonValue, huge) : jsonValue }),
    fc.record({ path: fc.constantFrom(...paths), remove: fc.constant(true) }),
    fc.record({ path: fc.constantFrom(...paths), add: fc.tuple(fc.constantFrom(...EXTRA_NAMES), fc.oneof(jsonValue, fc.constant({ polluted: true }))) }),
  )
  const draftText = fc.oneof(
    { weight: 6, arbitrary: fc.array(edit, { maxLength: 3 }).map((edits) => JSON.stringify(edits.reduce<unknown>((draft, change) => edited(draft, change), valid)) ?? '') },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"polluted":true},"kind":"quote"}', '{', '[]', 'null', '"draft"', JSON.stringify(valid).slice(0, -1), `${JSON.stringify(valid)}garbage`) },
  )
  return fc.record({ draft: draftText, asFormData: fc.boolean(), logo: fc.option(fc.uint8Array({ maxLength: 32 })), extras: fc.array(fc.tuple(fc.constantFrom(...EXTRA_NAMES), text), { maxLength: 3 }) }).map(({ draft, asFormData, logo, extras }) => {
    const entries: Entry[] = [[DRAFT_FIELD, draft], ...extras]
    if (logo) entries.push([LOGO_FIELD, new File([logo as Uint8Array<ArrayBuffer>], 'logo.png')])
    return asFormData ? fromEntries(entries) : fromRecord(entries.filter(([, value]) => typeof value === 'string'))
  })
}

const SUBMISSION_KEYS = {
  common: ['productSlug', 'teamInfo', 'players', 'logoNotes', 'idempotencyKey', 'teamName', 'league', 'contactName', 'contactEmail', 'contactPhone', 'name', 'number', 'jerseySize', 'socksSize', 'pantShellSize', 'captainPatch'],
  quote: ['design', 'templateId', 'primaryColor', 'secondaryColor', 'collarStyle', 'designNotes', 'details', 'estimatedQuantity', 'targetDate', 'notes'],
  express: ['paymentType', 'delivery', ...ADDRESS_KEYS],
}

type Submission = {
  productSlug: string
  teamInfo: Record<keyof typeof TEAM_INFO_MAX, string>
  players: Record<'name' | 'number' | 'jerseySize' | 'socksSize' | 'pantShellSize' | 'captainPatch', string>[]
  logoNotes: string
  idempotencyKey: string
  design?: Record<string, string>
  details?: { estimatedQuantity: number | null; targetDate: string | null; notes: string }
  paymentType?: string
  delivery?: Record<string, string>
}

function expectSubmissionCaps(kind: WizardKind, data: Submission) {
  textWithin(data.productSlug, 120, 1)
  for (const [field, max] of Object.entries(TEAM_INFO_MAX)) {
    textWithin(data.teamInfo[field as keyof typeof TEAM_INFO_MAX], max)
    trimmed(data.teamInfo[field as keyof typeof TEAM_INFO_MAX])
  }
  expect(data.teamInfo.teamName).not.toBe('')
  expect(data.teamInfo.contactName).not.toBe('')
  expect(data.teamInfo.contactEmail).toMatch(EMAIL)
  if (data.teamInfo.league) oneOf(data.teamInfo.league, LEAGUES.map((league) => league.value))
  expect(data.players.length).toBeGreaterThanOrEqual(1)
  expect(data.players.length).toBeLessThanOrEqual(MAX_PLAYERS)
  for (const player of data.players) {
    textWithin(player.name, MAX_NAME_LENGTH)
    expect(player.number).toMatch(/^[0-9]{0,3}$/)
    expect(player.name.trim() !== '' || player.number !== '').toBe(true)
    oneOf(player.jerseySize, ['', ...JERSEY_SIZES.map((size) => size.value)])
    oneOf(player.socksSize, ['', ...SOCKS_SIZES.map((size) => size.value)])
    oneOf(player.pantShellSize, ['', ...PANT_SHELL_SIZES.map((size) => size.value)])
    oneOf(player.captainPatch, CAPTAIN_PATCHES.map((patch) => patch.value))
  }
  textWithin(data.logoNotes, MAX_NOTES_LENGTH)
  uuid(data.idempotencyKey)
  if (kind === 'express') {
    oneOf(data.paymentType, ['deposit', 'full'])
    address(data.delivery ?? {})
  }
  if (kind === 'quote') {
    const { design, details } = data as Required<Submission>
    textWithin(design.templateId, 120)
    textWithin(design.collarStyle, 60)
    textWithin(design.designNotes, MAX_NOTES_LENGTH)
    expect(design.primaryColor).toMatch(/^#[0-9a-fA-F]{6}$/)
    expect(design.secondaryColor).toMatch(/^#[0-9a-fA-F]{6}$/)
    if (details.estimatedQuantity !== null) expect(Number.isInteger(details.estimatedQuantity) && details.estimatedQuantity >= 1 && details.estimatedQuantity <= 10_000).toBe(true)
    if (details.targetDate !== null) expect(details.targetDate >= earliestDate() && /^\d{4}-\d{2}-\d{2}$/.test(details.targetDate)).toBe(true)
    textWithin(details.notes, MAX_NOTES_LENGTH)
  }
}

function expectCleanSubmission(kind: WizardKind, { input }: Case) {
  let parsed!: ParsedForm<unknown, string>
  expect(() => (parsed = WIZARD_PARSERS[kind](input))).not.toThrow()
  expectNoPollution()
  const steps = WIZARD_STEPS[kind].map((step) => step.id as string)
  // The wizard keeps everything the team typed in the browser: the server sends back one blank value per step, never the draft.
  expect(parsed.values).toEqual(Object.fromEntries(steps.map((step) => [step, ''])))
  if (!parsed.ok) {
    const entries = Object.entries(parsed.errors)
    expect(entries.length).toBeGreaterThan(0)
    for (const [step, message] of entries) {
      expect(steps).toContain(step)
      expect(message).toMatch(/\S/)
    }
    return
  }
  const allowed = [...SUBMISSION_KEYS.common, ...SUBMISSION_KEYS[kind]]
  for (const key of keysOf(parsed.data)) expect(allowed, `data holds "${key}"`).toContain(key)
  expectSubmissionCaps(kind, parsed.data as Submission)
}

describe.each(WIZARD_KINDS)('the %s wizard submission parser', (kind) => {
  it('accepts a valid draft, dropping the blank players and what only the browser keeps (kind, step)', () => {
    const parsed = WIZARD_PARSERS[kind]({ [DRAFT_FIELD]: JSON.stringify(VALID_DRAFTS[kind]) })
    expect(parsed.ok ? null : parsed.errors).toBeNull()
    expect(parsed.ok && (parsed.data as Submission).players).toHaveLength(1)
    expectCleanSubmission(kind, fromRecord([[DRAFT_FIELD, JSON.stringify(VALID_DRAFTS[kind])]]))
  })

  it('never throws, and answers cleanly whatever the draft holds', () => {
    let accepted = 0
    fc.assert(
      fc.property(submissionArbitrary(kind), (sent) => {
        expectCleanSubmission(kind, sent)
        if (WIZARD_PARSERS[kind](sent.input).ok) accepted++
      }),
      { numRuns: 300 },
    )
    expect(accepted).toBeGreaterThan(0)
  })

  it('answers cleanly to drafts megabytes long', () => {
    fc.assert(
      fc.property(submissionArbitrary(kind, { large: true }), (sent) => expectCleanSubmission(kind, sent)),
      { numRuns: 8 },
    )
  })

  it('refuses an unreadable draft on the first step, with the words for it', () => {
    for (const draft of ['', '{', 'null', '[]', '"x"', '1', 'x'.repeat(3_000_000)]) {
      const parsed = WIZARD_PARSERS[kind]({ [DRAFT_FIELD]: draft })
      expect(parsed.ok ? null : parsed.errors, draft.slice(0, 10)).toEqual({ team: 'Your order could not be read. Please check each step and try again.' })
    }
    // No draft field at all, or a file where the draft should be.
    const form = new FormData()
    form.set(DRAFT_FIELD, new File(['{}'], 'draft.json'))
    expect(WIZARD_PARSERS[kind](form).ok).toBe(false)
    expect(WIZARD_PARSERS[kind]({}).ok).toBe(false)
  })
})

it('the quote wizard’s refusal of the logo notes names its design step, where they are typed', () => {
  // Once filed under the 'logo' step, which only the express wizard has: the team saw nothing happen.
  for (const logoNotes of ['x'.repeat(MAX_NOTES_LENGTH + 1), 42]) {
    const parsed = WIZARD_PARSERS.quote({ [DRAFT_FIELD]: JSON.stringify({ ...VALID_DRAFTS.quote, logoNotes }) })
    expect(parsed.ok ? null : parsed.errors).toEqual({ design: expect.stringMatching(/\S/) })
  }
})

// ---- The cart and saved-teams actions take values, not forms: their schemas are fuzzed here, and the actions below.

const cartLine = {
  productSlug: 'showtime-jersey',
  name: 'Showtime Game Jersey',
  optionKey: 'ceecf567ba31',
  optionName: null,
  size: 'L',
  variantKey: '18f077a45710',
  variantName: null,
  colorCode: null,
  image: null,
  quantity: 2,
  customization: { size: 'M', primaryColor: '#003360', secondaryColor: '#00A0DF', teamName: 'Loons', players: [validPlayer], notes: '', logoUrl: null },
}
const savedTeam = { teamName: 'Loons', players: [validPlayer], primaryColor: '#003360', secondaryColor: '#00A0DF', logoUrl: 'https://example.com/loon.png' }
const VALID_CHANGES = {
  cart: [{ type: 'add', line: cartLine }, { type: 'update', id: 'showtime-jersey-abc', quantity: 3 }, { type: 'remove', id: 'showtime-jersey-abc' }, { type: 'clear' }],
  teams: [{ type: 'save', team: savedTeam }, { type: 'delete', teamName: 'Loons' }],
}

/** A value built from a valid one with edits, as a script calling the action could send it (not only JSON: functions, symbols, cycles aside). */
function changeArbitrary(valids: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...valids).chain((valid) => {
        const paths = pathsOf(valid)
        const edit = fc.oneof(
          fc.record({ path: fc.constantFrom(...paths), set: fc.oneof(jsonValue, wrongType, fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(-0)) }),
          fc.record({ path: fc.constantFrom(...paths), remove: fc.constant(true) }),
          fc.record({ path: fc.constantFrom(...paths), add: fc.tuple(fc.constantFrom(...EXTRA_NAMES), jsonValue) }),
        )
        return fc.array(edit, { maxLength: 3 }).map((edits) => edits.reduce<unknown>((value, change) => edited(value, change), valid))
      }),
    },
  )
}

const CART_LINE_KEYS = ['id', 'productSlug', 'name', 'optionKey', 'optionName', 'size', 'variantKey', 'variantName', 'colorCode', 'image', 'quantity', 'unitPriceCents', 'customization']
const CUSTOMIZATION_KEYS = ['size', 'primaryColor', 'secondaryColor', 'teamName', 'players', 'notes', 'logoUrl', 'name', 'number', 'jerseySize', 'socksSize', 'pantShellSize', 'captainPatch']
const TEAM_KEYS = ['teamName', 'players', 'primaryColor', 'secondaryColor', 'logoUrl', 'name', 'number', 'jerseySize', 'socksSize', 'pantShellSize', 'captainPatch']

function expectCustomizationCaps(value: { players: unknown[]; teamName: string; notes: string; logoUrl: string | null }) {
  expect(value.players.length).toBeLessThanOrEqual(MAX_PLAYERS)
  textWithin(value.teamName, 60)
  if ('notes' in value) textWithin(value.notes, 1000)
  if (value.logoUrl !== null) {
    textWithin(value.logoUrl, 2048)
    expect(value.logoUrl).toMatch(/^https?:/)
  }
}

describe('the cart and saved-teams change schemas (changeCart, changeTeams)', () => {
  it('never throw, and pass only the documented keys within their caps', () => {
    fc.assert(
      fc.property(changeArbitrary(VALID_CHANGES.cart), (change) => {
        const parsed = cartChangeSchema.safeParse(storableDeep(change)) // as changeCart reads it
        expectNoPollution()
        if (!parsed.success) {
          expect(parsed.error.issues[0]?.message).toMatch(/\S/)
          return
        }
        for (const key of keysOf(parsed.data)) expect(['type', 'line', 'id', 'quantity', ...CART_LINE_KEYS, ...CUSTOMIZATION_KEYS]).toContain(key)
        if (parsed.data.type === 'update') expect(parsed.data.quantity >= MIN_LINE_QUANTITY && parsed.data.quantity <= MAX_LINE_QUANTITY).toBe(true)
        if (parsed.data.type === 'add') {
          expect(parsed.data.line).not.toHaveProperty('unitPriceCents')
          expect(parsed.data.line).not.toHaveProperty('id')
          textWithin(parsed.data.line.name, 120, 1)
          expectCustomizationCaps(parsed.data.line.customization)
        }
      }),
      { numRuns: 400 },
    )
    fc.assert(
      fc.property(changeArbitrary(VALID_CHANGES.teams), (change) => {
        const parsed = teamChangeSchema.safeParse(storableDeep(change)) // as changeTeams reads it
        expectNoPollution()
        if (!parsed.success) {
          expect(parsed.error.issues[0]?.message).toMatch(/\S/)
          return
        }
        for (const key of keysOf(parsed.data)) expect(['type', 'team', ...TEAM_KEYS]).toContain(key)
        if (parsed.data.type === 'delete') textWithin(parsed.data.teamName, 60, 1)
        else {
          textWithin(parsed.data.team.teamName, 60, 1)
          expectCustomizationCaps({ ...parsed.data.team, notes: '' })
        }
      }),
      { numRuns: 400 },
    )
  })

  it('read a browser copy of any text (what /api/cart, /api/saved-teams and sign-in pass on) without throwing, keeping at most the caps', () => {
    const validCart = JSON.stringify([{ ...cartLine, id: 'showtime-jersey-abc', unitPriceCents: 9000 }])
    const validTeams = JSON.stringify([savedTeam])
    const copy = (valid: string) =>
      fc.oneof(
        text,
        fc.jsonValue().map((value) => JSON.stringify(value)),
        nearMiss(valid),
        fc.integer({ min: 0, max: 3 * MAX_CART_LINES }).map((count) => `[${Array.from({ length: count }, () => valid.slice(1, -1)).join(',')}]`),
        fc.constant('[{"__proto__":{"polluted":true}}]'),
      )
    fc.assert(
      fc.property(copy(validCart), copy(validTeams), (cart, teams) => {
        const readCart = readStoredCart(cart)
        const readTeams = readStoredTeams(teams)
        expectNoPollution()
        expect(readCart.lines.length).toBeLessThanOrEqual(MAX_CART_LINES)
        expect(readTeams.teams.length).toBeLessThanOrEqual(MAX_SAVED_TEAMS)
        for (const key of keysOf(readCart.lines)) expect([...CART_LINE_KEYS, ...CUSTOMIZATION_KEYS]).toContain(key)
        for (const key of keysOf(readTeams.teams)) expect(TEAM_KEYS).toContain(key)
        for (const message of [readCart.error, readTeams.error]) if (message !== null) expect(message).toMatch(/\S/)
      }),
      { numRuns: 200 },
    )
    expect(readStoredCart(validCart).lines).toHaveLength(1)
    expect(readStoredTeams(validTeams).teams).toHaveLength(1)
  })
})

// ---- Every server action goes through a parser first.

/**
 * The action modules: every file of lib/actions whose first statement is 'use server' (Next makes
 * each of their exports a server action anyone can call). Found by listing the folder, so a new
 * module is covered without touching this test.
 */
const ACTION_FILES = readdirSync('lib/actions')
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/.test(readFileSync(`lib/actions/${file}`, 'utf8')))

/**
 * The actions that take plain values rather than a form, each validated by its schema in the
 * service it calls (lib/commerce/cart-service.ts, teams-service.ts); proven below by calling them.
 */
const VALUE_ACTIONS = ['changeCart', 'changeTeams']

/** Which parser each form action must use: the ones fuzzed above. */
const PARSER_OF: Record<string, Spec['parse'] | 'none'> = {
  signInAction: SPECS['sign-in'].parse,
  registerAction: SPECS.register.parse,
  requestResetAction: SPECS['reset request'].parse,
  confirmEmailLinkAction: SPECS['e-mail link'].parse,
  newPasswordAction: SPECS['new password'].parse,
  updateProfileAction: SPECS.profile.parse,
  // A button with no fields (noFields): nothing to validate, and nothing typed to keep.
  signOutAction: 'none',
  createTeamAction: SPECS['new team'].parse,
  answerMockupAction: SPECS['mockup answer'].parse,
  acceptQuoteAction: SPECS['quote acceptance'].parse,
  placeOrderAction: SPECS.checkout.parse,
  sendEnquiry: SPECS.enquiry.parse,
  submitQuoteRequest: WIZARD_PARSERS.quote,
  submitExpressOrder: WIZARD_PARSERS.express,
  startRequestPayment: SPECS['request payment'].parse,
  changeStatusAction: SPECS['status change'].parse,
  changeDeliveryAction: SPECS['delivery change'].parse,
  addOrderNoteAction: SPECS['order note'].parse,
  answerEnquiryAction: SPECS['enquiry answer'].parse,
  closeEnquiryAction: SPECS['enquiry closing'].parse,
  changeRosterAction: SPECS['roster change'].parse,
  changeMyRosterAction: SPECS['roster change'].parse,
  sendMockupAction: SPECS['send mockup'].parse,
  priceQuoteAction: SPECS['quote pricing'].parse,
  recordOfflinePaymentAction: SPECS['offline payment'].parse,
  giveRoleAction: SPECS['role change'].parse,
  retryMailAction: SPECS['mail retry'].parse,
  openTeamStoreAction: SPECS['team store opening'].parse,
  enterTeamStoreAction: SPECS['team store entry'].parse,
  changeOwnEntryAction: SPECS['team store entry change'].parse,
  changeTeamStoreAction: SPECS['team store change'].parse,
  addFillInAction: SPECS['team store fill-in'].parse,
  shipParcelAction: SPECS['team store parcel'].parse,
  correctParcelAddressAction: SPECS['team store address correction'].parse,
}

/** What each form action is sent below: its own form mangled, its draft for a wizard. */
function sentTo(name: string): fc.Arbitrary<Case> {
  if (name === 'submitQuoteRequest') return submissionArbitrary('quote')
  if (name === 'submitExpressOrder') return submissionArbitrary('express')
  const spec = (Object.values(SPECS) as Spec[]).find((candidate) => candidate.parse === PARSER_OF[name])
  return spec ? formArbitrary(spec.valid, spec.fields) : fc.constant(fromEntries([]))
}

const modules = Object.fromEntries(await Promise.all(ACTION_FILES.map(async (file) => [file, (await import(`@/lib/actions/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>] as const)))
const actions = Object.entries(modules).flatMap(([file, exports]) => Object.entries(exports).map(([name, action]) => ({ file, name, action })))

describe('every server action in lib/actions validates its input first', () => {
  beforeEach(() => vi.clearAllMocks())
  afterAll(() => vi.restoreAllMocks())

  it('finds the action modules and their actions', () => {
    expect(ACTION_FILES.sort()).toEqual(expect.arrayContaining(['account.ts', 'auth.ts', 'back-office.ts', 'cart.ts', 'checkout.ts', 'contact.ts', 'saved-teams.ts', 'wizards.ts']))
    expect(ACTION_FILES).not.toContain('validated-action.ts')
    expect(actions.length).toBeGreaterThanOrEqual(Object.keys(PARSER_OF).length + VALUE_ACTIONS.length)
  })

  it.each(actions.map(({ file, name }) => [`${file}: ${name}`, name]))('%s is built with validatedAction from a known parser, or validates its values itself', (_, name) => {
    const { action } = actions.find((candidate) => candidate.name === name)!
    expect(typeof action).toBe('function')
    if (VALUE_ACTIONS.includes(name)) return expect(registry.has(action)).toBe(false)
    const registered = registry.get(action) as Registered | undefined
    expect(registered, `${name} is not built with validatedAction or validatedActionWithUser (add a parser, or prove it validates like changeCart)`).toBeDefined()
    expect(Object.keys(PARSER_OF), `${name} has no parser listed in this test`).toContain(name)
    const expected = PARSER_OF[name]!
    if (expected === 'none') return expect(registered!.parse({}).ok).toBe(true)
    if (registered!.parse === expected) return
    // The wizards' parsers are made inside lib/actions/wizards.ts: they must answer as the ones fuzzed above.
    fc.assert(
      fc.property(sentTo(name), ({ input }) => {
        expect(registered!.parse(input)).toEqual(expected(input))
      }),
      { numRuns: 100 },
    )
  })

  it.each(Object.keys(PARSER_OF).filter((name) => PARSER_OF[name] !== 'none'))('%s refuses what its parser refuses, before any work, with the parser’s errors and what was typed', async (name) => {
    const { action } = actions.find((candidate) => candidate.name === name)!
    const registered = registry.get(action) as Registered
    let refusals = 0
    await fc.assert(
      fc.asyncProperty(sentTo(name), async ({ input }) => {
        const form = input instanceof FormData ? input : (() => {
          const data = new FormData()
          for (const [key, value] of Object.entries(input)) if (typeof value === 'string') data.append(key, value)
          return data
        })()
        const parsed = registered.parse(form)
        if (parsed.ok) return
        refusals++
        const answer = await (action as (previous: unknown, form: FormData) => Promise<unknown>)(IDLE, form)
        expect(answer).toEqual(rejected(parsed.errors, parsed.values))
      }),
      { numRuns: 60 },
    )
    expect(refusals).toBeGreaterThan(0)
    expect(registered.run).not.toHaveBeenCalled()
    expect(backend.getCurrentUser).not.toHaveBeenCalled()
  })

  it.each([
    ['changeCart', 'cart', cartChangeSchema, backend.saveAccountCart],
    ['changeTeams', 'teams', teamChangeSchema, backend.saveSavedTeam],
  ] as const)('%s (values, not a form) refuses what its schema refuses, storing nothing', async (name, kind, schema, store) => {
    const { action } = actions.find((candidate) => candidate.name === name)!
    const call = action as (change: unknown, browserCopy: unknown) => Promise<{ error: string | null }>
    let refusals = 0
    await fc.assert(
      fc.asyncProperty(changeArbitrary(VALID_CHANGES[kind]), fc.oneof(fc.constant(null), text, wrongType), async (change, browserCopy) => {
        // As the action reads it: text it cannot store (a NUL, say) is dropped before its schema judges it.
        if (schema.safeParse(storableDeep(change)).success) return
        refusals++
        const answer = await call(change, browserCopy)
        expect(answer.error).toMatch(/\S/)
      }),
      // Always tried: a NUL its schema refuses and the action drops, so stores (this test once counted it refused).
      { numRuns: 150, examples: [[{ type: 'save', team: { ...savedTeam, players: [{ ...validPlayer, socksSize: '\u0000' }] } }, null]] },
    )
    expect(refusals).toBeGreaterThan(0)
    expect(store).not.toHaveBeenCalled()
    expect(backend.deleteSavedTeam).not.toHaveBeenCalled()
    // The same action does store a valid change (so the spies above are the right ones): signed in, the cart cleared, a team saved.
    await call(kind === 'cart' ? { type: 'clear' } : { type: 'save', team: savedTeam }, null)
    expect(store).toHaveBeenCalledTimes(1)
  })
})
