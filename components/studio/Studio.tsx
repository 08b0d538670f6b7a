'use client'

import { useMemo } from 'react'
import { NextStudio } from 'next-sanity/studio'
import hostedConfig, { localLakeStudioConfig } from '@/sanity.config'

/** The Studio: on the hosted project, or on the local content lake at `lakeUrl`. */
export function Studio({ lakeUrl }: { lakeUrl?: string }) {
  const config = useMemo(() => (lakeUrl ? localLakeStudioConfig(lakeUrl) : hostedConfig), [lakeUrl])
  return <NextStudio config={config} />
}
