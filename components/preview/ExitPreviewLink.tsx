'use client'

import { usePathname } from 'next/navigation'

/** Ends preview and comes back to this page as visitors see it. */
export function ExitPreviewLink() {
  const pathname = usePathname()
  return (
    <a href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`} className="underline underline-offset-2">
      Exit preview
    </a>
  )
}
