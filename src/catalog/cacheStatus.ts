import type { CacheOutcome } from './catalog.ts';

/** The cache's name in `Cache-Status` (RFC 9211). */
export const CACHE_NAME = 'ticket-marketplace';

/**
 * An availability answer's `Cache-Status` (RFC 9211): `hit` with the seconds it may still be
 * served (`ttl`), or why it went to the supplier (`fwd=uri-miss`, `partial`: some days were
 * cached, `request`: the agent asked to skip the cache) and whether the answer was `stored`.
 * A supplier that allows no caching says `detail="supplier ttl 0"`.
 */
export function cacheStatus(cache: CacheOutcome): string {
  if (cache.hit) return `${CACHE_NAME}; hit; ttl=${Math.max(cache.ttl - cache.ageSeconds, 0)}`;
  const forward = cache.skipped ? 'request' : cache.partial ? 'partial' : 'uri-miss';
  return `${CACHE_NAME}; fwd=${forward}${cache.stored ? '; stored' : ''}${cache.ttl === 0 ? '; detail="supplier ttl 0"' : ''}`;
}
