import ws from 'ws'

/**
 * Options every server-side Supabase client shares. Node 20 has no global WebSocket, and
 * supabase-js refuses to start without one even though the shop never uses realtime.
 */
export const serverClientOptions = {
  realtime: { transport: ws as unknown as typeof WebSocket },
} as const
