import { ImageWithFallback } from '@/components/ui/ImageWithFallback'
import { isPlaceholder } from '@/lib/images/fallback'

type Props = {
  id: string
  title: string
  note: string
  candidates: string[]
  /** The original picture and the default fallback, to name each step of the chain. */
  src: string | null
  fallback: string
  width: number
  height: number
}

function stepLabel(candidate: string, src: string | null, fallback: string): string {
  if (candidate === src) return 'Picture'
  if (candidate === fallback) return 'Default fallback'
  if (isPlaceholder(candidate)) return 'Placeholder (drawn locally)'
  return 'Legacy folder'
}

/** One picture on the image test page, with the candidates it may fall back through. */
export function ImageDemo({ id, title, note, candidates, src, fallback, width, height }: Props) {
  return (
    <figure aria-labelledby={id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col items-center justify-center bg-ice-100 p-4">
        <ImageWithFallback
          candidates={candidates}
          alt={title}
          width={width}
          height={height}
          className="h-40 w-full object-contain"
          debug
        />
      </div>
      <figcaption className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h3 id={id} className="font-display text-lg font-semibold tracking-wide text-navy-900 uppercase">
          {title}
        </h3>
        <p className="text-slate-600">{note}</p>
        <ol aria-label="Candidates in order" className="mt-auto list-decimal space-y-1 pl-5 text-slate-700">
          {candidates.map((candidate) => (
            <li key={candidate} className="break-all">
              <span className="font-medium">{stepLabel(candidate, src, fallback)}</span>
              {!isPlaceholder(candidate) && <code className="ml-1 text-xs text-slate-600">{candidate}</code>}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
