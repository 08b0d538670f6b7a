import type { Metadata } from 'next'
import { ForgotPassword } from '@/components/account/ForgotPassword'

export const metadata: Metadata = { title: 'Reset your password' }

/** Where an e-mail link that no longer works leads (routes.linkExpired). */
export default function LinkExpiredPage() {
  return <ForgotPassword linkExpired />
}
