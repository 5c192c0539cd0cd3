import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';

/**
 * `GET /docs`: the API reference, rendered in the browser by Scalar's standalone bundle from
 * `/openapi.json`. The bundle is served from this repository's vendor/scalar/, never from a CDN:
 * machines and users may be offline. It is a copy of the dev dependency `@scalar/api-reference`'s
 * file (`npm run vendor:scalar`, held equal by a test), so the production install carries one file
 * instead of the package's tree. Scalar's web fonts, its telemetry and its proxy (all remote) are
 * switched off.
 */
export const scalarBundlePath = fileURLToPath(new URL('../../vendor/scalar/standalone.js', import.meta.url));

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
    ctx.body = createReadStream(scalarBundlePath);
  });
  return router;
}
