import { describe, expect, it } from 'vitest';
import { judgeCallMeta } from '@laurel/contract';
import { startTestApiServer } from '../../testing/api-server.ts';
import { getApiBaseUrl, requestFileWithName, setApiBaseUrl } from './index.ts';
import { readBlobText } from './envelope.ts';
import { readWithProgress } from './progress-reader.ts';

describe('a download that reports its progress', () => {
  it('counts the bytes as they arrive and keeps the file whole', async () => {
    const parts = ['PK\u0003\u0004', 'abcdef', 'end'].map((s) => new TextEncoder().encode(s));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    const seen: [number, number | null][] = [];
    const blob = await readWithProgress((received, total) => seen.push([received, total]))(
      new Response(body, { headers: { 'content-type': 'application/zip' } }),
    );
    expect(seen).toEqual([
      [0, null],
      [4, null],
      [10, null],
      [13, null],
    ]);
    expect(blob.type).toBe('application/zip');
    expect(await readBlobText(blob)).toBe('PK\u0003\u0004abcdefend');
  });

  it('reads a file call through the request client, and its error envelope as an error', async () => {
    const server = await startTestApiServer({
      '/api/judge/batchDownloadZip': (req, res) => {
        if (req.url.searchParams.get('apply_order_ids') === '9') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: false, code: 404, msg: 'Entry 9 not found', data: null }));
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/zip',
          'content-length': '5',
          'content-disposition': 'attachment; filename="entries.zip"',
        });
        res.end('PKzip');
      },
    });
    const base = getApiBaseUrl();
    setApiBaseUrl(server.origin);
    try {
      const totals: (number | null)[] = [];
      const file = await requestFileWithName(
        judgeCallMeta.batchDownloadEntryZip,
        { query: { apply_order_ids: '1,2' } },
        { readBody: readWithProgress((received, total) => totals.push(total)) },
      );
      expect(file.filename).toBe('entries.zip');
      expect(file.blob.size).toBe(5);
      expect(totals.at(-1)).toBe(5);

      await expect(
        requestFileWithName(
          judgeCallMeta.batchDownloadEntryZip,
          { query: { apply_order_ids: '9' } },
          { readBody: readWithProgress(() => undefined), skipErrorHandler: true },
        ),
      ).rejects.toMatchObject({ kind: 'business', code: 404, msg: 'Entry 9 not found' });
    } finally {
      setApiBaseUrl(base.replace(/\/api$/, ''));
      await server.close();
    }
  });
});
