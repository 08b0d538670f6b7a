import type { StoreBoard } from '@/lib/commerce/team-stores'
import { formatMoment } from '@/lib/format/dates'
import type { FormAction } from '@/lib/forms/form-state'
import { invitations } from '@/lib/team-stores/board'
import type { StoreChangeField } from '@/lib/team-stores/fields'
import { StoreChangeForm } from './StoreChangeForm'
import { StoreSection } from './StoreSection'

type Props = { store: StoreBoard; now: Date; action: FormAction<StoreChangeField, { action: string; count: number | null }> }

/** The board's invitations: the addresses the link went to, who of them has ordered, and the reminders to those who have not. */
export function StoreInvites({ store, now, action }: Props) {
  const { invites, toRemind, remindAgainAt } = invitations(store.invites, store.entries, store.remindedAt, now)
  return (
    <StoreSection id="invites-title" heading="Invite players">
      <p className="text-slate-700">
        We e-mail the store’s link to each address you add. Reminders go only to those who have not ordered: you may send them once a day, and we send one ourselves
        two days before the store closes.
      </p>
      <StoreChangeForm action={action} change="invite" hidden={{ id: store.id }} label="Send invitations" />
      {invites.length > 0 && (
        <>
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Invited addresses">
            {invites.map((invite) => (
              <li key={invite.email} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span className="break-all">{invite.email}</span>
                <span className={invite.ordered ? 'font-semibold text-emerald-800' : 'text-slate-600'}>{invite.ordered ? 'Ordered' : 'Not ordered yet'}</span>
              </li>
            ))}
          </ul>
          {store.remindedAt && <p className="text-sm text-slate-600">Your last reminders went on {formatMoment(store.remindedAt)}.</p>}
          {toRemind > 0 && (
            <StoreChangeForm
              action={action}
              change="remind"
              hidden={{ id: store.id }}
              label={`Remind the ${toRemind} who have not ordered`}
              notYet={remindAgainAt ? `The next reminders can go from ${formatMoment(remindAgainAt)}.` : undefined}
            />
          )}
        </>
      )}
    </StoreSection>
  )
}
