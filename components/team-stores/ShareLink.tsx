'use client'

import { useState, useSyncExternalStore } from 'react'
import { secondaryButtonClass } from '@/components/ui/form-classes'

const noSubscription = () => () => {}

/** The store's link to share, written in full (this site's own address), with a button that copies it. */
export function ShareLink({ path }: { path: string }) {
  const url = useSyncExternalStore(noSubscription, () => new URL(path, window.location.origin).toString(), () => path)
  const [copied, setCopied] = useState(false)
  return (
    <div className="space-y-2">
      <label htmlFor="store-link" className="block text-sm font-semibold text-navy-900">
        The link to share with your players
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input id="store-link" readOnly value={url} className="block w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900" onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true))
          }}
        >
          Copy link
        </button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied ? 'Copied: paste it in your team’s chat or e-mail.' : 'Anyone with this link can order: share it with your team only.'}
      </p>
    </div>
  )
}
