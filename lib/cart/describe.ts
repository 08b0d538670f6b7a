import { countOf } from '@/lib/format/text'

/** What a cart or order line is, beyond the product's name: option, size, colour and team. */
export function lineDetails(line: {
  name: string
  optionName: string | null
  size: string | null
  variantName: string | null
  teamName?: string
  playerCount?: number
}): string {
  return [
    // Some products call their basic option after themselves: no need to say it twice.
    line.optionName !== line.name && line.optionName,
    line.size && `Size ${line.size}`,
    line.variantName && `Colour ${line.variantName}`,
    line.teamName && `Team ${line.teamName}`,
    line.playerCount && countOf(line.playerCount, 'player'),
  ]
    .filter((part): part is string => !!part)
    .join(' · ')
}
