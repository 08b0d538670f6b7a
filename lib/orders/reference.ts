/** Reference shown to customers for a checkout order: the start of its id, enough to quote on the phone. */
export const orderReference = (id: string) => id.slice(0, 8).toUpperCase()
