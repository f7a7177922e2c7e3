import { renderAwardSealPng, renderAwardSealSvg } from '../../../src/services/documents/render-award-seal.ts';

/*
 * Draws one seal's PNG in a process of its own and writes it to stdout as base64, for
 * render-award-seal.test.ts to draw it where fontconfig knows no font at all.
 */
const input = JSON.parse(process.argv[2]!) as Parameters<typeof renderAwardSealSvg>[0];
process.stdout.write((await renderAwardSealPng(await renderAwardSealSvg(input))).toString('base64'));
