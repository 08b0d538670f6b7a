'use client'

import { lazy, Suspense } from 'react'

// Imported when first rendered, which is only on pages shown in preview: imported statically, its
// code (and next/dynamic's loader, which it uses) would be among every visitor's first scripts.
const VisualEditing = lazy(() => import('next-sanity/visual-editing/client-component').then((module) => ({ default: module.VisualEditing })))

/**
 * next-sanity's visual editing (the Studio's Preview tool refreshes the page as drafts change),
 * without its perspective and variant switches: drafts are the only perspective this site previews.
 */
export function LazyVisualEditing() {
  return (
    <Suspense fallback={null}>
      <VisualEditing />
    </Suspense>
  )
}
