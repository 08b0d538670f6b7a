import { connection } from 'next/server'
import { lakeUrlForStudio } from '@/lib/content/local-lake'
import { Studio } from './Studio'
import { StudioNotConfigured } from './StudioNotConfigured'

/**
 * /studio without a hosted project: the Studio on the local content lake when this server works
 * with one (its port is a run-time setting, not the build's), otherwise how to get a Studio.
 */
export async function LocalLakeStudio() {
  await connection()
  const lakeUrl = await lakeUrlForStudio()
  return lakeUrl ? <Studio lakeUrl={lakeUrl} /> : <StudioNotConfigured />
}
