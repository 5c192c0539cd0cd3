import { PNG } from 'pngjs';

/**
 * How many distinct colours a PNG has, counting up to `enough`: a page that has not rendered is
 * one colour (white, or the background), a rendered one has hundreds (text is anti-aliased).
 */
export function distinctColours(png: Buffer, enough = 1024): number {
  const { data } = PNG.sync.read(png);
  const seen = new Set<number>();
  for (let i = 0; i < data.length && seen.size < enough; i += 4) {
    seen.add(((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!) >>> 0);
  }
  return seen.size;
}

/** This many colours or fewer: blank, or a bare frame the page has not yet filled. */
export const RENDERED_COLOURS = 16;
