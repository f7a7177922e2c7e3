import type { ContactMessage } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { contactMessages, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';

type Row = typeof contactMessages.$inferSelect;

/** A stored message as the console shows it, with the name of whoever replied. */
export const toContactMessage = (row: Row, repliedByName: string | null): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
  repliedBy: row.repliedBy !== null ? { id: row.repliedBy, name: repliedByName ?? '' } : null,
  reply: row.reply,
});

/** The message `id` as the console shows it, or `contactMessageNotFound`. */
export async function findContactMessage(db: DbLike, id: number): Promise<ContactMessage> {
  const [found] = await db
    .select({ row: contactMessages, by: users.name })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.repliedBy))
    .where(eq(contactMessages.id, id));
  if (!found) throw refuse('contactMessageNotFound');
  return toContactMessage(found.row, found.by);
}

/** The row of message `id`, locked for the rest of the transaction, or `contactMessageNotFound`. */
export async function lockContactMessage(db: DbLike, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!row) throw refuse('contactMessageNotFound');
  return row;
}

/** What the audit log keeps of a message's reply state. */
export const replyState = (row: Pick<Row, 'repliedAt' | 'repliedBy' | 'reply'>) => ({
  repliedAt: row.repliedAt?.toISOString() ?? null,
  repliedBy: row.repliedBy,
  reply: row.reply,
});
