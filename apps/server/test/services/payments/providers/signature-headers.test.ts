import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../src/lib/errors.ts';
import { BadCallback } from '../../../../src/services/payments/providers/provider.ts';
import {
  callbackHeaders,
  optionalSignatureHeader,
  signatureHeader,
} from '../../../../src/services/payments/providers/signature-headers.ts';

/** What a real Node server makes of these header lines: its joined `headers` and our reading of `rawHeaders`. */
async function receivedBy(lines: [string, string][]) {
  let seen: { joined: IncomingHttpHeaders; distinct: Record<string, string[]> } | undefined;
  const server = createServer((req, res) => {
    seen = { joined: req.headers, distinct: callbackHeaders(req.rawHeaders) };
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      // Two lines of one name go out as two lines: node:http sends each value of an array apart.
      const headers: Record<string, string[]> = {};
      for (const [name, value] of lines) (headers[name] ??= []).push(value);
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/notify/x', headers }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end('{}');
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen!;
}

function refusal(run: () => unknown): BadCallback {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(BadCallback);
    return err as BadCallback;
  }
  throw new Error('expected a refusal');
}

describe('reading a callback signature header', () => {
  it('gives its one value whatever the case of its name, without the whitespace around it', () => {
    expect(signatureHeader({ timestamp: '1708307754' }, 'Timestamp')).toBe('1708307754');
    expect(signatureHeader({ 'Wechatpay-Nonce': [' abc '] }, 'wechatpay-nonce')).toBe('abc');
    expect(optionalSignatureHeader({}, 'Wechatpay-Signature-Type')).toBeUndefined();
  });

  it('refuses a missing or empty one with a 400 that names the header', () => {
    for (const headers of [{}, { signature: '' }, { signature: '  ' }, { signature: [] }, { signature: undefined }]) {
      const err = refusal(() => signatureHeader(headers, 'Signature'));
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe(400);
      expect(err.message).toBe('missing signature header');
    }
  });

  it('refuses one given twice, even twice the same, and under two spellings of its name', () => {
    const twice = [
      { signature: ['a', 'a'] },
      { signature: ['a', 'b'] },
      { Signature: 'a', signature: 'a' },
      { SIGNATURE: ['a'], signature: ['b'] },
    ];
    for (const headers of twice) {
      const err = refusal(() => signatureHeader(headers, 'Signature'));
      expect(err.code).toBe(400);
      expect(err.message).toBe('signature header given more than once');
      // An optional header too: if it is there, it must be there once.
      expect(() => optionalSignatureHeader(headers, 'signature')).toThrow(BadCallback);
    }
  });
});

describe('the headers a real request arrived with', () => {
  it('keeps every value of a repeated header, where Node joins them into one string', async () => {
    const seen = await receivedBy([
      ['Timestamp', '1708307754'],
      ['Signature', 'algorithm=RSA256, keyVersion=1, signature=AAA'],
      ['Signature', 'algorithm=RSA256, keyVersion=1, signature=BBB'],
    ]);
    // Node's joined view: one string, which could pass for one Antom signature header with commas.
    expect(seen.joined.signature).toBe(
      'algorithm=RSA256, keyVersion=1, signature=AAA, algorithm=RSA256, keyVersion=1, signature=BBB',
    );
    expect(seen.distinct.signature).toEqual([
      'algorithm=RSA256, keyVersion=1, signature=AAA',
      'algorithm=RSA256, keyVersion=1, signature=BBB',
    ]);
    expect(signatureHeader(seen.distinct, 'Timestamp')).toBe('1708307754');
    expect(refusal(() => signatureHeader(seen.distinct, 'Signature')).message).toBe(
      'signature header given more than once',
    );
  });

  it('takes a header named like an object property as a header', () => {
    const headers = callbackHeaders(['__proto__', 'x', 'constructor', 'y', 'toString', 'z']);
    expect(signatureHeader(headers, '__proto__')).toBe('x');
    expect(signatureHeader(headers, 'constructor')).toBe('y');
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
  });
});
