// Run by global-setup.ts before the server starts (PGlite belongs to one process): the demo data,
// then content that tries to run script, stored through the content layer exactly as the
// organisers' edits will be, for specs/content-safety.spec.ts.
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { seedDemoData, seedIfEmpty } from '@laurel/server/seed';
import { saveContentBlock } from '@laurel/server/services/content/save-content-block';

export const HOSTILE_TITLE = 'Use of this site <script>window.__xss = "title"</script>';
export const HOSTILE_BODY = [
  '<p>Content from the organisers is <strong>kept</strong>.</p>',
  '<img src=x onerror="window.__xss = \'img\'; alert(1)">',
  '<script>window.__xss = "script"; alert(2)</script>',
  '<a href="javascript:window.__xss = \'link\'">a link that runs script</a>',
  '<p style="position:fixed;inset:0" onclick="window.__xss = \'click\'">styled paragraph</p>',
  '<iframe src="javascript:alert(3)"></iframe>',
].join('\n');

const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: true });
try {
  // A real PostgreSQL server is never seeded by itself (seed-demo-data.ts); global-setup.ts made
  // this one afresh for the run.
  if (ctx.database.kind === 'postgres') await seedDemoData(ctx);
  else await seedIfEmpty(ctx);
  await saveContentBlock(ctx, {
    block: { kind: 'terms', position: 'terms', title: HOSTILE_TITLE, body: HOSTILE_BODY, sort: 99 },
    actorId: null,
  });
} finally {
  await closeContext(ctx);
}
