import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { bsdtarRead, streamRead, type StreamEntry } from './zip-front-to-back.ts';

/*
 * Reading the zips the server writes with other people's readers, for real: Info-ZIP's `unzip`
 * (`-t` checks every CRC, `-Z` lists the central directory) and Python's `zipfile`, which start
 * from the central directory, and two readers that go front to back without it
 * (zip-front-to-back.ts): a strict walk of the local headers and libarchive's `bsdtar` on a pipe.
 */

export interface PythonEntry {
  name: string;
  size: number;
  flags: number;
  /** The file's bytes, base64. */
  data: string;
}

const PYTHON_READ = `
import base64, io, json, sys, zipfile
with zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())) as z:
    bad = z.testzip()
    entries = [{'name': i.filename, 'size': i.file_size, 'flags': i.flag_bits, 'data': base64.b64encode(z.read(i)).decode()} for i in z.infolist()]
print(json.dumps({'bad': bad, 'entries': entries}))
`;

export interface ReadZip {
  /** `unzip -t`'s report. */
  test: string;
  /** `unzip -Z`'s listing. */
  listing: string;
  /** `unzip -Z -v`'s detailed listing. */
  verbose: string;
  /** As Python's zipfile reads it. */
  entries: PythonEntry[];
  /** The files `unzip` extracted, by path. */
  files: Map<string, Buffer>;
  /** As a reader front to back finds them, local header by local header. */
  stream: StreamEntry[];
}

/** A writable that keeps what it is given, for a writer's output. */
export function collector() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

/** `zip` as Python's zipfile reads it: the first entry whose CRC is wrong (or null), and every entry. */
export function pythonRead(zip: Buffer): { bad: string | null; entries: PythonEntry[] } {
  // Every byte comes back as base64: room for zips of many MB.
  const read = execFileSync('python3', ['-c', PYTHON_READ, '-'], { input: zip, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(read) as { bad: string | null; entries: PythonEntry[] };
}

/**
 * Checks `zip` with unzip and Python and front to back (every reader must find it sound, with the
 * same names and bytes) and answers what each read.
 */
export function readZip(zip: Buffer): ReadZip {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-zip-'));
  try {
    const path = join(dir, 'archive.zip');
    writeFileSync(path, zip);
    const tested = spawnSync('unzip', ['-t', path], { encoding: 'utf8' });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
    const listing = execFileSync('unzip', ['-Z', path], { encoding: 'utf8' });
    const verbose = execFileSync('unzip', ['-Z', '-v', path], { encoding: 'utf8' });
    const python = pythonRead(zip);
    expect(python.bad).toBeNull();
    const out = join(dir, 'out');
    execFileSync('unzip', ['-q', path, '-d', out]);
    const files = new Map(python.entries.map((e) => [e.name, readFileSync(join(out, e.name))]));
    const stream = streamRead(zip);
    expect(stream.map((e) => e.name)).toEqual(python.entries.map((e) => e.name));
    for (const e of stream) expect(e.data.equals(files.get(e.name)!), e.name).toBe(true);
    const piped = bsdtarRead(zip);
    expect(piped.listed).toEqual(stream.map((e) => [e.name, e.size]));
    expect(piped.files.size).toBe(files.size);
    for (const [name, bytes] of files) expect(piped.files.get(name)?.equals(bytes), name).toBe(true);
    return { test: tested.stdout, listing, verbose, entries: python.entries, files, stream };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
