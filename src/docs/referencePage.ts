import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Router from '@koa/router';

/**
 * `GET /docs`: the API reference, rendered in the browser by Scalar's standalone bundle from
 * `/openapi.json`. The bundle is served from node_modules, never from a CDN: machines and users
 * may be offline. Scalar's web fonts, its telemetry and its proxy (all remote) are switched off.
 */
const bundlePath = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

const configuration = JSON.stringify({
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  // Every operation on the page at once, so a browser's find works across the whole API.
  defaultOpenAllTags: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ticket marketplace API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/docs/scalar.js"></script>
    <script>Scalar.createApiReference('#app', ${configuration})</script>
  </body>
</html>
`;

export function referencePageRoutes() {
  const router = new Router({ sensitive: true });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    // Everything it loads comes from this origin; the bundle builds its styles at run time.
    ctx.set(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:",
    );
    ctx.body = PAGE;
  });
  router.get('/docs/scalar.js', (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = createReadStream(bundlePath);
  });
  return router;
}
