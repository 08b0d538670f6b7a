import { JERSEY_SIZES, PANT_SHELL_SIZES, SOCKS_SIZES } from '@/lib/roster/player'

/** Apparel sizes: youth YS-YXL, then adult S-3XL. */
const APPAREL_SIZES = ['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL']

/**
 * The sizes a product is ordered in, by its sizing type: the spec's option lists. Bags have none:
 * their size is the option (player, goalie, junior, coaches bag).
 */
export function sizesFor(productType: string | null | undefined): string[] {
  switch (productType) {
    case 'jersey':
      return JERSEY_SIZES.map((size) => size.value)
    case 'sock':
      return SOCKS_SIZES.map((size) => size.value)
    case 'pantshell':
      return PANT_SHELL_SIZES.map((size) => size.value)
    case 'apparel':
      return APPAREL_SIZES
    default:
      return []
  }
}
