// No zod here: the browsers' bundles read these at run time (see api-client's bundle-weight test).

export const ROLES = ['Admin', 'User'] as const
export type Role = (typeof ROLES)[number]
/** A user holds one role: an administrator, or everyone else. */
export const ADMIN_ROLE = 'Admin' satisfies Role
export const USER_ROLE = 'User' satisfies Role
