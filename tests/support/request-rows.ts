import { randomUUID } from 'node:crypto'
import type { TablesInsert } from '@/lib/commerce/database.types'

/**
 * Rows the database tests store straight with the service role, as the wizards' functions would
 * have stored them: one player, a design from a template, and a request for one Pro jersey.
 */

export const rosterPlayer = { name: 'Jo', number: '9', jerseySize: 'L', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }

const design = {
  templateId: 'template-stripes', templateName: 'Stripes', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: 'v-neck',
  collarName: 'V-neck', designNotes: '',
}

/** A quote request of `userId` (null: a guest's) at `status`, from `contactEmail`. */
export const quoteRequest = (userId: string | null, status: string, contactEmail: string): TablesInsert<'quote_requests'> => ({
  user_id: userId, idempotency_key: randomUUID(), product_slug: 'pro-jersey', product_name: 'Pro jersey', team_name: 'Flyers',
  contact_name: 'Jo Keeper', contact_email: contactEmail, design, roster: [rosterPlayer], player_count: 1, status,
})
