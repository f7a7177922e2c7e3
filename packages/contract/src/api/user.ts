import { z } from 'zod';
import { STAFF_ROLES } from '../staff.ts';
import { defineCall } from './define.ts';
import { CODE_MAX, COMPANY_MAX } from './limits.ts';
import { NAME_MAX } from '../constants.ts';
import { formMessages as m } from '../messages.ts';
import {
  Email,
  IsoDate,
  Language,
  CountryCode,
  DialCode,
  Name,
  Password,
  PhoneNumber,
  VerifyCode,
  oneOf,
  optionalString,
  storableString,
} from '../fields.ts';

/**
 * The current user, as `getUserInfo` returns it (docs/product.md#roles-and-identities: identity
 * drives the jury roles).
 */
export const UserInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  identity: z.number().int().min(0).max(3),
  /** The console role (src/staff.ts), or null. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  language: Language,
  agentCode: z.string().nullable(),
  createdAt: IsoDate,
});
export type UserInfo = z.infer<typeof UserInfo>;

export const Session = z.object({
  token: z.string(),
  expiresAt: IsoDate,
  user: UserInfo,
});

/** An existing password is checked, not validated: only presence and a sane bound. */
const AnyPassword = storableString().min(1, m.required()).max(200, m.max(200));

export const VerifyCodePurpose = oneOf(['register', 'reset']);

export const sendVerifyCode = defineCall({
  method: 'POST',
  path: '/email/verifyCode',
  summary: 'Mail a 6-digit code (10 minutes valid, one send per address per 60 s)',
  tag: 'user',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: z.object({
    email: Email,
    purpose: VerifyCodePurpose.default('register'),
    language: Language.optional(),
  }),
  response: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});

export const RegisterRequest = z.object({
  email: Email,
  password: Password,
  name: Name,
  code: VerifyCode,
  agentCode: optionalString(CODE_MAX),
  invitationCode: optionalString(CODE_MAX),
  language: Language.optional(),
});

export const register = defineCall({
  method: 'POST',
  path: '/user/register',
  summary: 'Create an entrant account with the mailed code',
  tag: 'user',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: RegisterRequest,
  response: Session,
});

export const LoginRequest = z.object({ email: Email, password: AnyPassword });

export const login = defineCall({
  method: 'POST',
  path: '/user/login',
  summary: 'Log in; returns an opaque session token',
  tag: 'user',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: LoginRequest,
  response: Session,
});

export const logout = defineCall({
  method: 'POST',
  path: '/user/logout',
  summary: 'End the current session',
  tag: 'user',
  auth: 'user',
  response: z.null(),
});

export const ResetPasswordRequest = z.object({ email: Email, code: VerifyCode, password: Password });

export const resetPassword = defineCall({
  method: 'POST',
  path: '/user/resetPassword',
  summary: 'Set a new password with a mailed code; ends every session',
  tag: 'user',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: ResetPasswordRequest,
  response: z.null(),
});

export const ChangePasswordRequest = z.object({ oldPassword: AnyPassword, newPassword: Password });

export const changePassword = defineCall({
  method: 'POST',
  path: '/user/changePassword',
  summary: "Change the password; ends the user's other sessions",
  tag: 'user',
  auth: 'user',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: ChangePasswordRequest,
  response: z.null(),
});

/**
 * The account page's profile form (issue 4): what an invoice and a trophy shipment need. The
 * e-mail is the login and is not changed here. Empty strings clear the optional fields.
 */
export const UpdateProfileRequest = z.object({
  name: Name,
  company: optionalString(COMPANY_MAX),
  country: CountryCode.optional(),
  areaCode: DialCode.optional(),
  phone: PhoneNumber.optional(),
  language: Language.optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const updateProfile = defineCall({
  method: 'POST',
  path: '/user/updateProfile',
  summary: "Change the caller's name, company, country and phone",
  tag: 'user',
  auth: 'user',
  body: UpdateProfileRequest,
  response: UserInfo,
});

export const getUserInfo = defineCall({
  method: 'GET',
  path: '/user/getUserInfo',
  summary: 'The current user',
  tag: 'user',
  auth: 'user',
  response: UserInfo,
});

/** The secret of a mailed jury invitation link (`/invitation?token=`): 32 random bytes, base64url. */
export const InvitationToken = storableString().trim().min(1, m.required()).max(100, m.pattern()).regex(/^[A-Za-z0-9_-]+$/, m.pattern());

/** What the invitee sees before accepting (docs/product.md#jury-invitations). */
export const JuryInvitationView = z.object({
  email: z.string(),
  name: z.string(),
  /** 1 judge, 2 sub-judge, 3 second-level judge. */
  identity: z.number().int().min(1).max(3),
  season: z.object({ year: z.number().int(), name: z.string() }),
  /** A sub-judge's categories; empty covers all. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameZh: z.string().nullable() })),
  expiresAt: IsoDate,
  /** An account has the invitation's e-mail: the invitee joins with its password. */
  accountExists: z.boolean(),
});
export type JuryInvitationView = z.infer<typeof JuryInvitationView>;

export const getJuryInvitation = defineCall({
  method: 'GET',
  path: '/user/juryInvitation',
  summary: 'A jury invitation by the token of its mailed link; refused once expired, withdrawn or used',
  tag: 'user',
  auth: 'public',
  query: z.object({ token: InvitationToken }),
  response: JuryInvitationView,
});

/**
 * Accepting: without an account, `name` and a new `password` make one with the invitation's
 * e-mail; with one, its `password` (or a session of that very account) joins it.
 */
export const AcceptJuryInvitationRequest = z.object({
  token: InvitationToken,
  name: optionalString(NAME_MAX),
  password: storableString().max(200, m.max(200)).optional(),
});
export type AcceptJuryInvitationRequest = z.input<typeof AcceptJuryInvitationRequest>;

export const acceptJuryInvitation = defineCall({
  method: 'POST',
  path: '/user/acceptJuryInvitation',
  summary: 'Accept a jury invitation once: the account gets its jury role and is logged in',
  tag: 'user',
  auth: 'public',
  // An attempt limit on an existing account's password (docs/product.md#api-conventions).
  refusals: [429],
  body: AcceptJuryInvitationRequest,
  response: Session,
});

export const userCalls = {
  sendVerifyCode,
  register,
  login,
  logout,
  resetPassword,
  changePassword,
  getUserInfo,
  updateProfile,
  getJuryInvitation,
  acceptJuryInvitation,
};
