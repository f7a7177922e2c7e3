import type { UserInfo } from '@laurel/contract';
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
  isAdmin: u.isAdmin,
  language: u.language === 'zh-CN' ? 'zh-CN' : 'en',
  agentCode: u.agentCode,
  createdAt: u.createdAt.toISOString(),
});
