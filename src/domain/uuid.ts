const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids we hand out are UUIDs: anything else cannot name one, and must not reach a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
