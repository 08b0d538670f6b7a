import fc from 'fast-check'
import { expect, it, vi } from 'vitest'
import { changeTeams } from '@/lib/commerce/teams-service'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { storableDeep } from '@/lib/forms/storable-text'
import { teamChangeSchema } from '@/lib/teams/change.schema'
import { describeOnEachTarget, type TestUser } from '@/tests/support/commerce-backend'
import { oddly } from '@/tests/support/odd-text'

// The customer the saves are made as: their own client, as a request's session would give it.
let customer: TestUser | null = null
vi.mock('@/lib/commerce/session', () => ({
  getCurrentUser: async () => (customer ? { id: customer.id, email: customer.email } : null),
  createSessionClient: async () => customer?.client,
}))

/**
 * The saved-teams schema (shared with the page) and the database each check a team, and must agree:
 * whatever the server accepts, the database stores under the customer's account (a refusal there
 * reaches them as "Failed to save team", which no retry fixes). Each text is a near-valid answer typed
 * oddly, lengths around its cap; the colours and the logo address too.
 */
const player = { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }
/** The valid answer, or that answer typed oddly: most teams then have one or two odd texts. */
const maybeOddly = (valid: string, max: number) => fc.oneof(fc.constant(valid), oddly(valid, max))
const team = fc.record({
  teamName: oddly('Lakeside Loons', 60),
  players: fc.tuple(maybeOddly(player.name, 40), maybeOddly(player.number, 3)).map(([name, number]) => [{ ...player, name, number }]),
  primaryColor: maybeOddly('#003360', 7),
  secondaryColor: fc.constant('#00A0DF'),
  logoUrl: fc.oneof(fc.constant(null), maybeOddly('https://example.com/loon.png', 2048)),
})

describeOnEachTarget('What the saved-teams server accepts, the database stores', (backend) => {
  it('stores every team the server accepts, under its trimmed name', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
    vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
    customer = await backend().signUp()
    let stored = 0
    await fc.assert(
      fc.asyncProperty(team, async (sent) => {
        // As /api/saved-teams reads it: the JSON a browser (or a forger) sends.
        const change: unknown = JSON.parse(JSON.stringify({ type: 'save', team: sent }))
        // As the server reads it: U+0000 dropped, half a surrogate pair made U+FFFD.
        const accepted = teamChangeSchema.safeParse(storableDeep(change))
        const snapshot = await changeTeams(change, null)
        if (!accepted.success) return
        expect(snapshot.error, JSON.stringify(sent)).not.toBe(ERROR_MESSAGES.teamSave)
        if (snapshot.error) return
        expect(snapshot.teams.map((saved) => saved.teamName)).toContain(accepted.data.type === 'save' && accepted.data.team.teamName.trim())
        stored += 1
        // Never near the cap on saved teams.
        await changeTeams({ type: 'delete', teamName: snapshot.teams[0]!.teamName }, null)
      }),
      { numRuns: 80 },
    )
    expect(stored).toBeGreaterThan(10)
  }, 120_000)
})
