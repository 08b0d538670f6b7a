import Link from 'next/link'
import { AuthPage } from '@/components/account/AuthPage'
import { LINK_EXPIRED } from '@/components/account/copy'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { FormAlert } from '@/components/ui/FormField'
import { requestResetAction } from '@/lib/actions/auth'
import { routes } from '@/lib/routes'

/**
 * The forgotten-password screen, and the same arriving from an e-mail link that no longer works
 * (app/auth/confirm). Two static pages rather than one reading the query: a page with a part
 * rendered per request answers a form sent without JavaScript with that part alone, a blank page.
 */
export function ForgotPassword({ linkExpired = false }: { linkExpired?: boolean }) {
  return (
    <AuthPage title="Reset your password" intro="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <div className="space-y-5">
        {linkExpired && <FormAlert tone="error">{LINK_EXPIRED} Enter your e-mail address to get a new one.</FormAlert>}
        <ForgotPasswordForm action={requestResetAction} />
        <p className="text-sm text-slate-600">
          Remembered it?{' '}
          <Link href={routes.signIn()} className="font-semibold text-sky-700 underline underline-offset-2 hover:text-navy-900">
            Back to sign in
          </Link>
        </p>
      </div>
    </AuthPage>
  )
}
