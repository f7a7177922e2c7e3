import { systemCalls } from './system.ts';
import { userCalls } from './user.ts';

export * from './define.ts';
export * from './system.ts';
export * from './user.ts';

/** Every call of spec §7 (plus system calls), grouped by area. */
export const calls = {
  system: systemCalls,
  user: userCalls,
} as const;
