import type { Metadata } from 'next'
import { DevTools } from '@/components/dev/DevTools'

export function generateMetadata(): Metadata {
  return {
    title: 'Developer tools',
    description: 'Internal developer tools: documentation of the libraries the shop uses.',
    robots: { index: false, follow: false },
  }
}

export default function DevToolsPage() {
  // Prerendered, so this is the environment of the build: "production" for `next build`.
  return <DevTools environment={process.env.NODE_ENV} />
}
