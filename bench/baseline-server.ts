// The baseline: a bare node:http server answering fixed bytes per path, in its own process like
// the real server, so the ratio shows what Laurel's framework, auth and database cost.
import { createServer } from 'node:http';

const routes = JSON.parse(process.env.BASELINE_ROUTES ?? '{}') as Record<string, string>;
// BASELINE_BINARY: bodies as base64, for answers that are not text (a compressed page).
const binary = JSON.parse(process.env.BASELINE_BINARY ?? '{}') as Record<string, string>;
const bodies = new Map([
  ...Object.entries(routes).map(([path, body]) => [path, Buffer.from(body)] as const),
  ...Object.entries(binary).map(([path, body]) => [path, Buffer.from(body, 'base64')] as const),
]);

const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
