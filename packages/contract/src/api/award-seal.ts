import { defineCall } from './define.ts';
import { ApplyOrderRequest, FileResponse } from './models/requests.ts';

/**
 * The award's seal as a file for the winner's own use (docs/product.md#award-marks): the level's
 * seal with the level's name and the season's year, in the request's language. Under the rule of
 * the certificate (docs/product.md#pdf-calls): only the entry's owner, only an awarded entry whose
 * winner package is paid or waived; another user's entry answers as a missing one (404).
 */
const downloadSeal = (path: string, summary: string, fileType: 'image/svg+xml' | 'image/png') =>
  defineCall({
    method: 'GET',
    path,
    summary,
    tag: 'pdf',
    auth: 'user',
    query: ApplyOrderRequest,
    response: FileResponse,
    file: true,
    fileType,
  });

export const downloadAwardSealSvg = downloadSeal('/pdf/downloadAwardSealSvg', 'The award’s seal with its level and year (SVG)', 'image/svg+xml');
export const downloadAwardSealPng = downloadSeal(
  '/pdf/downloadAwardSealPng',
  'The award’s seal with its level and year (PNG, 1200 px wide, 300 dpi)',
  'image/png',
);

export const awardSealCalls = { downloadAwardSealSvg, downloadAwardSealPng };
