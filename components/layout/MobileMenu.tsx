'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { isCurrentSection } from '@/lib/routes'
import { useEffect, useId, useRef, useState } from 'react'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { SocialLinks, type SocialLink } from './SocialLinks'

type NavLink = { _key: string; label: string; href: string }

type Props = { links: NavLink[]; socialLinks: SocialLink[] | null; orderButton: { label: string; href: string } }

/** The menu below the large breakpoint: same links, a Follow us row and ORDER NOW. */
export function MobileMenu({ links, socialLinks, orderButton }: Props) {
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const pathname = usePathname()
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // Navigating by any means (a link here, back button) closes the menu.
  if (open && openedAt !== pathname) setOpen(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => {
          setOpenedAt(pathname)
          setOpen(!open)
        }}
        className="grid size-11 place-items-center rounded-md hover:bg-white/10"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-white/10 bg-navy-900 shadow-xl"
      >
        <nav aria-label="Mobile">
          <ul className="px-4 py-2">
            {links.map((item) => (
              <li key={item._key}>
                <Link
                  href={item.href}
                  onClick={close}
                  aria-current={isCurrentSection(item.href, pathname) ? 'page' : undefined}
                  className="font-display block border-b border-white/10 py-4 text-lg tracking-wide uppercase hover:text-sky-500 aria-[current=page]:text-sky-500"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-4 px-4 py-4">
          <p className="text-sm font-semibold text-slate-300">Follow us</p>
          <SocialLinks links={socialLinks} />
        </div>
        <div className="px-4 pb-6">
          <Link
            href={orderButton.href}
            onClick={close}
            className="font-display block rounded-md bg-sky-500 py-3 text-center font-semibold tracking-wider text-navy-950 uppercase hover:bg-white"
          >
            {orderButton.label}
          </Link>
        </div>
      </div>
    </div>
  )
}
