import { z } from 'zod'
import { Profile, Role } from './account.ts'
import { DateTime, Paging } from './common.ts'

/** A row of the users admin (GET /api/Users, GET /api/Users/{id}): the profile plus what only admins see. */
export const User = Profile.extend({
  isActive: z.boolean(),
  createdDate: DateTime,
  lastLoginDate: DateTime.nullable(),
})
export type User = z.infer<typeof User>

export const UserListQuery = Paging.extend({ search: z.string().max(200).optional() })
export type UserListQuery = z.infer<typeof UserListQuery>

export const UserRolesBody = z.object({
  roles: z.array(Role, { error: 'Roller Admin ya da User olmalıdır.' }).min(1, 'En az bir rol seçin.'),
})
export type UserRolesBody = z.infer<typeof UserRolesBody>

export const UserStatusBody = z.object({
  isActive: z.boolean({ error: 'isActive true ya da false olmalıdır.' }),
})
export type UserStatusBody = z.infer<typeof UserStatusBody>
