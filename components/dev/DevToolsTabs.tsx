'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

const TABS = [
  { key: 'dependencies', label: 'Dependencies' },
  { key: 'components', label: 'Components' },
] as const

type TabKey = (typeof TABS)[number]['key']

/**
 * ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, Tab moves into
 * the panel. Both panels stay mounted so loaded documentation survives a switch.
 */
export function DevToolsTabs(panels: Record<TabKey, ReactNode>) {
  const [active, setActive] = useState<TabKey>('dependencies')
  const tabs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})
  const id = useId()

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((tab) => tab.key === active)
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = TABS[(target + TABS.length) % TABS.length]!.key
    setActive(next)
    tabs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Developer tools" className="flex gap-1 border-b border-slate-300" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabs.current[tab.key] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-controls={`${id}-${tab.key}-panel`}
            aria-selected={active === tab.key}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
            className="-mb-px rounded-t-md border border-b-0 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-navy-900 aria-selected:border-slate-300 aria-selected:bg-white aria-selected:text-navy-900"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={active !== tab.key}
          tabIndex={0}
          className="rounded-b-md border border-t-0 border-slate-300 bg-white p-4 sm:p-6"
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  )
}
