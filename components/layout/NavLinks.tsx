'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { isCurrentSection } from '@/lib/routes'

type NavLink = { _key: string; label: string; href: string }

/** The desktop navigation; marks the section the visitor is in. */
export function NavLinks({ links }: { links: NavLink[] }) {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-7 text-sm font-semibold tracking-wide uppercase">
        {links.map((item) => (
          <li key={item._key}>
            <Link
              href={item.href}
              aria-current={isCurrentSection(item.href, pathname) ? 'page' : undefined}
              className="border-b-2 border-transparent py-1 transition-colors hover:text-sky-500 aria-[current=page]:border-sky-500"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
