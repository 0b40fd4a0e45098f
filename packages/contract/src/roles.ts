// No zod here: the browsers' bundles read these at run time (see api-client's bundle-weight test).

export const ROLES = ['Admin', 'Editor', 'User'] as const
export type Role = (typeof ROLES)[number]
/** A user holds one role: an administrator, an editor of the content, or everyone else. */
export const ADMIN_ROLE = 'Admin' satisfies Role
/** Manages posts, operations, catalogs, categories and comments; never people's data (docs/decisions/0185). */
export const EDITOR_ROLE = 'Editor' satisfies Role
export const USER_ROLE = 'User' satisfies Role

/** Staff: an Admin or an Editor, whoever may open the admin app. */
export const isStaffRoles = (roles: readonly string[] | undefined | null): boolean =>
  Array.isArray(roles) && (roles.includes(ADMIN_ROLE) || roles.includes(EDITOR_ROLE))
