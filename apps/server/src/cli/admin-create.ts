import { parseArgs } from 'node:util';
import { Email, Name, Password } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { closeContext, createContext } from '../create-context.ts';
import { users } from '../db/schema.ts';
import { writeAudit } from '../services/audit/write-audit.ts';
import { hashPassword } from '../services/user/passwords.ts';

/** `npm run admin:create -- --email … --password … [--name …]`: creates an admin, or promotes one. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const email = Email.safeParse(values.email);
const password = Password.safeParse(values.password);
const name = Name.safeParse(values.name ?? 'Administrator');
if (!email.success || !password.success || !name.success) {
  console.error('Usage: npm run admin:create -- --email admin@example.com --password "at least 8 characters" [--name "Your Name"]');
  if (!email.success) console.error(`  --email: ${email.error.issues[0]?.message}`);
  if (!password.success) console.error(`  --password: ${password.error.issues[0]?.message}`);
  process.exit(2);
}
const ctx = await createContext({ ...loadConfig(), logLevel: 'warn' });
try {
  const passwordHash = await hashPassword(password.data);
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email.data));
  if (existing) {
    await ctx.db.update(users).set({ isAdmin: true, passwordHash }).where(eq(users.id, existing.id));
    await writeAudit(ctx.db, { actorId: null, action: 'user.makeAdmin', subjectType: 'user', subjectId: existing.id, before: { isAdmin: existing.isAdmin }, after: { isAdmin: true } });
    console.log(`${email.data} is now an admin (password updated).`);
  } else {
    const [u] = await ctx.db.insert(users).values({ email: email.data, passwordHash, name: name.data, isAdmin: true }).returning({ id: users.id });
    await writeAudit(ctx.db, { actorId: null, action: 'user.createAdmin', subjectType: 'user', subjectId: u!.id, after: { email: email.data, isAdmin: true } });
    console.log(`Admin ${email.data} created.`);
  }
} finally {
  await closeContext(ctx);
}
