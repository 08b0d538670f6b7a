import Link from 'next/link'

const styles = {
  primary: 'bg-sky-500 text-navy-950 hover:bg-sky-600 hover:text-white',
  dark: 'bg-navy-800 text-white hover:bg-navy-700',
  outline: 'border-2 border-current text-navy-800 hover:bg-ice-100',
  light: 'border-2 border-white/80 text-white hover:bg-white hover:text-navy-900',
} as const

export type ButtonVariant = keyof typeof styles

/** A link that looks like a button. External addresses open normally, internal ones use client navigation. */
export function ButtonLink({ href, children, variant = 'dark', className = '' }: { href: string; children: React.ReactNode; variant?: ButtonVariant; className?: string }) {
  const classes = `inline-flex items-center justify-center rounded-md px-5 py-3 text-sm font-semibold tracking-wide uppercase transition-colors ${styles[variant]} ${className}`
  return href.startsWith('/') ? (
    <Link href={href} className={classes}>
      {children}
    </Link>
  ) : (
    <a href={href} className={classes} rel="noopener noreferrer">
      {children}
    </a>
  )
}
