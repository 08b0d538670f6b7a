'use client'

import { useEffect } from 'react'
import { CloseIcon } from './icons'

const SHOW_MS = 6000

/** A short confirmation in the corner, read out by screen readers; it dismisses itself. */
export function Toast({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, SHOW_MS)
    return () => window.clearTimeout(timer)
  }, [onClose])
  return (
    <div role="status" className="fixed right-4 bottom-4 left-4 z-50 flex items-start gap-3 rounded-xl bg-navy-900 p-4 text-white shadow-2xl sm:left-auto sm:w-96">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-sky-500 font-bold text-navy-950">✓</span>
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-slate-200">{text}</p>
      </div>
      <button type="button" onClick={onClose} aria-label="Dismiss" className="grid size-8 place-items-center rounded-full hover:bg-white/10">
        <CloseIcon className="size-4" />
      </button>
    </div>
  )
}
