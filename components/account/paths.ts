import { routes } from '@/lib/routes'

/** Query values the account screens pass each other: what to tell the visitor on arrival. */
export const NOTICE = { passwordChanged: 'password-changed', linkExpired: 'expired' } as const

/** The account screens' own addresses; sign-in and the account page are in lib/routes. */
export const accountPaths = {
  register: (next?: string) => (next ? `/register?next=${encodeURIComponent(next)}` : '/register'),
  forgotPassword: '/forgot-password',
  linkExpired: `/forgot-password?error=${NOTICE.linkExpired}`,
  resetPassword: '/reset-password',
  passwordChanged: `${routes.account}?notice=${NOTICE.passwordChanged}`,
} as const
