import type Koa from 'koa';

/**
 * Behind `hops` reverse proxies, each appending the address it was called from to
 * X-Forwarded-For, the client is the entry `hops` from the right: what a client wrote into the
 * header itself stands further left and is ignored (Koa's `maxIpsCount`). Trusting every entry
 * (Koa's `proxy` alone) would let any client pick its own address, and so dodge the limits kept
 * per address; trusting none would make every client the ingress, so that one client's wrong
 * one-time codes lock out everyone.
 */
export function trustProxies(app: Koa, hops: number): void {
  if (hops <= 0) return;
  app.proxy = true;
  app.maxIpsCount = hops;
}
