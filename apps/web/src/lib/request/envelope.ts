import type { Envelope, FieldErrors } from '@laurel/contract';

/**
 * Reads a response body as the envelope of docs/product.md#api-conventions
 * (`success, code, msg, data`), or null when it is not one (an HTML error page, a file, garbage).
 * Lenient on purpose: only a numeric `code` is required, since that alone decides success
 * (docs/product.md#api-conventions).
 */
export function asEnvelope(body: unknown): Envelope<unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { success, code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return {
    success: typeof success === 'boolean' ? success : code === 200,
    code,
    msg: typeof msg === 'string' || isFieldErrors(msg) ? msg : '',
    data: data ?? null,
  };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}

/**
 * A body as JSON when it is JSON: a file call asks for a Blob, so its error envelope arrives as
 * a Blob too, and the client hands back unparsable JSON as a string.
 */
export async function parseBody(body: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    if (!/json/i.test(body.type) && body.size > 64 * 1024) return body;
    return tryJson(await readBlobText(body));
  }
  if (typeof body === 'string') return tryJson(body);
  return body;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `Blob.text()` is missing in older Safari (and jsdom); FileReader is everywhere. */
export function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the response'));
    reader.readAsText(blob);
  });
}
