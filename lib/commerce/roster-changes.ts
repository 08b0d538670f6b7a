import 'server-only'
import { ROSTER_CHANGE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { RequestRef } from '@/lib/orders/request-ref'
import type { RosterPricing, RosterToChange } from '@/lib/orders/roster-change'
import type { RosterChange } from '@/lib/orders/roster-change.schema'
import type { Player } from '@/lib/roster/player'
import { backendFailure } from './errors'
import { readRequest } from './my-requests'
import { createSessionClient } from './session'

const COMMON_COLUMNS = 'id, reference, team_name, product_name, status, roster, amount_paid_cents'
const COLUMNS = {
  express: `${COMMON_COLUMNS}, price_per_player_cents, subtotal_cents`,
  quote: `${COMMON_COLUMNS}, total_cents, deposit_cents`,
} as const

type Row = {
  id: string
  reference: string
  team_name: string
  product_name: string
  status: string
  roster: unknown
  amount_paid_cents: number
  price_per_player_cents?: number
  subtotal_cents?: number
  total_cents?: number | null
  deposit_cents?: number | null
}

function rosterToChange(kind: RequestRef['kind'], row: Row): RosterToChange {
  const pricing: RosterPricing =
    kind === 'express'
      ? { kind, pricePerPlayerCents: row.price_per_player_cents ?? 0, subtotalCents: row.subtotal_cents ?? 0, paidCents: row.amount_paid_cents }
      : { kind, totalCents: row.total_cents ?? 0, depositCents: row.deposit_cents ?? 0, paidCents: row.amount_paid_cents }
  // The database's check holds every stored roster to the roster's shape (public.is_wizard_roster).
  return { kind, id: row.id, reference: row.reference, teamName: row.team_name, productName: row.product_name, status: row.status, roster: row.roster as Player[], pricing }
}

/**
 * A request whose roster the signed-in person may change: the customer's own (`mine`), or any, as
 * staff read it (Row Level Security shows staff every request). Null when it is not there or not theirs.
 */
export async function readRosterToChange(request: RequestRef, whose: 'mine' | 'staff'): Promise<RosterToChange | null> {
  const row = request.kind === 'express' ? await readRequest('express', request.id, COLUMNS.express, whose) : await readRequest('quote', request.id, COLUMNS.quote, whose)
  return row && rosterToChange(request.kind, row)
}

/**
 * Changes a roster as the signed-in customer or staff member (public.change_roster: who may, when,
 * and the price), with a history entry and the e-mails, in one transaction.
 */
export async function changeRoster({ kind, id, previous, roster, note, priceChange }: RosterChange): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('change_roster', {
    p_kind: kind,
    p_id: id,
    p_previous: previous,
    p_roster: roster,
    p_note: note,
    p_price_change_cents: priceChange,
  })
  if (!error) return
  if (error.hint === 'transition') throw new FieldRejection('id', ROSTER_CHANGE_MESSAGES.tooLate)
  if (error.hint === 'stale') throw new FieldRejection('id', ROSTER_CHANGE_MESSAGES.changedMeanwhile)
  if (error.hint === 'unchanged') throw new FieldRejection('roster', ROSTER_CHANGE_MESSAGES.unchanged)
  if (error.hint === 'overpaid') throw new FieldRejection('roster', ROSTER_CHANGE_MESSAGES.belowPaid)
  if (error.hint === 'below_deposit') throw new FieldRejection('priceChange', ROSTER_CHANGE_MESSAGES.belowDeposit)
  throw backendFailure(error, ROSTER_CHANGE_MESSAGES.notSaved)
}
