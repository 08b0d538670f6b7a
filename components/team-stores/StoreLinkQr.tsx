import { linkQrSvg } from '@/lib/team-stores/link-qr'

/** The store's link as a QR code to print or show, drawn on the server, with the file to download. */
export async function StoreLinkQr({ url }: { url: string }) {
  const svg = await linkQrSvg(url)
  return (
    <figure className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
      {/* The library's own SVG of the link: no text of anyone's in it. */}
      <div role="img" aria-label="QR code of the store’s link" className="h-36 w-36 shrink-0 bg-white" dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="space-y-1 text-sm text-slate-700">
        <p>Players scan it with their phone’s camera to open the store: print it on a flyer or show it at practice.</p>
        <a href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} download="team-store-qr-code.svg" className="font-semibold text-sky-700 underline">
          Download the QR code
        </a>
      </figcaption>
    </figure>
  )
}
