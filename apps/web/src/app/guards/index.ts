export { GUARD_RULES, guardRedirect, guardVerdict, type GuardRule, type GuardVerdict } from './rules.ts';
export {
  AuthWrapper,
  JuryAuthWrapper,
  JuryLevelSubJuryWrapper,
  OnlyJuryWrapper,
  RouteGuard,
  StaffWrapper,
  SubJuryWrapper,
  WRAPPERS,
} from './route-guard.tsx';
