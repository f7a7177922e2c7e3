import { z } from 'zod';
import { NAME_MAX } from '../../constants.ts';
import { Email, Id, IdArray, Language, QueryId, intInRange, optionalString } from '../../fields.ts';
import { defineCall } from '../define.ts';

/*
 * Jurors invited by e-mail (docs/product.md#jury-invitations): the organisers name a season and a
 * jury identity; the invitee sets a password (or joins with the account they have) from the
 * mailed link, which holds for 14 days and is reminded at +3 and +5 days while still pending.
 */

/** Days an invitation's link holds, from its last sending. */
export const JURY_INVITATION_DAYS = 14;
/** Days after a sending at which a pending invitation is reminded, each once. */
export const JURY_INVITATION_REMINDER_DAYS = [3, 5] as const;
/** Addresses one call may invite. */
export const JURY_INVITES_MAX = 50;

/** 1 judge, 2 sub-judge, 3 second-level judge (docs/product.md#roles-and-identities). */
export const JuryIdentity = intInRange(1, 3);
export type JuryIdentity = 1 | 2 | 3;

/** Where an invitation stands: a pending one past its expiry is `expired`. */
export const JuryInvitationState = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type JuryInvitationState = z.infer<typeof JuryInvitationState>;

export const AdminJuryInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  identity: z.number().int(),
  seasonId: z.number().int(),
  /** A sub-judge's categories; empty covers all. */
  categoryIds: z.array(z.number().int()),
  /** The language the mails are written in. */
  language: Language,
  state: JuryInvitationState,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the link of the last sending stops working. */
  expiresAt: z.string(),
  remindersSent: z.number().int(),
  acceptedAt: z.string().nullable(),
  /** The account that accepted it. */
  acceptedBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  revokedAt: z.string().nullable(),
});
export type AdminJuryInvitation = z.infer<typeof AdminJuryInvitation>;

export const listJuryInvitations = defineCall({
  method: 'GET',
  path: '/admin/juryInvitations',
  summary: "A season's jury invitations with their state, newest first",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ seasonId: QueryId }),
  response: z.array(AdminJuryInvitation),
});

export const JuryInvitee = z.object({
  email: Email,
  name: optionalString(NAME_MAX),
  language: Language,
});
export type JuryInvitee = z.input<typeof JuryInvitee>;

export const InviteJurorsRequest = z.object({
  seasonId: Id,
  identity: JuryIdentity,
  /** For a sub-judge: the categories they cover (none: all). Ignored for the other identities. */
  categoryIds: IdArray(500, 0),
  invitees: z.array(JuryInvitee).min(1).max(JURY_INVITES_MAX),
});
export type InviteJurorsRequest = z.input<typeof InviteJurorsRequest>;

export const inviteJurors = defineCall({
  method: 'POST',
  path: '/admin/juryInvitations/invite',
  summary: 'Invite one or several people to the jury of a season by e-mail',
  tag: 'admin',
  auth: 'staff:people',
  body: InviteJurorsRequest,
  response: z.array(AdminJuryInvitation),
});

export const JuryInvitationIdRequest = z.object({ id: Id });

export const resendJuryInvitation = defineCall({
  method: 'POST',
  path: '/admin/juryInvitations/resend',
  summary: 'Mail an invitation again with a new link, valid 14 days (the old link stops working)',
  tag: 'admin',
  auth: 'staff:people',
  body: JuryInvitationIdRequest,
  response: AdminJuryInvitation,
});

export const revokeJuryInvitation = defineCall({
  method: 'POST',
  path: '/admin/juryInvitations/revoke',
  summary: 'Withdraw an invitation not yet accepted: its link stops working',
  tag: 'admin',
  auth: 'staff:people',
  body: JuryInvitationIdRequest,
  response: AdminJuryInvitation,
});

export const juryInvitationCalls = { listJuryInvitations, inviteJurors, resendJuryInvitation, revokeJuryInvitation } as const;
