/**
 * The organisers' console roles (docs/product.md#staff-roles), apart from the jury identities: a
 * person may be a judge and a viewer of the console at once. The server grants each call by the
 * permission its contract names (api/define.ts `staff:*`), through STAFF_GRANTS alone.
 */
export const STAFF_ROLES = ['administrator', 'finance', 'content', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console call needs: `read` to look, `settings` to set up a season, `money` for fees,
 * payments and refunds, `content` for the site's words and the jury's profiles, `people` for
 * accounts and roles.
 */
export const STAFF_PERMISSIONS = ['read', 'settings', 'money', 'content', 'people'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_GRANTS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  administrator: STAFF_PERMISSIONS,
  finance: ['read', 'money'],
  content: ['read', 'content'],
  viewer: ['read'],
};

export const staffMay = (role: StaffRole | null | undefined, permission: StaffPermission): boolean =>
  !!role && STAFF_GRANTS[role].includes(permission);
