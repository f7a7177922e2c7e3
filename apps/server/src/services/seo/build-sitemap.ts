import { asc } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html-meta.ts';
import { winnerWhere } from '../winners/winner-query.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/** sitemaps.org: the public pages and every shown winner's page, as absolute URLs. */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const { publicUrl } = ctx.config;
  const winners = await ctx.db
    .select({ id: entries.id, updatedAt: entries.updatedAt })
    .from(entries)
    .where(winnerWhere(ctx, {}))
    .orderBy(asc(entries.id));
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => url(p)),
    ...winners.map((w) => url(`/winnerDetails?apply_order_id=${w.id}`, w.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: public pages open, the API and every private route closed, the sitemap named. */
export function buildRobots(ctx: AppContext, privatePrefixes: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', ...privatePrefixes.map((p) => `Disallow: ${p}`), '', `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`, ''].join('\n');
}
