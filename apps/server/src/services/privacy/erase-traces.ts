import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contactMessages, juryInvitations, mailOutbox, trophyOrders, verificationCodes } from '../../db/schema.ts';

/** The address an erased account and its traces get: unique, and `.invalid` never delivers (RFC 2606). */
export const erasedAddress = (userId: number): string => `erased-${userId}@erased.invalid`;

/** A trophy order's delivery address once erased: the country stays (the invoice's tax follows it). */
const blankAddress = (country: string) => ({ recipient: '', company: null, line1: '', line2: null, city: '', region: null, postalCode: null, country, areaCode: '', phone: '' });

/**
 * What the person left outside their account and entries, anonymised in the erasure's
 * transaction: contact messages from their address (text, address, the reply), mails to or
 * replying to it (bodies and subjects emptied, those not sent yet given up, so nothing goes to
 * the placeholder address), their e-mail codes (deleted), jury invitations (address and name; a
 * pending one withdrawn), and their trophy orders' delivery addresses. Counts for the audit row.
 */
export async function eraseTraces(tx: Tx, who: { userId: number; email: string }) {
  const email = who.email.toLowerCase();
  const to = erasedAddress(who.userId);
  const contact = await tx
    .update(contactMessages)
    .set({ name: '', email: to, subject: '', message: '', ip: null, reply: null })
    .where(or(eq(contactMessages.userId, who.userId), sql`lower(${contactMessages.email}) = ${email}`))
    .returning({ id: contactMessages.id });
  const mails = await tx
    .update(mailOutbox)
    .set({
      toAddress: sql`case when lower(${mailOutbox.toAddress}) = ${email} then ${to} else ${mailOutbox.toAddress} end`,
      replyTo: sql`case when lower(${mailOutbox.replyTo}) = ${email} then null else ${mailOutbox.replyTo} end`,
      subject: '',
      html: '',
      text: '',
      status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${mailOutbox.status} = 'pending' then 'recipient erased' else ${mailOutbox.lastError} end`,
    })
    .where(or(sql`lower(${mailOutbox.toAddress}) = ${email}`, sql`lower(${mailOutbox.replyTo}) = ${email}`))
    .returning({ id: mailOutbox.id });
  const codes = await tx.delete(verificationCodes).where(sql`lower(${verificationCodes.email}) = ${email}`).returning({ id: verificationCodes.id });
  const invitations = await tx
    .update(juryInvitations)
    .set({
      email: to,
      name: '',
      revokedAt: sql`case when ${juryInvitations.acceptedAt} is null then coalesce(${juryInvitations.revokedAt}, now()) else ${juryInvitations.revokedAt} end`,
    })
    .where(or(sql`lower(${juryInvitations.email}) = ${email}`, eq(juryInvitations.acceptedUserId, who.userId)))
    .returning({ id: juryInvitations.id });
  const trophies = await tx.select({ id: trophyOrders.id, address: trophyOrders.address }).from(trophyOrders).where(eq(trophyOrders.userId, who.userId));
  for (const t of trophies) await tx.update(trophyOrders).set({ address: blankAddress(t.address.country) }).where(eq(trophyOrders.id, t.id));
  return { contactMessages: contact.length, mails: mails.length, codes: codes.length, juryInvitations: invitations.length, trophyAddresses: trophies.length };
}
