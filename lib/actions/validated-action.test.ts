import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackendError } from '@/lib/errors/backend'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { IDLE, SOMETHING_WENT_WRONG } from '@/lib/forms/form-state'
import type { ParsedForm } from '@/lib/forms/parse-form'
import { validatedAction } from './validated-action'

const values = { city: 'Winnipeg' }
const parse = (): ParsedForm<{ city: string }, 'city'> => ({ ok: true, data: values, values })
const form = new FormData()

describe('validatedAction', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reports what the work returns as done', async () => {
    const action = validatedAction(parse, async ({ city }) => ({ city }))
    expect(await action(IDLE, form)).toEqual({ status: 'done', city: 'Winnipeg' })
  })

  it('takes no report with a status of its own, which would hide that the form is done (a store closing reported its status once)', async () => {
    // @ts-expect-error: a `status` in the report is refused by the type.
    const action = validatedAction(parse, async () => ({ status: 'ordered' }))
    expect(action).toBeTypeOf('function')
  })

  it('turns a failed backend call into the form message, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const action = validatedAction(parse, async () => {
      throw new BackendError('Failed to complete checkout', new Error('timeout'))
    })
    expect(await action(IDLE, form)).toEqual({ status: 'rejected', message: 'Failed to complete checkout', errors: {}, values })
  })

  it('turns a refusal of one field, found by the work, into that field\'s error, keeping what was typed', async () => {
    const action = validatedAction(parse, async () => {
      throw new FieldRejection('city', 'We do not ship there yet')
    })
    expect(await action(IDLE, form)).toEqual({ status: 'rejected', message: null, errors: { city: 'We do not ship there yet' }, values })
  })

  it('turns an unplanned failure into an apology, keeping what was typed, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const action = validatedAction(parse, async () => {
      throw new Error('SUPABASE_SECRET_KEY must be set with NEXT_PUBLIC_SUPABASE_URL')
    })
    expect(await action(IDLE, form)).toEqual({ status: 'rejected', message: SOMETHING_WENT_WRONG, errors: {}, values })
    expect(log).toHaveBeenCalled()
  })

  it("lets Next's redirect through", async () => {
    const { redirect } = await import('next/navigation')
    const action = validatedAction(parse, async () => redirect('/account'))
    await expect(action(IDLE, form)).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') })
  })
})
