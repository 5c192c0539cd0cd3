/**
 * The availability bench's floor: the least any API in its own process could do between the agent
 * and the supplier. An HTTP server that forwards each request to the supplier's `GET /availability`
 * over HTTPS (a keep-alive pool, as our supplier client has) and answers with the supplier's body.
 * No authentication, no SQL, no validation: what it adds to the direct call is the second process,
 * its two loopback hops and Node's HTTP on both sides, which our API pays too.
 *
 * Env: PORT (listen on 127.0.0.1), SUPPLIER_URL (https://user:pass@host:port), NODE_EXTRA_CA_CERTS.
 */
import http from 'node:http';
import https from 'node:https';

const port = Number(process.env.PORT);
const supplier = new URL(process.env.SUPPLIER_URL ?? '');
if (!port || supplier.protocol !== 'https:') {
  process.stderr.write('PORT and an https SUPPLIER_URL are required\n');
  process.exit(78);
}
const authorization = `Basic ${Buffer.from(`${decodeURIComponent(supplier.username)}:${decodeURIComponent(supplier.password)}`).toString('base64')}`;
const agent = new https.Agent({ keepAlive: true, maxSockets: 64 });

const server = http.createServer((req, res) => {
  const query = req.url?.slice(req.url.indexOf('?')) ?? '';
  const upstream = https.request(
    {
      agent,
      hostname: supplier.hostname,
      port: supplier.port,
      method: 'GET',
      path: `${supplier.pathname.replace(/\/+$/, '')}/availability${query}`,
      headers: { authorization, accept: 'application/json' },
    },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
      });
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  upstream.end();
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  agent.destroy();
});
