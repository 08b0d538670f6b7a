import { describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '@/lib/payments/messages'
import { confirmOutcome, confirmTestPayment } from './confirm'

describe('confirmOutcome', () => {
  it('reads Stripe.js results and the test service’s answers alike', () => {
    expect(confirmOutcome({ paymentIntent: { status: 'succeeded' } })).toEqual({ ok: true })
    expect(confirmOutcome({ paymentIntent: { status: 'processing' } })).toEqual({ ok: true })
    expect(confirmOutcome({ paymentIntent: { status: 'requires_action' } })).toEqual({ ok: false, error: PAYMENT_MESSAGES.notCompleted })
    expect(confirmOutcome({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })).toEqual({ ok: false, error: 'Your card was declined.' })
    expect(confirmOutcome({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })).toEqual({ ok: false, error: 'Your card number is incomplete.' })
    // A developer's message is not the customer's.
    expect(confirmOutcome({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } })).toEqual({ ok: false, error: PAYMENT_MESSAGES.confirmFailed })
    // The answer to an earlier confirm was lost: it went through.
    expect(confirmOutcome({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } } })).toEqual({ ok: true })
  })
})

describe('confirmTestPayment', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: ' Jordan Lee ' }
  const start = { providerReference: 'pi_1', clientSecret: 'pi_1_secret_abc' }

  it('posts the card, form encoded, to the service and nowhere else', async () => {
    const sent: { url: string; init?: RequestInit }[] = []
    const fetchImpl: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), init })
      return Response.json({ id: 'pi_1', status: 'succeeded' })
    }
    expect(await confirmTestPayment('http://127.0.0.1:54350', start, card, { name: 'Coach', email: 'coach@example.com' }, fetchImpl)).toEqual({ ok: true })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe('http://127.0.0.1:54350/v1/payment_intents/pi_1/confirm')
    expect(sent[0]?.init?.credentials).toBe('omit')
    expect(Object.fromEntries(sent[0]?.init?.body as URLSearchParams)).toEqual({
      client_secret: 'pi_1_secret_abc',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Jordan Lee',
      'payment_method_data[billing_details][email]': 'coach@example.com',
    })
  })

  it('says a decline, an unreachable service and a client secret of another intent', async () => {
    const declined: typeof fetch = async () => Response.json({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, { status: 402 })
    expect(await confirmTestPayment('http://x', start, card, { name: '', email: '' }, declined)).toEqual({ ok: false, error: 'Your card was declined.' })
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await confirmTestPayment('http://x', start, card, { name: '', email: '' }, down)).toEqual({ ok: false, error: PAYMENT_MESSAGES.confirmUnreachable })
    let called = false
    const never: typeof fetch = async () => {
      called = true
      return Response.json({})
    }
    expect(await confirmTestPayment('http://x', { ...start, clientSecret: 'pi_2_secret_abc' }, card, { name: '', email: '' }, never)).toMatchObject({ ok: false })
    expect(called).toBe(false)
  })
})
