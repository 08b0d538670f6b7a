'use client'

/**
 * What a visitor sees when even the site's frame cannot be made (its header and footer read the
 * content, so a content outage with nothing kept to fall back on lands here): the shop's own
 * apology in place of Next's default, in the words of the pages' error boundary
 * (components/layout/ErrorPage.tsx). It replaces the root layout, so it brings the document itself.
 * It is part of every page's scripts: it imports nothing, and its few styles are written in place
 * (the site's stylesheet imported here cost every page 4 KiB of script).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#0f1f3d', textAlign: 'center' }}>
        <title>Something went wrong</title>
        <main role="alert" style={{ maxWidth: '36rem', margin: '0 auto', padding: '6rem 1rem' }}>
          <h1 style={{ fontSize: '2rem', textTransform: 'uppercase', letterSpacing: '0.025em' }}>Something went wrong</h1>
          <p style={{ fontSize: '1.125rem' }}>We could not show this page just now. Nothing you saved is lost: please try again in a moment.</p>
          {error.digest && <p style={{ fontSize: '0.875rem' }}>Reference: {error.digest}</p>}
          <p style={{ marginTop: '2rem' }}>
            <button type="button" onClick={reset} style={{ padding: '0.75rem 1.25rem', marginRight: '0.75rem', font: 'inherit', fontWeight: 600, textTransform: 'uppercase', background: '#0ea5e9', border: 0, borderRadius: '0.375rem', cursor: 'pointer' }}>
              Try again
            </button>
            {/* A whole new page, not a client navigation: the frame that failed is not reused. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ padding: '0.75rem 1.25rem', fontWeight: 600, textTransform: 'uppercase', color: 'inherit', border: '1px solid', borderRadius: '0.375rem' }}>
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
