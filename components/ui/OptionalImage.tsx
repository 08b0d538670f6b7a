import type { ImageSource } from '@/lib/content/image'
import { contentImgProps } from './ContentImage'
import { RemovableImg } from './RemovableImg'

/**
 * A picture the page can do without (a measurement diagram): if it cannot load it is removed
 * rather than shown broken. Its attributes are worked out here, on the server; only the removal
 * runs in the browser.
 */
export function OptionalImage({ image, sizes, className }: { image: ImageSource; sizes: string; className?: string }) {
  return <RemovableImg {...contentImgProps(image, { sizes, className })} />
}
