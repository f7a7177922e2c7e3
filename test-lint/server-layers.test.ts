import { describe, expect, test } from 'vitest';
import { lintErrors } from './lint-errors.ts';

// The server's one-way layers (docs/architecture.md#layout): routes and plugins → http plumbing
// and services → db, storage, mail → lib, with core (config, context) beneath all. Each case is a
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

  test('imports other domains, the database, storage, mail, the job queue, lib and core', async () => {
    const code = moduleOf(
      "import { writeAudit } from '../audit/write-audit.ts';",
      "import { getEntry } from '../entries/get-entry.ts';",
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
