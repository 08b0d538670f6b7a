'use client'

import { useEffect, useMemo, useState } from 'react'
import { NextStudio } from 'next-sanity/studio'
import hostedConfig, { localLakeStudioConfig } from '@/sanity.config'
import { StudioNotice } from './StudioNotice'

/** The Studio: on the hosted project, or on the local content lake at `lakeUrl`. */
export function Studio({ lakeUrl }: { lakeUrl?: string }) {
  const config = useMemo(() => (lakeUrl ? localLakeStudioConfig(lakeUrl) : hostedConfig), [lakeUrl])
  const reachable = useLakeReachable(lakeUrl)
  if (reachable === false && lakeUrl) return <LakeNotTrusted lakeUrl={lakeUrl} />
  if (reachable === null) return null
  return <NextStudio config={config} />
}

/**
 * Whether this browser can reach the local lake: null while asking, true without a lake. A browser
 * that has not yet accepted the lake's own certificate fails every request to it, and the Studio
 * would only say "an error occurred".
 */
function useLakeReachable(lakeUrl: string | undefined): boolean | null {
  const [reachable, setReachable] = useState<boolean | null>(lakeUrl ? null : true)
  useEffect(() => {
    if (!lakeUrl) return
    let current = true
    fetch(`${lakeUrl}/v1/ping`).then(
      (response) => current && setReachable(response.ok),
      () => current && setReachable(false),
    )
    return () => {
      current = false
    }
  }, [lakeUrl])
  return reachable
}

function LakeNotTrusted({ lakeUrl }: { lakeUrl: string }) {
  return (
    <StudioNotice
      title="Your browser cannot reach the local content server yet"
      intro={
        <>
          On this machine the Studio edits the content through a local server that <code>npm run serve</code> started, at{' '}
          <code>{lakeUrl}</code>. It uses a certificate it made for itself, which your browser has not accepted yet.
        </>
      }
      steps={[
        <>
          Open{' '}
          <a href={`${lakeUrl}/v1/ping`} target="_blank" rel="noreferrer" className="font-semibold text-sky-700 underline">
            the content server
          </a>{' '}
          and accept its certificate (Advanced, then Proceed). It answers <code>PONG</code>.
        </>,
        'Come back and reload this page.',
      ]}
      footnote={
        <>
          If it does not answer at all, check that <code>npm run serve</code> is still running.
        </>
      }
    />
  )
}
