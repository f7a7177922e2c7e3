import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorEnvelope, envelope, fail, ok } from '../src/index.ts';

describe('envelope (docs/product.md#api-conventions)', () => {
  const Data = envelope(z.object({ id: z.number() }));

  it('wraps success as code 200 with data', () => {
    const body = ok({ id: 7 });
    expect(body).toEqual({ success: true, code: 200, msg: 'ok', data: { id: 7 } });
    expect(Data.parse(body)).toEqual(body);
  });

  it('carries a failure with its code, message and null data', () => {
    const body = fail(409, 'Already paid');
    expect(body).toEqual({ success: false, code: 409, msg: 'Already paid', data: null });
    expect(Data.safeParse(body).success).toBe(true);
    expect(ErrorEnvelope.safeParse(body).success).toBe(true);
  });

  it('carries a 422 field map as msg', () => {
    const body = fail(422, { email: ['This field is required'] });
    expect(Data.parse(body).msg).toEqual({ email: ['This field is required'] });
  });

  it('rejects a body missing a field or with data of the wrong shape', () => {
    expect(Data.safeParse({ success: true, code: 200, msg: 'ok' }).success).toBe(false);
    expect(Data.safeParse({ success: true, code: 200, msg: 'ok', data: { id: 'x' } }).success).toBe(
      false,
    );
    expect(Data.safeParse({ success: true, code: 200.5, msg: 'ok', data: null }).success).toBe(
      false,
    );
    expect(
      Data.safeParse({ success: false, code: 422, msg: { f: 'no list' }, data: null }).success,
    ).toBe(false);
  });
});
