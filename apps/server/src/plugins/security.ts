import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features no page of the site uses, denied to it and to anything it embeds: a script
 * that got in still cannot reach the camera, the microphone, the location or the Payment Request
 * API (payments redirect to the provider or show a QR code, neither needs it), and the site
 * takes no part in interest-based advertising (`interest-cohort`, `browsing-topics`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers helmet sets for `options`. None of ours depends on the request (no nonces, no
 * functions), so they are worked out once: @fastify/helmet rebuilt helmet, parsing every CSP
 * directive, on each request, about a fifth of an authenticated read's CPU time (issue 11).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers. antd writes its styles at run time, hence 'unsafe-inline' for styles only;
 * scripts come from this origin alone. Images may come from https hosts (object storage, CDNs).
 */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
    // HSTS over plain HTTP is ignored at best and, behind a proxy that later gains TLS for
    // another name, misleading: only a site configured for HTTPS (PUBLIC_URL) sends it. Not for
    // subdomains: this configuration says nothing about them.
    strictTransportSecurity: app.ctx.config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    // Opening a fetched PDF in a new window needs the opener relationship.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  // An API answer is data a page fetches, never a document: nothing in it may load or run, so its
  // policy is the shortest that says so, and it leaves out what only a document reads (the
  // Permissions-Policy, COOP, the origin-agent and DNS-prefetch hints). Half the bytes of a small
  // answer were the document's headers: the cached winners list went from 0.61× to 0.69× of a bare
  // node:http server (npm run bench -- api). The API's own pages keep the document's: its docs,
  // and the PDFs a browser displays.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(headers['strict-transport-security'] ? { 'strict-transport-security': headers['strict-transport-security'] } : {}),
  };
  const isData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/pdf/');
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isData(req.url) ? apiHeaders : headers);
    done();
  });
}
