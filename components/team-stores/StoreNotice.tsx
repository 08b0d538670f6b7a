/** What a store's link or an entry's link says instead of the store: not open, or closed. */
export function StoreNotice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
      {children}
    </p>
  )
}
