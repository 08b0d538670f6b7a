import { PortableText, type PortableTextComponents } from '@portabletext/react'
import Link from 'next/link'
import { isAllowedHref } from '@/lib/content/links'
import type { BlockContent } from '@/lib/content/sanity.types'

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mb-4 leading-relaxed last:mb-0">{children}</p>,
    h3: ({ children }) => <h3 className="font-display mt-6 mb-2 text-xl font-semibold uppercase">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-4 mb-2 text-lg font-semibold">{children}</h4>,
  },
  list: {
    bullet: ({ children }) => <ul className="mb-4 list-disc space-y-1 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="mb-4 list-decimal space-y-1 pl-6">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: string } | undefined)?.href ?? ''
      // A target the Studio would refuse (javascript:, data: …) keeps its words and loses the link.
      if (!isAllowedHref(href)) return <>{children}</>
      return href.startsWith('/') ? (
        <Link href={href} className="font-medium text-sky-700 underline">
          {children}
        </Link>
      ) : (
        <a href={href} className="font-medium text-sky-700 underline" rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  },
}

export function RichText({ value }: { value: BlockContent | null }) {
  return value ? <PortableText value={value} components={components} /> : null
}
