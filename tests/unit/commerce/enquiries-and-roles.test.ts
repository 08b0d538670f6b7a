import { beforeAll, describe, expect, it } from 'vitest'
import { type CommerceBackend, describeOnEachTarget, expectFailed, expectNoRowReached, expectRefused, serviceInsert, serviceRows, type TestUser } from '@/tests/support/commerce-backend'
import { byMoment } from '@/lib/format/dates'

/**
 * Who did what in the back office (20261203000100_staff_names_and_enquiries.sql), over HTTP on both
 * targets: staff answer a contact enquiry (kept with who sent it, e-mailed to its sender) and close
 * or reopen it; every role given or taken is written to a history naming the admin, which staff
 * read and nobody writes. Customers and visitors do none of it and read none of it.
 */
describeOnEachTarget('enquiries and role changes', (backend: () => CommerceBackend) => {
  let staff: TestUser
  let admin: TestUser

  beforeAll(async () => {
    // One after the other: two roles given at once on one PostgreSQL backend were refused ("tuple concurrently updated").
    staff = await backend().signUpWithRole('staff')
    admin = await backend().signUpWithRole('admin')
  })

  const enquiryOfA = () => serviceInsert(backend(), 'contact_enquiries', { user_id: backend().a.id, name: 'Coach Jo', email: 'jo.coach@example.com', message: 'Do you make goalie cuts?' })
  const answer = (client: CommerceBackend['anon'], id: string, body: string) => client.rpc('answer_enquiry', { p_id: id, p_body: body })
  const close = (client: CommerceBackend['anon'], id: string, closed: boolean) => client.rpc('set_enquiry_closed', { p_id: id, p_closed: closed })
  const statusOf = async (id: string) => (await serviceRows(backend(), 'contact_enquiries', 'id', id))[0]?.status
  const inboxStatusAs = async (client: CommerceBackend['anon'], id: string) => (await client.from('back_office_inbox').select('status').eq('id', id).maybeSingle()).data?.status

  describe('a contact enquiry', () => {
    it('is new until staff answer it: the answer is kept with who sent it, e-mailed to the sender, and the inbox says answered', async () => {
      const enquiry = await enquiryOfA()
      expect(await inboxStatusAs(staff.client, enquiry.id)).toBe('new')
      expect((await answer(staff.client, enquiry.id, '  Yes: every jersey comes in a goalie cut.  ')).error).toBeNull()

      expect(await statusOf(enquiry.id)).toBe('answered')
      expect(await inboxStatusAs(staff.client, enquiry.id)).toBe('answered')
      const replies = await serviceRows(backend(), 'enquiry_replies', 'enquiry_id', enquiry.id)
      expect(replies.map(({ body, sent_by }) => ({ body, sent_by }))).toEqual([{ body: 'Yes: every jersey comes in a goalie cut.', sent_by: staff.id }])
      const mail = (await serviceRows(backend(), 'mail_outbox', 'enquiry_id', enquiry.id)).filter((row) => row.template === 'enquiry_reply')
      expect(mail).toEqual([expect.objectContaining({ recipient: 'jo.coach@example.com', reply_id: replies[0]!.id })])
    })

    it('is closed and reopened by staff, naming who closed it; a closed one takes no answer until reopened, and reopens where its answers left it', async () => {
      const unanswered = await enquiryOfA()
      expect((await close(staff.client, unanswered.id, true)).error).toBeNull()
      const [closed] = await serviceRows(backend(), 'contact_enquiries', 'id', unanswered.id)
      expect(closed).toMatchObject({ status: 'closed', closed_by: staff.id })
      expect(closed?.closed_at).not.toBeNull()
      expectFailed(await answer(staff.client, unanswered.id, 'Too late'))
      expect(await serviceRows(backend(), 'enquiry_replies', 'enquiry_id', unanswered.id)).toEqual([])
      expect((await close(staff.client, unanswered.id, false)).error).toBeNull()
      expect(await serviceRows(backend(), 'contact_enquiries', 'id', unanswered.id)).toEqual([expect.objectContaining({ status: 'new', closed_by: null, closed_at: null })])

      const answered = await enquiryOfA()
      await answer(staff.client, answered.id, 'Yes.')
      await close(staff.client, answered.id, true)
      await close(staff.client, answered.id, false)
      expect(await statusOf(answered.id)).toBe('answered')
    })

    it('is answered and closed by staff only: its sender, another customer and a visitor are refused, and read no answer', async () => {
      const enquiry = await enquiryOfA()
      await answer(staff.client, enquiry.id, 'Yes.')
      for (const client of [backend().a.client, backend().b.client]) {
        expectRefused(await answer(client, enquiry.id, 'I answer myself'))
        expectRefused(await close(client, enquiry.id, true))
        expect((await client.from('enquiry_replies').select('body').eq('enquiry_id', enquiry.id)).data ?? []).toEqual([])
        expectRefused(await client.from('enquiry_replies').insert({ enquiry_id: enquiry.id, body: 'Forged' }))
      }
      expectFailed(await answer(backend().anon, enquiry.id, 'Me'))
      expectFailed(await close(backend().anon, enquiry.id, true))
      expect((await backend().anon.from('enquiry_replies').select('body')).data ?? []).toEqual([])
      expect(await statusOf(enquiry.id)).toBe('answered')
      expect(await serviceRows(backend(), 'enquiry_replies', 'enquiry_id', enquiry.id)).toHaveLength(1)
    })

    it('refuses a blank or overlong answer, and an enquiry that is not there', async () => {
      const enquiry = await enquiryOfA()
      expectFailed(await answer(staff.client, enquiry.id, '   '))
      expectFailed(await answer(staff.client, enquiry.id, 'x'.repeat(5001)))
      expectFailed(await answer(staff.client, '00000000-0000-4000-8000-000000000000', 'Nobody'))
      expectFailed(await close(staff.client, '00000000-0000-4000-8000-000000000000', true))
      expect(await statusOf(enquiry.id)).toBe('new')
    })
  })

  describe('role changes', () => {
    it('are written as an admin gives and takes a role, naming the admin; the secret-key command is written with no one', async () => {
      const member = await backend().signUp()
      expect((await admin.client.rpc('set_profile_role', { p_user_id: member.id, p_role: 'staff' })).error).toBeNull()
      expect((await admin.client.rpc('set_profile_role', { p_user_id: member.id, p_role: 'staff' })).error).toBeNull()
      expect((await admin.client.rpc('set_profile_role', { p_user_id: member.id, p_role: 'customer' })).error).toBeNull()
      expect((await backend().service.from('profiles').update({ role: 'admin' }).eq('id', member.id)).error).toBeNull()

      const changes = (await serviceRows(backend(), 'role_changes', 'user_id', member.id)).sort((x, y) => byMoment(x.created_at, y.created_at))
      expect(changes.map(({ from_role, to_role, changed_by }) => ({ from_role, to_role, changed_by }))).toEqual([
        { from_role: 'customer', to_role: 'staff', changed_by: admin.id },
        { from_role: 'staff', to_role: 'customer', changed_by: admin.id },
        { from_role: 'customer', to_role: 'admin', changed_by: null },
      ])
    })

    it('are read by staff only, and written by nobody', async () => {
      const member = await backend().signUp()
      await admin.client.rpc('set_profile_role', { p_user_id: member.id, p_role: 'staff' })
      expect((await staff.client.from('role_changes').select('to_role').eq('user_id', member.id)).data).toEqual([{ to_role: 'staff' }])
      for (const client of [backend().a.client, backend().b.client]) {
        expect((await client.from('role_changes').select('id')).data ?? []).toEqual([])
        expectRefused(await client.from('role_changes').insert({ user_id: backend().a.id, from_role: 'customer', to_role: 'admin' }))
      }
      expect((await backend().anon.from('role_changes').select('id')).data ?? []).toEqual([])
      expectRefused(await admin.client.from('role_changes').insert({ user_id: member.id, from_role: 'staff', to_role: 'admin', changed_by: admin.id }))
      expectNoRowReached(await admin.client.from('role_changes').delete().eq('user_id', member.id).select())
      expect(await serviceRows(backend(), 'role_changes', 'user_id', member.id)).toHaveLength(1)
    })
  })
})
