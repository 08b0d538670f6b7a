/** Text with its first letter in capitals: "shipped" → "Shipped". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
