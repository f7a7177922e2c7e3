import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { UPLOADS_IN_FLIGHT_MAX } from '@laurel/contract';
import { setNavigator } from '../../../lib/request/index.ts';
import { getToken, setToken } from '../../../lib/session/token.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { uploaded } from '../../../testing/entry-data.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { toastsSettled } from '../../../testing/toasts.ts';
import { UploadError, uploadFile } from './upload-file.ts';

const server = setupPageTestServer();
const file = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/jpeg' });
const nameOf = (body: string) => /filename="([^"]+)"/.exec(body)?.[1] ?? '';
const noProgress = () => undefined;

describe('uploadFile: as many at once as the server allows, and again when it is busy', () => {
  it(`sends at most ${UPLOADS_IN_FLIGHT_MAX} at a time, the others in order as each finishes; a cancelled one never goes`, async () => {
    setToken('tok-entrant');
    const held: { name: string; answer: () => void }[] = [];
    server.route('/api/apply/upload', (req, res) => {
      const name = nameOf(req.body);
      held.push({ name, answer: () => sendOk(res, uploaded(held.length, name)) });
    });
    const handles = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((n) => uploadFile(file(n), 'image', noProgress));
    await waitFor(() => expect(held.map((h) => h.name)).toEqual(['a.jpg', 'b.jpg']));
    handles[2]!.abort();
    await expect(handles[2]!.promise).rejects.toThrow('aborted');

    held[1]!.answer();
    await waitFor(() => expect(held.map((h) => h.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg']));
    held[0]!.answer();
    await waitFor(() => expect(held).toHaveLength(4));
    expect(held[3]!.name).toBe('e.jpg');
    held[2]!.answer();
    held[3]!.answer();
    const done = await Promise.all([0, 1, 3, 4].map((i) => handles[i]!.promise));
    expect(done.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg', 'e.jpg']);
    expect(server.received.filter((r) => r.url.pathname === '/api/apply/upload')).toHaveLength(4);
  });

  it('starts again after Retry-After when the server is busy (429), and shows a long wait instead', async () => {
    let busy = 1;
    server.route('/api/apply/upload', (req, res) => {
      // The server is same-origin in production; the test server must let the page read the header.
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      if (busy-- > 0) {
        res.setHeader('Retry-After', '1');
        sendEnvelope(res, 429, 'The server is busy with other images. Please try again in 1 seconds.');
        return;
      }
      sendOk(res, uploaded(7, nameOf(req.body)));
    });
    const started = Date.now();
    const progress: number[] = [];
    const result = await uploadFile(file('busy.jpg'), 'image', (p) => progress.push(p)).promise;
    expect(result).toMatchObject({ fileId: 7, name: 'busy.jpg' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(server.received.filter((r) => r.url.pathname === '/api/apply/upload')).toHaveLength(2);
    expect(progress).toContain(0);

    // The hourly allowance is spent: waiting an hour is not done in the page.
    server.route('/api/apply/upload', (_req, res) => {
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      res.setHeader('Retry-After', '3000');
      sendEnvelope(res, 429, 'Too many attempts. Please try again in 50 minutes.');
    });
    await expect(uploadFile(file('late.jpg'), 'image', noProgress).promise).rejects.toThrow('Too many attempts. Please try again in 50 minutes.');
  });
});

describe('uploadFile: one request path with every other call', () => {
  const failed = (name: string) =>
    uploadFile(file(name), 'image', noProgress).promise.then(
      () => new Error('expected the upload to fail'),
      (e: unknown) => e,
    );

  it("is sent as any call: the API base, the token and the app's language, multipart with kind before file", async () => {
    setToken('tok-entrant');
    server.route('/api/apply/upload', (req, res) => sendOk(res, uploaded(3, nameOf(req.body))));
    await expect(uploadFile(file('one.jpg'), 'image', noProgress).promise).resolves.toMatchObject({ fileId: 3 });
    const [sent] = server.received.filter((r) => r.url.pathname === '/api/apply/upload');
    expect(sent?.headers).toMatchObject({ token: 'tok-entrant', 'accept-language': 'en' });
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body.indexOf('name="kind"')).toBeLessThan(sent?.body.indexOf('name="file"') ?? -1);
  });

  it("says a failure in the catalogue's words, in the file's row, and offers a retry only where it can work", async () => {
    server.route('/api/apply/upload', (req, res) => {
      if (nameOf(req.body) === 'broken.jpg') sendEnvelope(res, 500, 'Internal server error (request req-9c1).');
      else sendEnvelope(res, 422, { file: ['This field is required'] });
    });
    const broken = await failed('broken.jpg');
    expect(broken).toBeInstanceOf(UploadError);
    expect(broken).toMatchObject({
      message: 'Something went wrong on our side. Please try again (reference req-9c1).',
      retryable: true,
    });
    expect(await failed('refused.jpg')).toMatchObject({ message: 'This field is required', retryable: false });
    // The row says it: no toast repeats it.
    expect(await toastsSettled()).toEqual([]);
  });

  it('ends an expired session as any call does: the toast, the token gone, the way to log in again', async () => {
    const navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    try {
      setToken('stale');
      server.route('/api/apply/upload', (_req, res) => sendEnvelope(res, 401, 'Please log in.'));
      expect(await failed('late.jpg')).toMatchObject({ retryable: false });
      expect(await toastsSettled()).toEqual([
        { type: 'error', text: 'Login information has expired, please log in again.' },
      ]);
      expect(getToken()).toBeNull();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    } finally {
      setNavigator(null);
    }
  });
});
