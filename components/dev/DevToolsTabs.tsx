'use client'

import { useState, type ReactNode } from 'react'
import { Tabs } from '@/components/ui/Tabs'

/** Dependencies and Components; both panels stay mounted so loaded documentation survives a switch. */
export function DevToolsTabs({ dependencies, components }: { dependencies: ReactNode; components: ReactNode }) {
  const [active, setActive] = useState('dependencies')
  return (
    <Tabs
      label="Developer tools"
      look="folders"
      selected={active}
      onSelect={setActive}
      tabs={[
        { key: 'dependencies', title: 'Dependencies', panel: dependencies },
        { key: 'components', title: 'Components', panel: components },
      ]}
    />
  )
}
