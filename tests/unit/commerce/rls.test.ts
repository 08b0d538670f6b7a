import { randomUUID } from 'node:crypto'
import { assert, beforeAll, describe, expect, it } from 'vitest'
import type { TablesInsert, TablesUpdate } from '@/lib/commerce/database.types'
import {
  describeOnEachTarget,
  expectNoRowReached,
  expectRefused,
  serviceInsert,
  serviceRows,
  untyped,
  type Client,
  type CommerceBackend,
  type Row,
  type TableName,
  type TestUser,
} from '@/tests/support/commerce-backend'
import { deliveryAddress, design, expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * Row Level Security of every public table, tried over HTTP as a visitor (anon), as customer A
 * and as customer B: first the tables of rows that belong to one customer, then profiles (made by
 * the sign-up trigger) and teams with their members and players. Each refused insert is followed
 * by the service role inserting the very same row, so only the rights can have refused it.
 */

type Access =
  /** The customer keeps these rows: reads, writes and deletes their own. */
  | 'own'
  /** Written only by the server (the service role); the customer reads their own. */
  | 'read-only'

/** One table's rows for the tests below, checked against that table's generated types. */
/**
 * Tables of rows with an id that belong to someone; rate_limits and known_sign_ins (tests/unit/commerce/rate-limits.test.ts),
 * status_transitions (back-office.test.ts) and mail_outbox (mail-outbox.test.ts) belong to nobody,
 * mockups (mockups.test.ts) and quote_lines (quote-pricing.test.ts) belong to an order's customer
 * through the order, team_store_entries, team_store_items, team_store_entry_items and payment_refunds
 * to a team store's manager through the store, team_store_item_options through the store, team_store_entry_addresses and team_store_parcels to staff alone
 * (team-stores.test.ts), as team_store_invites do, team_store_entry_links are the service role's
 * (team-store-mail.test.ts), and proven_emails (guest-claim.test.ts) is the service role's alone:
 * each is tried where it is used.
 */
type RowTable = Exclude<
  TableName,
  'rate_limits' | 'status_transitions' | 'mail_outbox' | 'mockups' | 'quote_lines' | 'proven_emails' | 'known_sign_ins' | 'team_store_entries' | 'team_store_items' | 'team_store_item_options' | 'team_store_entry_items' | 'team_store_entry_addresses' | 'team_store_parcels' | 'payment_refunds' | 'team_store_entry_links' | 'team_store_invites'
>

type TableSpec<T extends RowTable> = {
  table: T
  access: Access
  /** A valid new row belonging to `userId`. */
  newRow: (backend: CommerceBackend, userId: string) => Promise<TablesInsert<T>>
  /** A valid change to one of those rows. */
  change: TablesUpdate<T>
}

type UserTable = { [T in RowTable]: TableSpec<T> }[RowTable]

/** A bare order of the user's, to hang child rows on (each child table allows one per order). */
async function newOrder(backend: CommerceBackend, userId: string): Promise<TablesInsert<'orders'>> {
  return { user_id: userId, subtotal_cents: 1000, shipping_cents: 0, total_amount_cents: 1000, idempotency_key: randomUUID() }
}

async function orderChild<Fields extends object>(backend: CommerceBackend, userId: string, fields: Fields) {
  const order = await serviceInsert(backend, 'orders', await newOrder(backend, userId))
  return { order_id: order.id, user_id: userId, ...fields }
}

const address = { full_name: 'Jo Keeper', line1: '1 Rink Road', city: 'Winnipeg', region: 'MB', postal_code: 'R3C 0A1', country: 'CA' }

const USER_TABLES: UserTable[] = [
  {
    table: 'cart_items',
    access: 'own',
    newRow: async (_, userId) => ({
      user_id: userId, line_key: `line-${randomUUID()}`, product_slug: 'pro-jersey', name: 'Pro jersey', price_cents: 5000, quantity: 1,
    }),
    change: { quantity: 7 },
  },
  {
    table: 'team_rosters',
    access: 'own',
    newRow: async (_, userId) => ({ user_id: userId, team_name: `Team ${randomUUID()}`, players: [{ name: 'Jo', number: '9' }] }),
    change: { primary_color: '#112233' },
  },
  { table: 'orders', access: 'read-only', newRow: newOrder, change: { status: 'cancelled' } },
  {
    table: 'order_items',
    access: 'read-only',
    newRow: (backend, userId) =>
      orderChild(backend, userId, { product_slug: 'pro-jersey', product_name: 'Pro jersey', quantity: 1, price_cents: 1000, line_total_cents: 1000 }),
    change: { price_cents: 1, line_total_cents: 1 },
  },
  { table: 'shipping_address', access: 'read-only', newRow: (backend, userId) => orderChild(backend, userId, address), change: { line1: '9 Elsewhere' } },
  { table: 'billing_address', access: 'read-only', newRow: (backend, userId) => orderChild(backend, userId, address), change: { line1: '9 Elsewhere' } },
  {
    table: 'order_details',
    access: 'read-only',
    newRow: (backend, userId) => orderChild(backend, userId, { shipping_method: 'standard' }),
    change: { created_at: '2000-01-01T00:00:00+00:00' },
  },
  {
    table: 'payments',
    access: 'read-only',
    newRow: (backend, userId) => orderChild(backend, userId, { amount_cents: 1000, payment_method: 'invoice' }),
    change: { payment_status: 'paid' },
  },
  {
    table: 'order_history',
    access: 'read-only',
    newRow: (backend, userId) => orderChild(backend, userId, { status: 'pending', notes: 'Order placed' }),
    change: { notes: 'Refunded in full' },
  },
  {
    table: 'contact_enquiries',
    // Written by the site's server only, after its rate limit: each one e-mails the shop.
    access: 'read-only',
    newRow: async (_, userId) => ({ user_id: userId, name: 'Jo Keeper', email: 'jo@example.com', message: 'Do you make goalie cuts?' }),
    change: { message: 'Changed afterwards' },
  },
  // What the order wizards submit: written by the server only (submit_quote_request,
  // submit_express_order, record_request_payment; tests/unit/commerce/wizard-requests.test.ts).
  {
    table: 'quote_requests',
    access: 'read-only',
    newRow: async (_, userId) => quoteRequest(userId, 'received', 'jo@example.com'),
    change: { status: 'quoted' },
  },
  { table: 'express_orders', access: 'read-only', newRow: async (_, userId) => expressOrder(userId, 'awaiting_payment'), change: { status: 'received' } },
  {
    table: 'request_payments',
    access: 'read-only',
    newRow: async (backend, userId) => {
      const order = await serviceInsert(backend, 'express_orders', expressOrder(userId, 'awaiting_payment'))
      return {
        express_order_id: order.id, user_id: userId, provider: 'test', provider_reference: `test_${randomUUID()}`, amount_cents: order.amount_due_cents, currency: 'USD',
      }
    },
    change: { status: 'succeeded' },
  },
  // A manager's team store: opened by the server (open_team_store; tests/unit/commerce/team-stores.test.ts).
  {
    table: 'team_stores',
    access: 'read-only',
    newRow: async (_, userId) => ({
      user_id: userId, team_name: 'Owls', contact_name: 'Jo Keeper', contact_email: 'jo@example.com', product_slug: 'pro-jersey', product_name: 'Pro jersey',
      design, payment_provider: 'test', min_players: 5, closes_at: new Date(Date.now() + 7 * 86_400_000).toISOString(), delivery: deliveryAddress,
    }),
    change: { min_players: 1 },
  },
  // Recorded by staff as they ship an order (public.ship_order; tests/unit/commerce/delivery.test.ts).
  {
    table: 'shipments',
    access: 'read-only',
    newRow: (backend, userId) => orderChild(backend, userId, { carrier: 'ups', tracking_number: '1Z999AA10123456784' }),
    change: { tracking_number: '0000 0000' },
  },
]

const TEAM_TABLES = ['teams', 'team_members', 'players']
// The back office's own tables, tried as staff, customers and visitors in enquiries-and-roles.test.ts.
const STAFF_TABLES = ['role_changes', 'enquiry_replies']
const ALL_TABLES = [
  ...USER_TABLES.map(({ table }) => table),
  'profiles',
  ...TEAM_TABLES,
  ...STAFF_TABLES,
  'rate_limits',
  'status_transitions',
  'mail_outbox',
  'mockups',
  'quote_lines',
  'proven_emails',
  'known_sign_ins',
  'team_store_entries',
  'team_store_items',
  'team_store_item_options',
  'team_store_entry_items',
  'team_store_entry_addresses',
  'team_store_parcels',
  'payment_refunds',
  'team_store_entry_links',
  'team_store_invites',
]

async function createTeam(user: TestUser, name = `Team ${randomUUID().slice(0, 8)}`): Promise<string> {
  const { data, error } = await user.client.from('teams').insert({ name }).select('id').single()
  if (error) throw new Error(`creating a team failed: ${error.message}`)
  return data.id
}

async function addPlayer(client: Client, teamId: string) {
  return client.from('players').insert({ team_id: teamId, first_name: 'Jo', number: '31' }).select().single()
}

/** A player the manager added, as stored. */
async function newPlayer(manager: TestUser, teamId: string) {
  const { data, error } = await addPlayer(manager.client, teamId)
  if (error) throw new Error(`adding a player failed: ${error.message}`)
  return data
}

/** A member joined by the server's doing (an accepted invitation): nobody adds members through the API. */
async function addMember(backend: CommerceBackend, teamId: string, member: TestUser) {
  await serviceInsert(backend, 'team_members', { team_id: teamId, user_id: member.id })
}

describeOnEachTarget('Row Level Security', (backend) => {
  it('is enabled on every table of the public schema, and every one of them is tried here (PostgreSQL catalogue)', async () => {
    const { sql } = backend()
    if (!sql) return // PGlite is reachable only over HTTP; the PostgreSQL run covers the catalogue.
    const tables = await sql<{ name: string; rls: boolean }[]>`
      select relname as name, relrowsecurity as rls from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`
    expect(tables.map(({ name }) => name).sort()).toEqual([...ALL_TABLES].sort())
    expect(tables.filter(({ rls }) => !rls)).toEqual([])
  })

  /** The tests of one table, generic in it so its rows keep that table's types. */
  function describeUserTable<T extends RowTable>(spec: TableSpec<T>) {
    describe(spec.table, () => {
      const { table, access, change } = spec
      /** The table as `client` reaches it: supabase-js types only a table named in the code. */
      const from = (client: Client) => untyped(client).from(table)
      const rows: { a: Row; b: Row } = { a: {}, b: {} }
      const stored = (row: Row) => serviceRows(backend(), table, 'id', row.id)

      beforeAll(async () => {
        const { a, b } = backend()
        rows.a = await serviceInsert(backend(), table, await spec.newRow(backend(), a.id))
        rows.b = await serviceInsert(backend(), table, await spec.newRow(backend(), b.id))
      })

      /** The client may not insert `row`, yet the service role may: only the rights refused it. */
      async function expectOnlyServiceInserts(client: Client, row: TablesInsert<T>) {
        expectRefused(await from(client).insert(row))
        await serviceInsert(backend(), table, row)
      }

      it('shows a visitor nothing', async () => {
        const { data } = await from(backend().anon).select('*')
        expect(data ?? []).toEqual([])
      })

      it("lets a visitor neither change nor delete a customer's row", async () => {
        const { anon } = backend()
        const before = await stored(rows.a)
        expectNoRowReached(await from(anon).update(change).eq('id', rows.a.id).select())
        expectNoRowReached(await from(anon).delete().eq('id', rows.a.id).select())
        expect(await stored(rows.a)).toEqual(before)
      })

      it('refuses a row from a visitor', async () => {
        await expectOnlyServiceInserts(backend().anon, await spec.newRow(backend(), backend().a.id))
      })

      it('shows a customer their own rows and nobody else’s', async () => {
        const { a } = backend()
        const { data, error } = await from(a.client).select('*')
        expect(error).toBeNull()
        const seen: Row[] = data ?? []
        expect(seen.map(({ id }) => id)).toContain(rows.a.id)
        expect(seen.every(({ user_id }) => user_id === a.id)).toBe(true)
        const { data: other } = await from(a.client).select('*').eq('id', rows.b.id)
        expect(other).toEqual([])
      })

      it('lets a customer neither change nor delete another customer’s row', async () => {
        const { a } = backend()
        const before = await stored(rows.b)
        expectNoRowReached(await from(a.client).update(change).eq('id', rows.b.id).select())
        expectNoRowReached(await from(a.client).delete().eq('id', rows.b.id).select())
        expect(await stored(rows.b)).toEqual(before)
      })

      it('refuses a row in another customer’s name', async () => {
        const { a, b } = backend()
        await expectOnlyServiceInserts(a.client, await spec.newRow(backend(), b.id))
      })

      if (access === 'own') {
        it('lets a customer add, change and delete their own rows', async () => {
          const { a } = backend()
          const added = await from(a.client).insert(await spec.newRow(backend(), a.id)).select().single()
          expect(added.error).toBeNull()
          const row: Row | null = added.data
          assert(row)
          const changed = await from(a.client).update(change).eq('id', row.id).select().single()
          expect(changed.data).toMatchObject(change)
          expect(await stored(row)).toEqual([changed.data])
          const deleted = await from(a.client).delete().eq('id', row.id).select()
          expect(deleted.data).toHaveLength(1)
          expect(await stored(row)).toEqual([])
        })
      } else {
        it('lets a customer neither change nor delete their own rows', async () => {
          const { a } = backend()
          const before = await stored(rows.a)
          expectNoRowReached(await from(a.client).update(change).eq('id', rows.a.id).select())
          expectNoRowReached(await from(a.client).delete().eq('id', rows.a.id).select())
          expect(await stored(rows.a)).toEqual(before)
        })
      }

      if (access === 'read-only') {
        it('refuses a row from the customer it would belong to', async () => {
          const { a } = backend()
          await expectOnlyServiceInserts(a.client, await spec.newRow(backend(), a.id))
        })
      }
    })
  }

  for (const spec of USER_TABLES) describeUserTable(spec)

  describe('profiles', () => {
    const profileOf = async (user: TestUser) => (await serviceRows(backend(), 'profiles', 'id', user.id))[0]

    it('shows a visitor no profile and lets them change none', async () => {
      const { anon, a } = backend()
      const before = await profileOf(a)
      expect((await anon.from('profiles').select('*')).data ?? []).toEqual([])
      expectRefused(await anon.from('profiles').insert({ id: randomUUID(), email: 'visitor@example.com' }))
      expectNoRowReached(await anon.from('profiles').update({ first_name: 'Visitor' }).eq('id', a.id).select())
      expectNoRowReached(await anon.from('profiles').delete().eq('id', a.id).select())
      expect(await profileOf(a)).toEqual(before)
    })

    it('shows a customer their own profile only', async () => {
      const { a } = backend()
      const { data } = await a.client.from('profiles').select('id, email, role')
      expect(data).toEqual([{ id: a.id, email: a.email, role: 'customer' }])
    })

    it('lets a customer change their name and organisation', async () => {
      const { a } = backend()
      const change = { first_name: 'Jo', last_name: 'Keeper', organization_name: 'Winnipeg Minor Hockey' }
      const { data, error } = await a.client.from('profiles').update(change).eq('id', a.id).select().single()
      expect(error).toBeNull()
      expect(data).toMatchObject(change)
      expect(await profileOf(a)).toMatchObject(change)
    })

    it.each([
      ['role', { role: 'admin' }],
      ['e-mail', { email: 'someone-else@example.com' }],
      ['role, within an allowed change', { first_name: 'Jo', role: 'staff' }],
    ])('refuses a change of %s', async (_, change) => {
      const { a } = backend()
      const before = await profileOf(a)
      expectRefused(await a.client.from('profiles').update(change).eq('id', a.id).select())
      expect(await profileOf(a)).toEqual(before)
    })

    it('lets a customer neither change nor delete another customer’s profile', async () => {
      const { a, b } = backend()
      const before = await profileOf(b)
      expectNoRowReached(await a.client.from('profiles').update({ first_name: 'Mallory' }).eq('id', b.id).select())
      expectNoRowReached(await a.client.from('profiles').delete().eq('id', b.id).select())
      expect(await profileOf(b)).toEqual(before)
    })

    it('lets a customer neither create nor delete a profile', async () => {
      const { a, b } = backend()
      expectRefused(await a.client.from('profiles').insert({ id: b.id, email: b.email }))
      expectRefused(await a.client.from('profiles').insert({ id: randomUUID(), email: 'ghost@example.com' }))
      expectNoRowReached(await a.client.from('profiles').delete().eq('id', a.id).select())
      expect(await profileOf(a)).toBeDefined()
    })

    it('links a profile only to a team the customer belongs to', async () => {
      const { a, b } = backend()
      const own = await createTeam(a)
      const foreign = await createTeam(b)
      const linked = await a.client.from('profiles').update({ team_id: own }).eq('id', a.id).select().single()
      expect(linked.data).toMatchObject({ team_id: own })
      expectRefused(await a.client.from('profiles').update({ team_id: foreign }).eq('id', a.id).select())
      expect(await profileOf(a)).toMatchObject({ team_id: own })
    })
  })

  describe('teams, members and players', () => {
    const teamRows = async (client: Client, teamId: string) => {
      const [teams, members, players] = await Promise.all([
        client.from('teams').select('id').eq('id', teamId),
        client.from('team_members').select('user_id, role').eq('team_id', teamId),
        client.from('players').select('id').eq('team_id', teamId),
      ])
      return { teams: teams.data ?? [], members: members.data ?? [], players: players.data ?? [] }
    }
    const stored = async (teamId: string) => ({
      teams: await serviceRows(backend(), 'teams', 'id', teamId),
      members: await serviceRows(backend(), 'team_members', 'team_id', teamId),
      players: await serviceRows(backend(), 'players', 'team_id', teamId),
    })

    it('makes whoever creates a team its manager', async () => {
      const { a } = backend()
      const team = await createTeam(a)
      expect(await teamRows(a.client, team)).toEqual({ teams: [{ id: team }], members: [{ user_id: a.id, role: 'manager' }], players: [] })
    })

    it('refuses a team created in another customer’s name, and a team from a visitor', async () => {
      const { a, b, anon } = backend()
      const row = { name: 'Not mine', created_by: b.id }
      expectRefused(await a.client.from('teams').insert(row))
      expectRefused(await anon.from('teams').insert(row))
      await serviceInsert(backend(), 'teams', row)
    })

    it('shows outsiders nothing of a team and lets them change nothing', async () => {
      const { a, b, anon } = backend()
      const team = await createTeam(a)
      const player = await newPlayer(a, team)
      const before = await stored(team)

      for (const outsider of [b.client, anon]) {
        expect(await teamRows(outsider, team)).toEqual({ teams: [], members: [], players: [] })
        expectRefused(await outsider.from('team_members').insert({ team_id: team, user_id: b.id, role: 'manager' }))
        expectRefused(await addPlayer(outsider, team))
        expectNoRowReached(await outsider.from('teams').update({ name: 'Taken over' }).eq('id', team).select())
        expectNoRowReached(await outsider.from('players').update({ number: '99' }).eq('id', player.id).select())
        expectNoRowReached(await outsider.from('players').delete().eq('id', player.id).select())
        expectNoRowReached(await outsider.from('team_members').delete().eq('team_id', team).select())
        expectNoRowReached(await outsider.from('teams').delete().eq('id', team).select())
      }
      expect(await stored(team)).toEqual(before)
    })

    it('shows a member the team, and leaves its management to the manager', async () => {
      const { a, b } = backend()
      const c = await backend().signUp()
      const team = await createTeam(a)
      const player = await newPlayer(a, team)
      await addMember(backend(), team, b)
      const before = await stored(team)

      const seen = await teamRows(b.client, team)
      expect(seen.teams).toEqual([{ id: team }])
      expect(seen.members).toHaveLength(2)
      expect(seen.members).toContainEqual({ user_id: b.id, role: 'member' })
      expect(seen.players).toEqual([{ id: player.id }])

      expectRefused(await addPlayer(b.client, team))
      expectRefused(await b.client.from('team_members').insert({ team_id: team, user_id: c.id }))
      expectNoRowReached(await b.client.from('players').update({ number: '99' }).eq('id', player.id).select())
      expectNoRowReached(await b.client.from('players').delete().eq('id', player.id).select())
      expectNoRowReached(await b.client.from('teams').update({ name: 'Renamed' }).eq('id', team).select())
      expectNoRowReached(await b.client.from('teams').delete().eq('id', team).select())
      expectNoRowReached(await b.client.from('team_members').update({ role: 'manager' }).eq('user_id', b.id).eq('team_id', team).select())
      expectNoRowReached(await b.client.from('team_members').delete().eq('user_id', a.id).eq('team_id', team).select())
      expect(await stored(team)).toEqual(before)
      expect(await teamRows(c.client, team)).toEqual({ teams: [], members: [], players: [] })
    })

    it('adds nobody to a team without their consent: not the manager, and not the user themselves', async () => {
      const { a, b } = backend()
      const team = await createTeam(a)
      const before = await stored(team)
      expectRefused(await a.client.from('team_members').insert({ team_id: team, user_id: b.id }))
      expectRefused(await b.client.from('team_members').insert({ team_id: team, user_id: b.id }))
      expect(await stored(team)).toEqual(before)
    })

    it('lets a member leave the team', async () => {
      const { a, b } = backend()
      const team = await createTeam(a)
      await addMember(backend(), team, b)
      const left = await b.client.from('team_members').delete().eq('team_id', team).eq('user_id', b.id).select()
      expect(left.data).toHaveLength(1)
      expect(await teamRows(b.client, team)).toEqual({ teams: [], members: [], players: [] })
    })

    it('lets the manager rename the team, manage its players and members, and delete it', async () => {
      const { a, b } = backend()
      const team = await createTeam(a)
      expect((await a.client.from('teams').update({ name: 'Renamed' }).eq('id', team).select().single()).data).toMatchObject({ name: 'Renamed' })
      const player = await newPlayer(a, team)
      expect((await a.client.from('players').update({ number: '1' }).eq('id', player.id).select().single()).data).toMatchObject({ number: '1' })
      await addMember(backend(), team, b)
      expect((await a.client.from('team_members').delete().eq('team_id', team).eq('user_id', b.id).select()).data).toHaveLength(1)
      expect((await a.client.from('players').delete().eq('id', player.id).select()).data).toHaveLength(1)
      await addPlayer(a.client, team)
      expect((await a.client.from('teams').delete().eq('id', team).select()).data).toHaveLength(1)
      expect(await stored(team)).toEqual({ teams: [], members: [], players: [] })
    })

    it('keeps a manager from moving a player to a team they do not manage', async () => {
      const { a, b } = backend()
      const team = await createTeam(a)
      const foreign = await createTeam(b)
      const player = await newPlayer(a, team)
      expectRefused(await a.client.from('players').update({ team_id: foreign }).eq('id', player.id).select())
      expect(await serviceRows(backend(), 'players', 'id', player.id)).toEqual([player])
    })

    it('lets a manager change nothing of the team but its name', async () => {
      const { a, b } = backend()
      const team = await createTeam(a)
      const before = await stored(team)
      for (const change of [{ created_by: b.id }, { organization_id: randomUUID() }]) {
        expectRefused(await a.client.from('teams').update(change).eq('id', team).select())
      }
      expect(await stored(team)).toEqual(before)
    })
  })
})
