'use client'

import { useSyncExternalStore } from 'react'
import { Tabs, type Tab } from '@/components/ui/Tabs'
import { SIZING_TAB_PARAM as PARAM } from '@/lib/routes'

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

/** The sizing guide's tabs, with the chosen one kept in the address. */
export function SizingTabs({ tabs, defaultKey, label }: { tabs: Tab[]; defaultKey: string; label: string }) {
  const [requested, select] = useTabParam(defaultKey)
  const selected = requested && tabs.some((tab) => tab.key === requested) ? requested : defaultKey
  return <Tabs tabs={tabs} selected={selected} onSelect={select} label={label} />
}
