import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage'

type CollarStyle = { _key: string; title: string; text: string }

/** Shown only for products with a collar picture; the style itself is chosen while ordering. */
export function CollarOptions({ title, intro, image, styles }: { title: string; intro: string; image: ContentImageData; styles: CollarStyle[] | null }) {
  return (
    <section aria-labelledby="collar" className="grid items-center gap-8 rounded-2xl bg-ice-50 p-6 lg:grid-cols-2 lg:p-10">
      <div>
        <h2 id="collar" className="font-display text-2xl font-semibold text-navy-900 uppercase sm:text-3xl">{title}</h2>
        <p className="mt-2 text-slate-600">{intro}</p>
        <ol className="mt-5 space-y-3">
          {styles?.map((style, index) => (
            <li key={style._key} className="flex gap-3">
              <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-navy-800 text-sm font-bold text-white">{index + 1}</span>
              <div>
                <h3 className="font-semibold text-navy-900">{style.title}</h3>
                <p className="text-sm text-slate-600">{style.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <ContentImage image={image} sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full rounded-xl" />
    </section>
  )
}
