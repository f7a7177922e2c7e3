import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { lintErrors, root } from './lint-errors.ts';

// The server's one-way layers (docs/architecture.md#layout): routes and plugins → http plumbing
// and services → db, storage, mail → lib, with core (config, context) beneath all; between the
// services' domains, one way in a declared order (docs/decisions/019-domains-in-order.md). Each case is a
// file that does not exist, linted through eslint.config.js as if it stood at its path in
// apps/server/src, importing files that do exist: the rule looks at where an import resolves.

const RULES = new Set(['boundaries/dependencies', 'boundaries/no-unknown-dependencies']);

/** The boundary errors of `code` placed at `path` (relative to apps/server/src), by line. */
const layerErrors = (path: string, code: string) => lintErrors(`apps/server/src/${path}`, code, RULES);

/** `lines` as a module: each line an import, then one export so nothing is unused. */
const moduleOf = (...lines: string[]) => `${lines.join('\n')}\nexport {};`;

describe('a service', () => {
  test('imports no route, plugin, HTTP plumbing, seed or app, however the path is spelled', async () => {
    const code = moduleOf(
      "import { registerApplyRoutes } from '../../routes/apply/index.ts';",
      "import '../../routes/../routes/index.ts';",
      "import { authPlugin } from '../../plugins/auth.ts';",
      "import { defineRoute } from '../../http/define-route.ts';",
      "import { seedIfEmpty } from '../../seed/seed-demo-data.ts';",
      "import { buildApp } from '../../app/app.ts';",
      "import { main } from '../../../../web/src/main.tsx';",
    );
    expect(await layerErrors('services/entries/reach-up.ts', code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('imports the domains below it, the database, storage, mail, the job queue, lib and core', async () => {
    const code = moduleOf(
      "import { writeAudit } from '../audit/write-audit.ts';",
      "import { getEntry } from '../entries/get-entry.ts';",
      "import { settleFee } from '../fee-ledger/settle-fee.ts';",
      "import { issueCreditNote } from '../documents/issue-credit-note.ts';",
      "import { currentSeason } from '../competition/current-season.ts';",
      "import { paymentOrderView } from './payment-order-view.ts';",
      "import { entries } from '../../db/schema.ts';",
      "import type { Storage } from '../../storage/storage.ts';",
      "import { createMailer } from '../../mail/mailer.ts';",
      "import type { JobQueue } from '../../jobs/job-queue.ts';",
      "import { errors } from '../../lib/errors.ts';",
      "import type { AppContext } from '../../core/context.ts';",
      "import { calls } from '@laurel/contract';",
      "import { eq } from 'drizzle-orm';",
    );
    expect(await layerErrors('services/payments/uses-domains.ts', code)).toEqual([]);
  });
});

describe('the domains, in their declared order', () => {
  test('a domain imports no domain above it, however the path is spelled', async () => {
    const code = moduleOf(
      "import { payEntryFee } from '../payments/pay-entry-fee.ts';",
      "import { awardEntry } from '../judging/award-entry.ts';",
      "import { issueInvoice } from '../documents/issue-invoice.ts';",
      "import { pageMeta } from '../../services/seo/page-meta.ts';",
      "import { refundPayment } from './../../services/entries/../payments/refund-payment.ts';",
    );
    expect(await layerErrors('services/entries/reach-up.ts', code)).toEqual([1, 2, 3, 4, 5]);
  });

  test('a lower domain imports none above it: files, winners, competition, audit', async () => {
    expect(await layerErrors('services/files/up.ts', moduleOf("import { setEntryImages } from '../entries/entry-files.ts';"))).toEqual([1]);
    expect(await layerErrors('services/winners/up.ts', moduleOf("import { findPublicFile } from '../files/find-public-file.ts';"))).toEqual([1]);
    expect(await layerErrors('services/competition/up.ts', moduleOf("import { publicWinner } from '../winners/public-winner.ts';"))).toEqual([1]);
    expect(await layerErrors('services/audit/up.ts', moduleOf("import { queueMail } from '../mail/queue-mail.ts';"))).toEqual([1]);
    // Data protection is the top domain (docs/decisions/027-erasure-and-retention.md): even the next one down may not use it.
    expect(await layerErrors('services/seo/up.ts', moduleOf("import { erasePerson } from '../privacy/erase-person.ts';"))).toEqual([1]);
    expect(await layerErrors('services/privacy/down.ts', moduleOf("import { ZipWriter } from '../judging/zip/zip-writer.ts';", "import { issueInvoice } from '../documents/issue-invoice.ts';"))).toEqual([]);
  });

  test('a domain imports those below it and its own files', async () => {
    const code = moduleOf(
      "import { moveEntry } from '../fee-ledger/move-entry.ts';",
      "import { ENTRY_PDF_KIND } from '../files/file-kinds.ts';",
      "import { publicWinner } from '../winners/public-winner.ts';",
      "import { quoteEntryFee } from '../competition/entry-fee-quote.ts';",
      "import { queueMail } from '../mail/queue-mail.ts';",
      "import { writeAudit } from '../audit/write-audit.ts';",
      "import { canEditText } from './entry-rules.ts';",
    );
    expect(await layerErrors('services/entries/reach-down.ts', code)).toEqual([]);
  });

  test('a domain not yet in the order imports no other domain, and none imports it', async () => {
    expect(await layerErrors('services/console/new.ts', moduleOf("import { writeAudit } from '../audit/write-audit.ts';"))).toEqual([1]);
  });

  test('the refusal names the rule, both domains and where the order is explained', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(moduleOf("import { payEntryFee } from '../payments/pay-entry-fee.ts';"), {
      filePath: `${root}apps/server/src/services/entries/reach-up.ts`,
    });
    const message = result?.messages.find((m) => m.ruleId === 'boundaries/dependencies');
    expect(message?.message).toMatch(/^domain order: services\/entries may not import services\/payments\b/);
    expect(message?.message).toContain('docs/decisions/019-domains-in-order.md');
  });
});

describe('a route', () => {
  test('goes through a service: it touches neither the database nor storage nor mail', async () => {
    const code = moduleOf(
      "import { entries } from '../../db/schema.ts';",
      "import { createLocalStorage } from '../../storage/local-storage.ts';",
      "import { createMailer } from '../../mail/mailer.ts';",
      "import { defineRoute } from '../../http/define-route.ts';",
      "import { getEntry } from '../../services/entries/get-entry.ts';",
    );
    expect(await layerErrors('routes/apply/direct.ts', code)).toEqual([1, 2, 3]);
  });
});

describe('the adapters and helpers', () => {
  test.each([
    ['db/uses-service.ts', "import { getEntry } from '../services/entries/get-entry.ts';"],
    ['storage/uses-service.ts', "import { storeImage } from '../services/files/store-image.ts';"],
    ['storage/uses-database.ts', "import { files } from '../db/schema.ts';"],
    ['mail/uses-service.ts', "import { queueMail } from '../services/mail/queue-mail.ts';"],
    ['jobs/uses-service.ts', "import { deliverMail } from '../services/mail/deliver-mail.ts';"],
    ['jobs/uses-storage.ts', "import type { Storage } from '../storage/storage.ts';"],
    ['lib/uses-database.ts', "import { users } from '../db/schema.ts';"],
    ['lib/uses-plumbing.ts', "import { defineRoute } from '../http/define-route.ts';"],
    ['http/uses-service.ts', "import { getEntry } from '../services/entries/get-entry.ts';"],
    ['core/uses-route.ts', "import { registerRoutes } from '../routes/index.ts';"],
    ['core/uses-domain.ts', "import { createPaymentProviders } from '../services/payments/providers/index.ts';"],
  ])('%s imports nothing above its layer', async (path, line) => {
    expect(await layerErrors(path, moduleOf(line))).toEqual([1]);
  });

  test('the app composes every layer', async () => {
    const code = moduleOf(
      "import { registerRoutes } from '../routes/index.ts';",
      "import { authPlugin } from '../plugins/auth.ts';",
      "import { seedIfEmpty } from '../seed/seed-demo-data.ts';",
      "import { openDatabase } from '../db/client.ts';",
      "import { createJobQueue } from '../jobs/job-queue.ts';",
      "import { loadConfig } from '../core/config.ts';",
    );
    expect(await layerErrors('app/composes.ts', code)).toEqual([]);
  });
});
