import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage'

export type TestimonialData = {
  _id: string
  title: string
  content: string
  sourceRole: string
  organization: string | null
  imagePosition: string | null
  image: ContentImageData
}

const focus: Record<string, string> = { top: 'object-top', bottom: 'object-bottom', left: 'object-left', right: 'object-right', center: 'object-center' }

/** Success stories: a picture, the quote, and who said it. */
export function Testimonials({ testimonials }: { testimonials: TestimonialData[] | null }) {
  if (!testimonials?.length) return null
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial._id}>
          <figure className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200">
            <ContentImage
              image={testimonial.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              className={`aspect-[3/2] w-full object-cover ${focus[testimonial.imagePosition ?? 'center'] ?? 'object-center'}`}
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="font-display text-lg font-semibold text-navy-900 uppercase">{testimonial.title}</h3>
              <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm font-semibold text-sky-700">
                {testimonial.sourceRole}
                {testimonial.organization && <span className="block font-normal text-slate-500">{testimonial.organization}</span>}
              </figcaption>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  )
}
