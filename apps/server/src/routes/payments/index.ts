import { API_PREFIX } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { findSandboxOrder } from '../../services/payments/sandbox-checkout.ts';
import { receiveCallback } from '../../services/payments/receive-callback.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../services/payments/providers/sandbox.ts';
import { escapeHtml } from '../../lib/html-meta.ts';

/** A provider's callback is a few hundred bytes; anything near this is not one. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Provider callbacks and the sandbox's checkout page (docs/architecture.md#payments). Not contract
 * calls: a provider posts its own format, signed over the exact bytes, and expects its own answer.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The raw bytes, unparsed, whatever the content type: the signature is over them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    // Answered in the provider's own format (its adapter's callbackReply), not the API envelope.
    scope.post<{ Params: { provider: string } }>(`${API_PREFIX}/notify/:provider`, async (req, reply) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { reply: answer } = await receiveCallback(app.ctx, { provider: req.params.provider, headers: req.headers, rawBody });
      return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
    });
  });

  /*
   * The sandbox's checkout: the page a real provider would host. The tester's choice goes back to
   * the app as the sandbox's signed callback, through the same route a real provider posts to.
   */
  app.get<{ Params: { orderNo: string } }>('/sandbox/checkout/:orderNo', async (req, reply) => {
    const order = await findSandboxOrder(app.ctx, req.params.orderNo);
    reply.type('text/html; charset=utf-8');
    return checkoutPage(order);
  });

  app.post<{ Params: { orderNo: string; result: string } }>('/sandbox/checkout/:orderNo/:result', async (req, reply) => {
    const sandbox = app.ctx.payments.sandbox;
    const { result } = req.params;
    if (!sandbox || (result !== 'paid' && result !== 'failed')) throw notFound();
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
}


function checkoutPage(order: { orderNo: string; amountCents: number; currency: string; status: string }): string {
  const no = escapeHtml(order.orderNo);
  const amount = (order.amountCents / 100).toLocaleString('en-US', { style: 'currency', currency: order.currency });
  const action = (result: string) => `/sandbox/checkout/${encodeURIComponent(order.orderNo)}/${result}`;
  const buttons =
    order.status === 'pending'
      ? `<form method="post" action="${action('paid')}"><button type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="${action('failed')}"><button type="submit">Fail the payment</button></form>`
      : `<p>This order is ${escapeHtml(order.status)}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title></head>
<body><h1>Sandbox checkout</h1><p>A test payment: no money moves.</p>
<p>Order <code>${no}</code>: ${escapeHtml(amount)}</p>
${buttons}
</body></html>`;
}
