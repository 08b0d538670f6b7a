export type Faq = { _key: string; question: string; answer: string }

/**
 * An accordion of questions. Native <details> sharing one `name` keeps at most one answer open,
 * lets the open one collapse, and works by keyboard and screen reader without any script.
 */
export function FaqList({ faqs, group }: { faqs: Faq[] | null; group: string }) {
  if (!faqs?.length) return null
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq._key} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-navy-900 marker:hidden [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span aria-hidden="true" className="text-xl text-sky-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
