'use client'

import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

export type SizingTab = { key: string; title: string; panel: ReactNode }

const PARAM = 'tab'
// history.replaceState fires no event of its own; this one tells the tab store the URL changed.
const URL_CHANGED = 'sizing-tab-change'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(URL_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(URL_CHANGED, onChange)
  }
}

const tabInUrl = () => new URLSearchParams(window.location.search).get(PARAM)

/**
 * The selected tab lives in `?tab=`, read on the client only, so the page stays prerendered:
 * the server (and a browser without script) shows the default tab, and a reload or shared link
 * reopens the one that was chosen.
 */
function useTabParam(defaultKey: string) {
  const value = useSyncExternalStore(subscribe, tabInUrl, () => null)
  const select = (key: string) => {
    const url = new URL(window.location.href)
    if (key === defaultKey) url.searchParams.delete(PARAM)
    else url.searchParams.set(PARAM, key)
    window.history.replaceState(null, '', url)
    window.dispatchEvent(new Event(URL_CHANGED))
  }
  return [value, select] as const
}

const tabId = (key: string) => `sizing-tab-${key}`
const panelId = (key: string) => `sizing-panel-${key}`

/** An ARIA tabs widget; every panel is in the HTML, the unselected ones `hidden`. */
export function SizingTabs({ tabs, defaultKey, label }: { tabs: SizingTab[]; defaultKey: string; label: string }) {
  const [requested, select] = useTabParam(defaultKey)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const selected = tabs.some((tab) => tab.key === requested) ? requested : defaultKey

  const activate = (index: number) => {
    const tab = tabs[index]
    if (!tab) return
    select(tab.key)
    buttons.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected)
    const target = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    activate(target)
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2 border-b border-slate-200 pb-4">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected
          return (
            <button
              key={tab.key}
              ref={(node) => {
                buttons.current[index] = node
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => activate(index)}
              className="font-display rounded-full border-2 border-navy-800 px-4 py-2 text-sm font-semibold tracking-wider text-navy-800 uppercase transition-colors hover:bg-ice-100 aria-selected:bg-navy-800 aria-selected:text-white"
            >
              {tab.title}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="pt-8 focus-visible:rounded-md"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
