import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { sendEnvelope, startTestApiServer, type TestApiServer } from '../testing/api-server.ts';
import { downloadFile, openBlob, openFile, WINDOW_CHECK_MS } from './open-file.ts';
import { setApiBaseUrl } from './request/index.ts';
import { readBlobText } from './request/envelope.ts';
import { setToken } from './session/token.ts';

const PDF = '%PDF-1.7 invoice';

let server: TestApiServer;
let created: Blob[];
const revoked = vi.fn<(url: string) => void>();

beforeAll(async () => {
  server = await startTestApiServer({
    '/api/pdf/invoice': (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    },
    '/api/pdf/refused': (_req, res) =>
      sendEnvelope(res, 409, 'The entry fee is not paid yet.', null, 200),
  });
  setApiBaseUrl(server.origin);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // jsdom has no object URLs; these stand in for the browser's, not for the code under test.
  created = [];
  revoked.mockReset();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      created.push(blob);
      return `blob:http://localhost:3000/${created.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revoked });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const fakeWindow = () => ({ closed: false }) as Window;

describe('openFile (docs/product.md#opening-files)', () => {
  test('a missing URL logs "URL is not provided" and opens nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open');
    await openFile(undefined);
    await openFile('');
    expect(warn.mock.calls).toEqual([['URL is not provided'], ['URL is not provided']]);
    expect(open).not.toHaveBeenCalled();
  });

  test('opens the fetched file in a new window through a blob: URL', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow());
    await openFile(`${server.origin}/api/pdf/invoice`);
    expect(open).toHaveBeenCalledExactlyOnceWith('blob:http://localhost:3000/1', '_blank');
    expect(created).toHaveLength(1);
    expect(await readBlobText(created[0]!)).toBe(PDF);
  });

  test('a 404 raises "Failed to fetch the file" after logging "Error opening file"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open');
    await expect(openFile(`${server.origin}/api/pdf/missing`)).rejects.toThrow(
      new Error('Failed to fetch the file'),
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('Error opening file');
    expect(open).not.toHaveBeenCalled();
  });

  test('an error envelope instead of the file is a failure too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'open');
    await expect(openFile(`${server.origin}/api/pdf/refused`)).rejects.toThrow(
      'Failed to fetch the file',
    );
    expect(warn.mock.calls[0]?.[0]).toBe('Error opening file');
  });

  test("sends the token to the API's origin only, unless told to", async () => {
    setToken('secret');
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow());
    const tokenOfLast = () => server.received.at(-1)?.headers.token;

    await openFile(`${server.origin}/api/pdf/invoice`);
    expect(tokenOfLast()).toBe('secret');

    // Same server, other origin (localhost is not 127.0.0.1): a third party as far as URLs go.
    const elsewhere = `${server.origin.replace('127.0.0.1', 'localhost')}/api/pdf/invoice`;
    await openFile(elsewhere);
    expect(tokenOfLast()).toBeUndefined();

    await openFile(elsewhere, { token: true });
    expect(tokenOfLast()).toBe('secret');
    await openFile(`${server.origin}/api/pdf/invoice`, { token: false });
    expect(tokenOfLast()).toBeUndefined();
  });
});

describe('object URLs', () => {
  test('stay valid while the window is open and are freed once it is closed', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win);
    openBlob(new Blob([PDF], { type: 'application/pdf' }));
    vi.advanceTimersByTime(WINDOW_CHECK_MS * 3);
    expect(revoked).not.toHaveBeenCalled();
    (win as { closed: boolean }).closed = true;
    vi.advanceTimersByTime(WINDOW_CHECK_MS);
    expect(revoked).toHaveBeenCalledExactlyOnceWith('blob:http://localhost:3000/1');
  });

  test('a blocked pop-up falls back to a download', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked = captureLinkClicks();
    openBlob(new Blob([PDF]), 'invoice.pdf');
    expect(clicked).toEqual([{ href: 'blob:http://localhost:3000/1', download: 'invoice.pdf' }]);
  });

  test('downloadFile saves under the URL name unless given one', async () => {
    const clicked = captureLinkClicks();
    await downloadFile(`${server.origin}/api/pdf/invoice`);
    await downloadFile(`${server.origin}/api/pdf/invoice`, 'mine.pdf');
    expect(clicked.map((c) => c.download)).toEqual(['invoice', 'mine.pdf']);
    expect(await readBlobText(created[1]!)).toBe(PDF);
  });
});

/** Records clicks on download links and stops jsdom from trying to navigate to them. */
function captureLinkClicks(): { href: string; download: string }[] {
  const clicks: { href: string; download: string }[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    clicks.push({ href: event.target.href, download: event.target.download });
  };
  document.addEventListener('click', onClick);
  afterEachCleanups.push(() => document.removeEventListener('click', onClick));
  return clicks;
}

const afterEachCleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
});
