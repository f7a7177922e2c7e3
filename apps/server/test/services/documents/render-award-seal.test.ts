import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAwardSealPng, renderAwardSealSvg, type AwardSealDocument } from '../../../src/services/documents/render-award-seal.ts';
import { runTs } from '../../helpers/processes.ts';

/*
 * The downloadable seal's drawing (docs/product.md#award-marks): its text fits, is escaped, and
 * the PNG sets it in the bundled face whatever fonts the machine has.
 */

const dir = mkdtempSync(join(tmpdir(), 'laurel-seal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (over: Partial<AwardSealDocument> = {}): AwardSealDocument => ({ levelName: '白金奖', siteName: 'Laurel Design Award', year: 2026, locale: 'zh', ...over });

/** The PNG flattened on white, as grey levels, with its width. */
async function grey(png: Buffer) {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the downloadable seal', () => {
  it('sets its text in the bundled Noto Sans SC, so a server without a Chinese font draws the same PNG', async () => {
    // A fontconfig that knows no font: Chinese would be boxes, Latin nothing, were the PNG to
    // depend on the machine's fonts.
    const conf = join(dir, 'fonts.conf');
    writeFileSync(conf, `<?xml version="1.0"?>\n<fontconfig><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>\n`);
    const child = await runTs('test/services/documents/seal-png-child.ts', [JSON.stringify(doc())], { FONTCONFIG_FILE: conf }, 60_000);
    expect(child.code, child.stderr).toBe(0);
    const [bare, here] = await Promise.all([grey(Buffer.from(child.stdout, 'base64')), grey(await renderAwardSealPng(await renderAwardSealSvg(doc())))]);
    expect([bare.width, bare.height]).toEqual([1200, 1500]);
    // The text's rows (below the seal): ink in both, and the same ink.
    let [inkBare, inkHere, differ] = [0, 0, 0];
    for (let i = 1150 * 1200; i < 1450 * 1200; i++) {
      if (bare.data[i]! < 128) inkBare++;
      if (here.data[i]! < 128) inkHere++;
      if (Math.abs(bare.data[i]! - here.data[i]!) > 64) differ++;
    }
    expect(inkHere).toBeGreaterThan(5000);
    expect(differ).toBeLessThan(inkHere / 50);
    expect(Math.abs(inkBare - inkHere)).toBeLessThan(inkHere / 50);
  });

  it('sets a long level name smaller, then cuts it, never past the edges', async () => {
    const long = 'Special Prize of the Jury for Outstanding Contribution to Sustainable Material Research and Circular Production';
    const svg = await renderAwardSealSvg(doc({ levelName: long, locale: 'en' }));
    const name = /<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(svg)!;
    expect(Number(name[1])).toBe(20);
    expect(name[2]!.endsWith('…')).toBe(true);
    expect(long.toUpperCase().startsWith(name[2]!.slice(0, -1).trimEnd())).toBe(true);
    const { data, width } = await grey(await renderAwardSealPng(svg));
    // 28 px of the SVG's 480 (70 of the PNG's 1200) stay clear each side in the text's rows.
    for (let y = 1150; y < 1450; y++) {
      for (const x of [...Array(70).keys(), ...Array.from({ length: 70 }, (_, i) => width - 1 - i)]) expect(data[y * width + x], `${x},${y}`).toBeGreaterThan(200);
    }
    // A short name is set large.
    expect(/font-size="(\d+)"/.exec(await renderAwardSealSvg(doc({ levelName: 'Gold', locale: 'en' })))![1]).toBe('46');
  });

  it('escapes what the organisers typed, so the SVG stays well-formed', async () => {
    const svg = await renderAwardSealSvg(doc({ levelName: 'Gold <script>&"', siteName: 'A & B', locale: 'en' }));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('GOLD &lt;SCRIPT&gt;&amp;&quot;');
    expect(svg).toContain('A &amp; B · 2026');
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ format: 'svg' });
  });
});
