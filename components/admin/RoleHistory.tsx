import { ROLE_NAMES } from '@/lib/admin/team-roles'
import type { RoleChangeEntry } from '@/lib/commerce/staff/team'
import { formatMoment } from '@/lib/format/dates'

/** Who was given or lost a role, newest first, and which admin did it. */
export function RoleHistory({ changes }: { changes: RoleChangeEntry[] }) {
  if (changes.length === 0) return <p className="mt-3 text-sm text-slate-600">No role has been changed from the back office yet.</p>
  return (
    <ol className="mt-3 divide-y divide-slate-200" aria-labelledby="role-history">
      {changes.map((change) => (
        <li key={change.id} className="py-2 text-sm">
          <p className="break-words text-slate-800">
            <span className="font-semibold text-navy-900">{change.by ?? 'The staff:role command (or a deleted account)'}</span> made <span className="font-semibold text-navy-900">{change.account}</span> {ROLE_NAMES[change.to]}{' '}
            <span className="text-slate-600">(was {ROLE_NAMES[change.from]})</span>
          </p>
          <p className="text-slate-600">{formatMoment(change.createdAt)}</p>
        </li>
      ))}
    </ol>
  )
}
