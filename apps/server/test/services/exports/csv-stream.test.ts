import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExportStopped, writeCsv } from '../../../src/services/exports/csv-stream.ts';

/*
 * The export writer's backpressure (docs/decisions/026-streamed-exports.md): a client that stops
 * reading stops the reading of rows, and one that goes away ends it, with the rows' source closed.
 */
describe('writing a CSV into a stream', () => {
  it('asks for no more rows while the client is not reading, and closes the source when it leaves', async () => {
    let pulled = 0;
    let closed = false;
    async function* rows() {
      try {
        for (let i = 0; i < 100_000; i++) {
          pulled++;
          yield [i, 'x'.repeat(1000)];
        }
      } finally {
        closed = true;
      }
    }
    // A client that takes the first chunk and never asks for the next.
    let took!: () => void;
    const first = new Promise<void>((resolve) => (took = resolve));
    const out = new Writable({ highWaterMark: 1, write: () => took() });
    const writing = writeCsv(out, { header: ['n', 'text'], rows: rows() });
    await first;
    // However long it waits (here, many turns of the event loop), no row is read past the chunk.
    const seen = pulled;
    for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
    expect(pulled).toBe(seen);
    expect(pulled).toBeLessThan(100);
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ExportStopped);
    expect(closed).toBe(true);
  });

  it('writes the byte-order mark, the header and every row, quoted and neutralised, then leaves the stream open', async () => {
    const chunks: string[] = [];
    const out = new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk.toString('utf8')), done()) });
    async function* rows() {
      yield ['=1+1', -42, '竹椅, "轻"'];
    }
    const progress = { rows: 0 };
    expect(await writeCsv(out, { header: ['a', 'b', 'c'], rows: rows(), progress })).toBe(1);
    expect(progress.rows).toBe(1);
    expect(chunks.join('')).toBe('\uFEFFa,b,c\r\n\'=1+1,-42,"竹椅, ""轻"""\r\n');
    expect(out.writableEnded).toBe(false);
  });
});
