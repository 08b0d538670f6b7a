/** Text with its first letter in capitals: "shipped" → "Shipped". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A count with its noun: "1 update", "3 updates". */
export const countOf = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural}`

/** Words as an English list: "design", "design and logo", "design, approved mockup and logo". */
export const listOf = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)
