'use client'

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { wrapIndex } from '@/lib/carousel/carousel'

export type Tab = { key: string; title: string; panel: ReactNode }

const looks = {
  pills: {
    // In columns until every pill fits on one line: a row that wraps where the text does would move
    // its pills when the display font arrives and replaces the fallback's wider letters.
    list: 'grid grid-cols-2 gap-2 border-b border-slate-200 pb-4 sm:grid-cols-3 lg:flex lg:flex-wrap',
    tab: 'font-display rounded-full border-2 border-navy-800 px-4 py-2 text-sm font-semibold tracking-wider text-navy-800 uppercase transition-colors hover:bg-ice-100 aria-selected:bg-navy-800 aria-selected:text-white',
    panel: 'pt-8 focus-visible:rounded-md',
  },
  folders: {
    list: 'flex gap-1 border-b border-slate-300',
    tab: '-mb-px rounded-t-md border border-b-0 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-navy-900 aria-selected:border-slate-300 aria-selected:bg-white aria-selected:text-navy-900',
    panel: 'rounded-b-md border border-t-0 border-slate-300 bg-white p-4 sm:p-6',
  },
} as const

type Props = { tabs: Tab[]; selected: string; onSelect: (key: string) => void; label: string; look?: keyof typeof looks }

/**
 * ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move between tabs and
 * Tab moves into the panel. Every panel stays in the page, the unselected ones `hidden`, so their
 * content is in the server HTML and keeps its state across switches. The caller owns the selection.
 */
export function Tabs({ tabs, selected, onSelect, label, look = 'pills' }: Props) {
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const styles = looks[look]

  const activate = (index: number) => {
    const tab = tabs[index]
    if (!tab) return
    onSelect(tab.key)
    buttons.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected)
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    activate(wrapIndex(target, tabs.length))
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => activate(index)}
            className={styles.tab}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} hidden={tab.key !== selected} tabIndex={0} className={styles.panel}>
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
