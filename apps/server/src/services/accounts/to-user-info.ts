import { STAFF_ROLES, type StaffRole, type UserInfo } from '@laurel/contract';
import type { users } from '../../db/schema.ts';

export const toUserInfo = (u: typeof users.$inferSelect): UserInfo => ({
  id: u.id,
  email: u.email,
  name: u.name,
  company: u.company,
  country: u.country,
  areaCode: u.areaCode,
  phone: u.phone,
  identity: u.identity,
  staffRole: asStaffRole(u.staffRole),
  language: u.language === 'zh-CN' ? 'zh-CN' : 'en',
  agentCode: u.agentCode,
  createdAt: u.createdAt.toISOString(),
});

/** The column's text as a role; the database's CHECK allows nothing else. */
export const asStaffRole = (v: string | null): StaffRole | null => (STAFF_ROLES as readonly string[]).includes(v ?? '') ? (v as StaffRole) : null;
