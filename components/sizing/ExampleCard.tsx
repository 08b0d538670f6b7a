import { ContentImage } from '@/components/ui/ContentImage'
import type { SizingGuideQueryResult } from '@/lib/content/sanity.types'

export type JerseyExample = SizingGuideQueryResult['examples'][number]

/** One jersey example, rendered on the server and handed to the carousel as a slide. */
export function ExampleCard({ example }: { example: JerseyExample }) {
  return (
    <>
      <div className="aspect-square overflow-hidden bg-ice-100">
        <ContentImage image={example.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-cover" />
      </div>
      <h3 className="font-display p-5 text-xl font-semibold tracking-wide text-navy-900 uppercase">{example.name}</h3>
    </>
  )
}
