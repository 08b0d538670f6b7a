'use client'

import { primaryButtonClass } from '@/components/ui/form-classes'

/** Opens the browser's print dialog for the page (a production sheet); not itself printed. */
export function PrintButton({ children }: { children: React.ReactNode }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${primaryButtonClass} print:hidden`}>
      {children}
    </button>
  )
}
