import { z } from 'zod'
import { Profile, Role } from './account.ts'
import { ActiveFilter, DateTime, Paging } from './common.ts'
import { ROLES } from './roles.ts'

/** A row of the users admin (GET /api/Users, GET /api/Users/{id}): the profile plus what only admins see. */
export const User = Profile.extend({
  isActive: z.boolean(),
  createdDate: DateTime,
  lastLoginDate: DateTime.nullable(),
})
export type User = z.infer<typeof User>

/**
 * GET /api/Users: `search` in first name, last name and e-mail (one piece of text, Turkish letters folded); `role`
 * Admin (administrators), Editor (content editors) or User (everyone else); `active` true or false.
 */
export const UserListQuery = Paging.extend({
  search: z.string().max(200, 'Arama metni en fazla 200 karakter olabilir.').optional(),
  role: z.enum(ROLES, { error: 'Rol Admin, Editor ya da User olmalıdır.' }).optional(),
  active: ActiveFilter.optional(),
})
export type UserListQuery = z.infer<typeof UserListQuery>

export const UserRolesBody = z.object({
  roles: z
    .array(Role, { error: 'Roller Admin, Editor ya da User olmalıdır.' })
    .min(1, 'En az bir rol seçin.')
    // Duplicates are accepted (and dropped); a list longer than this is not a role list.
    .max(10, 'En fazla 10 rol gönderilebilir.'),
})
export type UserRolesBody = z.infer<typeof UserRolesBody>

export const UserStatusBody = z.object({
  isActive: z.boolean({ error: 'isActive true ya da false olmalıdır.' }),
})
export type UserStatusBody = z.infer<typeof UserStatusBody>
