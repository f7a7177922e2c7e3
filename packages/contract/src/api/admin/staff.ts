import { z } from 'zod';
import { Email } from '../../fields.ts';
import { STAFF_ROLES } from '../../staff.ts';
import { defineCall } from '../define.ts';

/*
 * Who works in the console (docs/product.md#staff-roles). People in general (search, identity,
 * deactivation) are the second console issue's; this is the least that lets an administrator
 * hand out the roles.
 */

export const StaffRoleName = z.enum(STAFF_ROLES);

export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  staffRole: StaffRoleName,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const listStaff = defineCall({
  method: 'GET',
  path: '/admin/staff',
  summary: 'Everyone with a console role',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(StaffMember),
});

/** `staffRole` null takes the role away. An administrator cannot take their own away. */
export const SetStaffRoleRequest = z.object({ email: Email, staffRole: StaffRoleName.nullable() });
export type SetStaffRoleRequest = z.input<typeof SetStaffRoleRequest>;

export const setStaffRole = defineCall({
  method: 'POST',
  path: '/admin/staff/setRole',
  summary: 'Give an account a console role, or take it away (in force from its next request)',
  tag: 'admin',
  auth: 'staff:people',
  body: SetStaffRoleRequest,
  response: z.object({ id: z.number().int(), email: z.string(), staffRole: StaffRoleName.nullable() }),
});

export const staffCalls = { listStaff, setStaffRole } as const;
