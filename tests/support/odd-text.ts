import fc from 'fast-check'

/** Characters people paste or forge that the browser, the server and PostgreSQL may each read differently. */
const NASTY = ['\u0000', '\u00a0', '\u2007', '\u2028', '\u200b', '\ufeff', '\t', '\n', '\u0085', '\ud800', '\udfff', '😀', 'é', '"', '\\', '<', '%', ' ']

/**
 * A valid answer typed oddly, for the property tests that check whatever a server's schema accepts,
 * the database stores: odd characters put in, random ones added, or cut or stretched to around `max`.
 */
export const oddly = (valid: string, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.array(fc.constantFrom(...NASTY), { minLength: 1, maxLength: 3 }), fc.nat(valid.length)).map(([odd, at]) => `${valid.slice(0, at)}${odd.join('')}${valid.slice(at)}`) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((extra) => `${valid}${extra}`) },
    { weight: 1, arbitrary: fc.integer({ min: max - 2, max: max + 2 }).map((length) => valid.padEnd(length, 'x').slice(0, length)) },
  )
