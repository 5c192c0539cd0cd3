/** A word for bash as printed for a person to paste: as it is when it can be, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w./@:-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
