/** Temporal documents a 400-byte limit on a summary: long references and identifiers are cut. */
export function clip(summary: string, maxBytes = 300): string {
  if (Buffer.byteLength(summary) <= maxBytes) return summary;
  let cut = summary;
  while (Buffer.byteLength(`${cut}…`) > maxBytes) cut = cut.slice(0, -1);
  return `${cut}…`;
}
