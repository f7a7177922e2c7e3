import { API_PREFIX, formatMoney } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { findSandboxOrder } from '../../services/payments/sandbox-checkout.ts';
import { receiveCallback } from '../../services/payments/receive-callback.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../services/payments/providers/sandbox/sandbox.ts';
import { callbackHeaders } from '../../services/payments/providers/signature-headers.ts';
import { escapeHtml } from '../../lib/html-meta.ts';

/** A provider's callback is a few hundred bytes; anything near this is not one. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Provider callbacks and the sandbox's checkout page (apps/server/src/services/payments/README.md#payments). Not contract
 * calls: a provider posts its own format, signed over the exact bytes, and expects its own answer.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The raw bytes, unparsed, whatever the content type: the signature is over them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    // Answered in the provider's own format (its adapter's callbackReply), not the API envelope.
    const notifyDoc = {
      summary: "A payment provider's notification, signed over its exact bytes and answered in the provider's own format",
      tags: ['payments'],
      // No session: the provider's signature is what is checked (docs/payment-providers.md).
      security: [],
    };
    scope.post<{ Params: { provider: string } }>(`${API_PREFIX}/notify/:provider`, { schema: notifyDoc }, async (req, reply) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // Every value of every header, so a signature header sent twice is seen twice, not joined.
      const headers = callbackHeaders(req.raw.rawHeaders);
      const { reply: answer } = await receiveCallback(app.ctx, { provider: req.params.provider, headers, rawBody });
      return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
    });
  });

  /*
   * The sandbox's checkout: the page a real provider would host. The tester's choice goes back to
   * the app as the sandbox's signed callback, through the same route a real provider posts to.
   */
  // A page for people, not part of the API: kept out of the OpenAPI document.
  app.get<{ Params: { orderNo: string }; Querystring: { key?: string } }>('/sandbox/checkout/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const sandbox = app.ctx.payments.sandbox;
    // Without the key its payer was given the page does not exist (404, as for an unknown order).
    if (!sandbox?.checkoutKeyFits(req.params.orderNo, req.query.key)) throw notFound();
    const order = await findSandboxOrder(app.ctx, req.params.orderNo);
    reply.type('text/html; charset=utf-8');
    return checkoutPage(order, req.query.key!);
  });

  // The page's forms post as browsers do (urlencoded, an empty body); the choice is in the path.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_req, _body, done) => done(null, null));
    scope.post<{ Params: { orderNo: string; result: string }; Querystring: { key?: string } }>('/sandbox/checkout/:orderNo/:result', { schema: { hide: true } }, async (req, reply) => {
      const sandbox = app.ctx.payments.sandbox;
      const { result } = req.params;
      if (!sandbox || (result !== 'paid' && result !== 'failed')) throw notFound();
      // Only the order's payer, who holds the key, settles it: not a visitor who knows its number.
      if (!sandbox.checkoutKeyFits(req.params.orderNo, req.query.key)) throw notFound();
      const order = await findSandboxOrder(app.ctx, req.params.orderNo);
      const { rawBody, signature } = sandbox.signCallback({
        orderNo: order.orderNo,
        status: result,
        amountCents: order.amountCents,
        currency: order.currency,
        providerReference: `SBX-${order.orderNo}`,
      });
      const delivered = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/notify/sandbox`,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      if (delivered.statusCode !== 200) throw notFound();
      return reply.redirect(`/pay-result?order_no=${encodeURIComponent(order.orderNo)}`, 303);
    });
  });
}


/**
 * The sandbox's hosted page, in both languages at once (a tester may read either), plain HTML
 * and inline CSS so it needs nothing from the web app. Entrant-visible values are escaped.
 */
function checkoutPage(order: { orderNo: string; amountCents: number; currency: string; status: string }, key: string): string {
  const no = escapeHtml(order.orderNo);
  const amount = escapeHtml(formatMoney(order.amountCents));
  const action = (result: string) => `/sandbox/checkout/${encodeURIComponent(order.orderNo)}/${result}?key=${encodeURIComponent(key)}`;
  const body =
    order.status === 'pending'
      ? `<form method="post" action="${action('paid')}"><button class="pay" type="submit">Pay ${amount} <span lang="zh-CN">支付 ${amount}</span></button></form>
<form method="post" action="${action('failed')}"><button class="fail" type="submit">Decline the payment <span lang="zh-CN">模拟支付失败</span></button></form>`
      : `<p class="closed">This order is ${escapeHtml(order.status)}. <span lang="zh-CN">此订单状态：${escapeHtml(order.status)}。</span></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox checkout · 沙盒收银台</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f2;font:16px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Noto Sans SC",sans-serif;color:#1c1c1c}
main{width:min(420px,calc(100vw - 32px));background:#fff;border:1px solid #e2e2de;border-radius:12px;padding:28px 24px;box-sizing:border-box}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#555}span[lang]{display:block;font-size:.9em;color:inherit;opacity:.8}
.amount{font-size:32px;font-weight:600;color:#1c1c1c;margin:16px 0 4px}code{font-size:13px;word-break:break-all}
button{width:100%;min-height:48px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;margin-top:12px;padding:8px}
.pay{background:#1c1c1c;color:#fff;border:0}.fail{background:#fff;color:#1c1c1c;border:1px solid #bbb}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.closed{color:#1c1c1c}
</style></head>
<body><main>
<h1>Sandbox checkout <span lang="zh-CN">沙盒收银台</span></h1>
<p>A test payment: no money moves. <span lang="zh-CN">测试付款，不会产生真实扣款。</span></p>
<p class="amount">${amount}</p>
<p>Order <span lang="zh-CN">订单号</span><code>${no}</code></p>
${body}
</main></body></html>`;
}
