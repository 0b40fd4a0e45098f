import { createHash } from 'node:crypto'
import type { AccountExport } from '@clinic/contract/account'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { ADMIN_ROLE, EDITOR_ROLE, type Role, USER_ROLE } from '@clinic/contract/roles'
import type { User, UserListQuery } from '@clinic/contract/user'
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  blogLikes,
  blogs,
  commentLikes,
  commentReports,
  comments,
  contactMessages,
  users,
  wellnessMessages,
} from '../../db/schema.ts'
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts'
import { toIso } from '../../lib/listing.ts'
import { verifyPassword } from '../../lib/passwords.ts'
import type { ImageStore } from '../../plugins/images.ts'
import type { UploadedFile } from '../../plugins/multipart.ts'
import { foldedSql, newestFirstPage } from '../shared/sql.ts'
import { removeUnreferenced } from '../uploads/upload-references.ts'

const NOT_FOUND = 'Kullanıcı bulunamadı.'
export const LAST_ADMIN = 'Sistemde en az bir etkin yönetici kalmalıdır.'

type Row = typeof users.$inferSelect
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const toUser = (row: Row): User => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  profileImagePath: row.profileImagePath,
  roles: row.roles,
  emailConfirmed: row.emailConfirmed,
  isActive: row.isActive,
  createdDate: row.createdAt.toISOString(),
  lastLoginDate: toIso(row.lastLoginAt),
})

/** Name and e-mail folded in SQL as foldTurkish folds the search text (Turkish letters to ASCII, lowercase). */
const searchable = foldedSql(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`)
/** Roles are ["Admin"], ["Editor"] or ["User"]; `role=User` means everyone who is neither. */
const isAdmin = sql`(${ADMIN_ROLE} = any(${users.roles}))`
const isEditor = sql`(${EDITOR_ROLE} = any(${users.roles}) and not ${isAdmin})`
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/**
 * What the users admin and the account's own calls share: changes that must leave an active admin, deleting a
 * user with everything tied to them, and the export of a user's data.
 */
export function createUserService(db: Database, images: ImageStore, opts: { publicApiUrl: string }) {
  /**
   * Runs a change to a user while holding every active admin's row, so two admins demoting, disabling or deleting
   * each other (or themselves) at once cannot leave the site without one; refuses (409, `lastAdminMessage`) a
   * change that would remove the last. 404 when the user is gone.
   */
  async function changeKeepingAnAdmin(
    id: number,
    removesAdmin: (target: Row) => boolean,
    change: (tx: Tx) => Promise<void>,
    lastAdminMessage = LAST_ADMIN,
  ) {
    await db.transaction(async (tx) => {
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isActive, true), isAdmin))
        .for('update')
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update')
      if (!target) throw notFound(NOT_FOUND)
      const targetCounts = activeAdmins.some((a) => a.id === id)
      if (targetCounts && removesAdmin(target) && activeAdmins.length <= 1) throw conflict(lastAdminMessage)
      await change(tx)
    })
  }

  /**
   * Deletes a user: their comments (with the likes and reports those received), their own likes and reports and
   * their mailed tokens go with the row (foreign keys cascade), then their profile picture file unless something
   * still shows it (an operation they wrote keeps a copy of its path). Refuses (409) to delete the last active admin.
   */
  async function remove(id: number, lastAdminMessage = LAST_ADMIN): Promise<void> {
    let imagePath: string | null = null
    await changeKeepingAnAdmin(
      id,
      () => true,
      async (tx) => {
        const [deleted] = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ imagePath: users.profileImagePath })
        imagePath = deleted?.imagePath ?? null
      },
      lastAdminMessage,
    )
    await removeUnreferenced(db, images, [imagePath])
  }

  /**
   * Stores a new profile picture and points the user at it. The row is locked while the former picture is read, so
   * each of several concurrent uploads learns exactly the picture it replaced; that file goes after the commit,
   * unless something still shows it (an operation keeps its author's picture). When the user is gone (404) or the
   * write fails, the new file goes instead.
   */
  async function setProfileImage(id: number, file: UploadedFile): Promise<string> {
    const { imagePath } = await images.save(file, 'profiles')
    let before: { path: string | null } | undefined
    try {
      before = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ path: users.profileImagePath })
          .from(users)
          .where(eq(users.id, id))
          .for('update')
        if (row) {
          await tx
            .update(users)
            .set({ profileImagePath: imagePath, updatedAt: new Date() })
            .where(eq(users.id, id))
        }
        return row
      })
    } catch (error) {
      await images.remove(imagePath)
      throw error
    }
    if (!before) {
      await images.remove(imagePath)
      throw notFound(NOT_FOUND)
    }
    await removeUnreferenced(db, images, [before.path])
    return imagePath
  }

  /** Everything stored about the user (see `AccountExport`); 404 when the user is gone. */
  async function exportData(id: number): Promise<AccountExport> {
    const [user] = await db.select().from(users).where(eq(users.id, id))
    if (!user) throw notFound(NOT_FOUND)
    const post = { blogId: blogs.id, blogTitle: blogs.title }
    // Messages carry no account: those sent with the account's address are the user's only once the address is
    // confirmed (whoever registers an address they do not own must not read the messages sent with it).
    const sameAddress = (column: typeof contactMessages.email | typeof wellnessMessages.email) =>
      user.emailConfirmed ? sql`lower(${column}) = ${user.email}` : sql`false`
    const [ownComments, postLikes, likes, reports, wellness, contact] = await Promise.all([
      db
        .select({
          ...post,
          id: comments.id,
          content: comments.content,
          isApproved: comments.isApproved,
          createdAt: comments.createdAt,
          updatedAt: comments.updatedAt,
        })
        .from(comments)
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(eq(comments.userId, id))
        .orderBy(desc(comments.createdAt), desc(comments.id)),
      db
        .select({ ...post, createdAt: blogLikes.createdAt })
        .from(blogLikes)
        .innerJoin(blogs, eq(blogs.id, blogLikes.blogId))
        .where(eq(blogLikes.userId, id))
        .orderBy(desc(blogLikes.createdAt), desc(blogLikes.blogId)),
      db
        .select({ ...post, commentId: commentLikes.commentId, createdAt: commentLikes.createdAt })
        .from(commentLikes)
        .innerJoin(comments, eq(comments.id, commentLikes.commentId))
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(eq(commentLikes.userId, id))
        .orderBy(desc(commentLikes.createdAt), desc(commentLikes.commentId)),
      db
        .select({
          ...post,
          commentId: commentReports.commentId,
          reason: commentReports.reason,
          createdAt: commentReports.createdAt,
        })
        .from(commentReports)
        .innerJoin(comments, eq(comments.id, commentReports.commentId))
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(eq(commentReports.userId, id))
        .orderBy(desc(commentReports.createdAt), desc(commentReports.commentId)),
      db
        .select()
        .from(wellnessMessages)
        .where(sameAddress(wellnessMessages.email))
        .orderBy(desc(wellnessMessages.createdAt), desc(wellnessMessages.id)),
      db
        .select()
        .from(contactMessages)
        .where(sameAddress(contactMessages.email))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    ])
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        roles: user.roles,
        emailConfirmed: user.emailConfirmed,
        createdDate: user.createdAt.toISOString(),
        updatedDate: user.updatedAt.toISOString(),
        lastLoginDate: toIso(user.lastLoginAt),
        profileImagePath: user.profileImagePath,
        profileImageUrl: user.profileImagePath ? `${opts.publicApiUrl}${user.profileImagePath}` : null,
      },
      comments: ownComments.map((c) => ({
        id: c.id,
        blogId: c.blogId,
        blogTitle: c.blogTitle,
        content: c.content,
        createdDate: c.createdAt.toISOString(),
        updatedDate: c.updatedAt.toISOString(),
        isApproved: c.isApproved,
      })),
      postLikes: postLikes.map((l) => ({
        blogId: l.blogId,
        blogTitle: l.blogTitle,
        likedDate: l.createdAt.toISOString(),
      })),
      commentLikes: likes.map((l) => ({
        commentId: l.commentId,
        blogId: l.blogId,
        blogTitle: l.blogTitle,
        likedDate: l.createdAt.toISOString(),
      })),
      commentReports: reports.map((r) => ({
        commentId: r.commentId,
        blogId: r.blogId,
        blogTitle: r.blogTitle,
        reason: r.reason,
        reportedDate: r.createdAt.toISOString(),
      })),
      wellnessMessages: wellness.map((m) => ({
        id: m.id,
        senderName: m.senderName,
        email: m.email,
        phoneNumber: m.phoneNumber,
        patientName: m.patientName,
        message: m.message,
        createdDate: m.createdAt.toISOString(),
        consentDate: m.consentAt.toISOString(),
      })),
      contactMessages: contact.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        phoneNumber: m.phoneNumber,
        subject: m.subject,
        message: m.message,
        createdDate: m.createdAt.toISOString(),
        consentDate: m.consentAt.toISOString(),
      })),
    }
  }

  /** The users admin's list: newest first, searched and filtered (see `UserListQuery`), one page and the total. */
  async function list(query: UserListQuery): Promise<{ items: User[]; total: number }> {
    const term = foldTurkish(query.search?.trim() ?? '')
    const filters: SQL[] = []
    if (term) filters.push(sql`${searchable} like ${likePattern(term)}`)
    if (query.role === ADMIN_ROLE) filters.push(isAdmin)
    else if (query.role === EDITOR_ROLE) filters.push(isEditor)
    else if (query.role) filters.push(sql`not ${isAdmin} and not ${isEditor}`)
    if (query.active !== undefined) filters.push(eq(users.isActive, query.active))
    const where = filters.length ? and(...filters) : undefined
    const { rows, total } = await newestFirstPage(db, users, where, query)
    return { items: rows.map(toUser), total }
  }

  async function find(id: number): Promise<User> {
    const [row] = await db.select().from(users).where(eq(users.id, id))
    if (!row) throw notFound(NOT_FOUND)
    return toUser(row)
  }

  /** One role per user. An admin cannot take their own admin role away; the last active admin stays one. */
  async function setRole(id: number, role: Role, actorId: number): Promise<User> {
    if (id === actorId && role !== ADMIN_ROLE) throw forbidden('Kendi yönetici yetkinizi kaldıramazsınız.')
    await changeKeepingAnAdmin(
      id,
      () => role !== ADMIN_ROLE,
      async (tx) => {
        await tx
          .update(users)
          .set({ roles: [role], updatedAt: new Date() })
          .where(eq(users.id, id))
      },
    )
    return find(id)
  }

  /** Disabling ends every session the user has (auth also refuses inactive users outright). */
  async function setActive(id: number, isActive: boolean, actorId: number): Promise<User> {
    if (id === actorId && !isActive) throw forbidden('Kendi hesabınızı devre dışı bırakamazsınız.')
    await changeKeepingAnAdmin(
      id,
      () => !isActive,
      async (tx) => {
        await tx
          .update(users)
          .set({
            isActive,
            ...(isActive ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, id), ne(users.isActive, isActive)))
      },
    )
    return find(id)
  }

  /** The admin who writes an operation is its author, with their profile picture. */
  async function authorOf(user: { id: number; firstName: string; lastName: string } | null) {
    if (!user) return { name: '', profileImagePath: null }
    const [row] = await db.select({ path: users.profileImagePath }).from(users).where(eq(users.id, user.id))
    return { name: `${user.firstName} ${user.lastName}`.trim(), profileImagePath: row?.path ?? null }
  }

  /**
   * The first user, an admin with a confirmed address (the seeder's, from ADMIN_EMAIL); false when there is any
   * user already.
   */
  async function createFirstAdmin(values: {
    email: string
    passwordHash: string
    firstName: string
    lastName: string
  }): Promise<boolean> {
    const [existing] = await db.select({ n: count() }).from(users)
    if ((existing?.n ?? 0) > 0) return false
    await db.insert(users).values({ ...values, roles: [ADMIN_ROLE], emailConfirmed: true })
    return true
  }

  /**
   * The e-mails of active admins who can still sign in with `password`: the server asks for the published default
   * one before it answers beyond loopback (server.ts).
   */
  /**
   * Each answer of "does this stored hash verify this password" (the admin's overview asks on every visit, argon2
   * takes tens of milliseconds): a changed password is a new hash, so a kept answer is never stale.
   */
  const verifiedAnswers = new Map<string, boolean>()
  async function verifiesWithCache(passwordHash: string, password: string): Promise<boolean> {
    const key = `${passwordHash}\n${createHash('sha256').update(password).digest('base64url')}`
    const known = verifiedAnswers.get(key)
    if (known !== undefined) return known
    const answer = await verifyPassword(passwordHash, password)
    if (verifiedAnswers.size >= 256) verifiedAnswers.clear()
    verifiedAnswers.set(key, answer)
    return answer
  }

  async function activeAdminsWithPassword(password: string): Promise<string[]> {
    const admins = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(and(isAdmin, eq(users.isActive, true)))
    const matches: string[] = []
    for (const admin of admins) {
      if (await verifiesWithCache(admin.passwordHash, password)) matches.push(admin.email)
    }
    return matches
  }

  /** The users admin's deletion: an admin leaves through DELETE /api/Account instead, which asks for their password. */
  async function removeByAdmin(id: number, actorId: number): Promise<void> {
    if (id === actorId) throw forbidden('Kendi hesabınızı silemezsiniz.')
    await remove(id)
  }

  return {
    createFirstAdmin,
    activeAdminsWithPassword,
    removeByAdmin,
    list,
    find,
    setRole,
    setActive,
    authorOf,
    changeKeepingAnAdmin,
    remove,
    setProfileImage,
    exportData,
  }
}

/** Roles as the admin sends them (`["Admin"]`, `["Editor"]`, `["User"]`, or several) become the one role stored: the highest. */
export const roleOf = (roles: readonly Role[]): Role =>
  roles.includes(ADMIN_ROLE) ? ADMIN_ROLE : roles.includes(EDITOR_ROLE) ? EDITOR_ROLE : USER_ROLE

export type UserService = ReturnType<typeof createUserService>
