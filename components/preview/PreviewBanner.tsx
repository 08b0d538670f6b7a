import { draftMode } from 'next/headers'
import { ExitPreviewLink } from './ExitPreviewLink'
import { LazyVisualEditing } from './LazyVisualEditing'

/**
 * Says, on every page shown in preview, that drafts are showing, with the way out; and connects the
 * page to the Studio's Preview tool when it is framed there (it refreshes the page as drafts change).
 * Nothing for visitors.
 */
export async function PreviewBanner() {
  if (!(await draftMode()).isEnabled) return null
  return (
    <>
      <div role="status" className="sticky bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-navy-900">
        <span>Preview: this page shows unpublished drafts, which visitors do not see.</span>
        <ExitPreviewLink />
      </div>
      <LazyVisualEditing />
    </>
  )
}
