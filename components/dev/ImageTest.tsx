import { fallbackCandidates, type PlaceholderSpec } from '@/lib/images/fallback'
import { IMAGE_CATEGORIES } from '@/lib/images/catalog'
import { pickByCategory, pickByKeywords } from '@/lib/images/select'
import { DevPageHeader } from './DevPageHeader'
import { ImageDemo } from './ImageDemo'

// Demonstration inputs, not shop content: texts to choose by, and pictures that do not exist.
const keywordTexts = ['goalie jersey', 'team bags for the goalie', 'sock sizing chart', 'what our customers say', 'zamboni at midnight']
const LOAD_OK = '/images/products/showtime-front.svg'
/** public/images/legacy/ has a file of this name; public/images/products/ does not. */
const ONLY_IN_LEGACY = '/images/products/classic-jersey.svg'
const NOWHERE = '/images/products/retired-jersey.svg'

const SQUARE = { width: 800, height: 800 }

function Grid({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 id={id} className="font-display text-2xl font-bold tracking-wide text-navy-900 uppercase sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  )
}

/** The image test page: how pictures are chosen, and each step of the fallback chain. */
export function ImageTest({ fallback }: { fallback: string }) {
  const chain = (src: string, placeholder: PlaceholderSpec | false) => fallbackCandidates(src, { fallback, placeholder })
  const fallbackSteps = [
    { title: 'Picture loads', note: 'The picture exists, so no fallback is used.', src: LOAD_OK, placeholder: { ...SQUARE, label: 'Jersey' } },
    { title: 'Legacy folder', note: 'The picture is missing; the same file name in the legacy folder loads.', src: ONLY_IN_LEGACY, placeholder: { ...SQUARE, label: 'Jersey' } },
    { title: 'Placeholder', note: 'Missing here and in the legacy folder; a placeholder of the same size is drawn.', src: NOWHERE, placeholder: { ...SQUARE, label: 'Jersey' } },
    { title: 'Default fallback', note: 'Missing everywhere, without a placeholder (as in a gallery): the default fallback picture.', src: NOWHERE, placeholder: false as const },
  ]

  return (
    <>
      <DevPageHeader title="Image test" intro="How pictures are chosen from the asset folders and how a picture that fails to load falls back. Debug mode is on for every picture." />
      <Grid id="fallback-chain" title="Fallback chain" intro="A failing picture tries, in order: the legacy images folder, a placeholder, then the default fallback.">
        {fallbackSteps.map((step, index) => (
          <ImageDemo
            key={step.title}
            id={`fallback-${index}`}
            title={step.title}
            note={step.note}
            candidates={chain(step.src, step.placeholder)}
            src={step.src}
            fallback={fallback}
            {...SQUARE}
          />
        ))}
      </Grid>
      <Grid id="by-category" title="By category" intro="One picture from the asset folders of each category.">
        {IMAGE_CATEGORIES.map((category) => {
          const pick = pickByCategory(category, category)
          return (
            <ImageDemo
              key={category}
              id={`category-${category}`}
              title={category}
              note={`Chosen from the ${category} pictures.`}
              candidates={chain(pick.src, { width: pick.width, height: pick.height, label: category })}
              src={pick.src}
              fallback={fallback}
              width={pick.width}
              height={pick.height}
            />
          )
        })}
      </Grid>
      <Grid id="by-keywords" title="By keywords" intro="The words of a text choose the category, and a file name that shares them wins.">
        {keywordTexts.map((text, index) => {
          const pick = pickByKeywords(text)
          return (
            <ImageDemo
              key={text}
              id={`keywords-${index}`}
              title={`“${text}”`}
              note={pick ? `Category: ${pick.category}.` : 'No keyword matches: the default fallback is shown.'}
              candidates={pick ? chain(pick.src, { width: pick.width, height: pick.height, label: pick.category }) : [fallback]}
              src={pick?.src ?? null}
              fallback={fallback}
              width={pick?.width ?? SQUARE.width}
              height={pick?.height ?? SQUARE.height}
            />
          )
        })}
      </Grid>
    </>
  )
}
