import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { auditLog } from '../../src/db/schema.ts';

/**
 * The audit log is append-only (docs/product.md#audit-log): migration 0020's trigger refuses
 * every UPDATE and DELETE, on both databases the product runs on, except an UPDATE inside a
 * transaction that set `laurel.erasing` (an erasure scrubbing a person's fields) — and that
 * setting ends with its transaction. PGlite always; PostgreSQL when TEST_DATABASE_URL names one.
 */
const url = process.env.TEST_DATABASE_URL;
const kinds: { name: string; open: () => Promise<Database> }[] = [
  { name: 'PGlite', open: () => openDatabase({}) },
  ...(url ? [{ name: 'PostgreSQL', open: () => openDatabase({ url, searchPath: `ao_${process.pid}_${randomBytes(4).toString('hex')}`, poolSize: 2 }) }] : []),
];

describe.each(kinds)('the audit log on $name', ({ open }) => {
  let database: Database;
  let id: number;
  beforeAll(async () => {
    database = await open();
    await migrate(database);
    const [row] = await database.db
      .insert(auditLog)
      .values({ actorId: null, action: 'user.profile', subjectType: 'user', subjectId: '1', before: { name: 'Ada' }, after: { name: 'Ada L.' } })
      .returning();
    id = row!.id;
  });
  afterAll(async () => {
    if (database?.searchPath) await database.exec(`drop schema if exists ${database.searchPath} cascade`);
    await database?.close();
  });
  const stored = async () => (await database.db.select().from(auditLog).where(eq(auditLog.id, id)))[0];

  it('refuses an UPDATE and a DELETE, and the row stays as written', async () => {
    await expect(database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(database.exec(`update audit_log set after = null`)).rejects.toThrow(/append-only/);
    await expect(database.exec(`delete from audit_log`)).rejects.toThrow(/append-only/);
    expect(await stored()).toMatchObject({ action: 'user.profile', after: { name: 'Ada L.' } });
  });

  it('lets an erasure scrub a row inside its transaction, never delete one, and only while it lasts', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local laurel.erasing = 'on'`);
      await tx.update(auditLog).set({ before: { name: '(erased)' }, after: { name: '(erased)' } }).where(eq(auditLog.id, id));
    });
    expect(await stored()).toMatchObject({ before: { name: '(erased)' }, after: { name: '(erased)' } });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local laurel.erasing = 'on'`);
        await tx.delete(auditLog).where(eq(auditLog.id, id));
      }),
    ).rejects.toThrow();
    // `set local` ends with its transaction: the next statement is refused again.
    await expect(database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, id))).rejects.toThrow();
    expect(await stored()).toMatchObject({ action: 'user.profile' });
  });
});
