import 'server-only'
import { cache } from 'react'
import { cookies } from 'next/headers'
import { createServerClient } from '@supabase/ssr'
import type { User } from '@supabase/supabase-js'
import { commerceConfig } from './config'
import type { Database } from './database.types'

/**
 * A Supabase client acting as the visitor, with the session kept in cookies (@supabase/ssr).
 * Server components cannot set cookies; the proxy refreshes the session before they run.
 */
export async function createSessionClient() {
  const { url, publishableKey } = commerceConfig()
  const cookieStore = await cookies()
  return createServerClient<Database>(url, publishableKey, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (toSet) => {
        try {
          for (const { name, value, options } of toSet) cookieStore.set(name, value, options)
        } catch {
          // Called from a server component: the proxy has already written fresh cookies.
        }
      },
    },
  })
}

export type SessionClient = Awaited<ReturnType<typeof createSessionClient>>

/**
 * The signed-in user, verified by the auth server (getUser), never read from the cookie alone.
 * Cached for one request, so a page and its components ask the backend once.
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.auth.getUser()
  if (error || !data.user) return null
  return data.user
})
