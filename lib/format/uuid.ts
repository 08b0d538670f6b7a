const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` is a uuid as the database writes them (ids of orders and requests). */
export const isUuid = (value: string) => UUID.test(value)
