'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Leaves the path that was not found in the browser console, for whoever is debugging a link. */
export function LogMissingPath() {
  const pathname = usePathname()
  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])
  return null
}
