import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { RoleForm } from '@/components/admin/RoleForm'
import { RoleHistory } from '@/components/admin/RoleHistory'
import { DetailCard } from '@/components/admin/DetailParts'
import { queryValue, type SearchParams } from '@/components/account/query'
import { giveRoleAction } from '@/lib/actions/back-office'
import { ROLE_LABELS } from '@/lib/admin/team-roles'
import { requireAdmin } from '@/lib/commerce/staff/access'
import { listBackOfficeTeam, listRoleChanges } from '@/lib/commerce/staff/team'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Team' }

export default function TeamPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">Team</h1>
      <Suspense fallback={<p role="status">Loading the team…</p>}>
        <Team searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Team({ searchParams }: { searchParams: SearchParams }) {
  const admin = await requireAdmin()
  const [members, changes, email] = await Promise.all([listBackOfficeTeam(), listRoleChanges(), searchParams.then((query) => queryValue(query.email) ?? '')])
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <DetailCard id="team-members" title={`Back office (${members.length})`}>
        <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="team-members">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <div>
                <p className="font-semibold text-navy-900">{member.name || member.email}</p>
                <p className="text-sm break-all text-slate-600">{member.email}</p>
              </div>
              <div className="flex items-baseline gap-4 text-sm">
                <span className="font-semibold text-navy-800">{ROLE_LABELS[member.role]}</span>
                {member.email === admin.email ? (
                  <span className="text-slate-600">You</span>
                ) : (
                  <Link href={`${routes.adminTeam}?${new URLSearchParams({ email: member.email })}#give-role`} className="font-semibold text-sky-800 underline underline-offset-4">
                    Change role<span className="sr-only"> of {member.email}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </DetailCard>
      <DetailCard id="give-role" title="Give a role">
        <p className="mt-2 text-sm text-slate-600">Staff work orders in the back office; admins also give roles and may ship past an open balance. Nobody changes their own role.</p>
        <div className="mt-4">
          <RoleForm key={email} action={giveRoleAction} email={email} />
        </div>
      </DetailCard>
      <DetailCard id="role-history" title="Role history" className="bg-white lg:col-span-2">
        <RoleHistory changes={changes} />
      </DetailCard>
    </div>
  )
}
