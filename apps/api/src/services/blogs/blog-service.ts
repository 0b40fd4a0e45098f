import { type Blog, type BlogForm, type BlogLikeState, likesOpen } from '@clinic/contract/blog'
import { CONSENT_MESSAGES } from '@clinic/contract/consent'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { LOCALES, type Locale } from '@clinic/contract/locale'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  blogLikes,
  blogs,
  blogTranslations,
  categories,
  categoryTranslations,
  consentRecords,
} from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageStore } from '../../plugins/images.ts'
import { parseTags } from '../content/content-form.ts'
import { type ContentListFilter, createContentService, type SaveGate } from '../content/content-service.ts'
import { consentWithdrawn } from '../content/visibility.ts'
import { keepAll, type RevisionStore, type Saver } from '../revisions/revision-store.ts'
import { createContentTranslations } from '../translations/content-translations.ts'

/**
 * Who likes a post: a signed-in user by their id, a guest by the random id of the `clinic_visitor` cookie, which the
 * API sets on a guest's first like. The cookie holds nothing else and is sent only to the blog API (its Path), never
 * to scripts (HttpOnly) nor with another site's requests (SameSite=Lax).
 */
export type Liker = { userId: number } | { visitorId: string }

const NOT_FOUND = 'Blog yazısı bulunamadı.'

export interface BlogListFilter extends Omit<ContentListFilter, 'groupId'> {
  categoryId?: number
}

/** The blog posts: the shared content life, plus tags and likes. */
export function createBlogService(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
  siteLocales: readonly Locale[] = LOCALES,
  revisions: RevisionStore = keepAll(db),
) {
  const content = createContentService<Blog, { likes: number }>(
    db,
    images,
    events,
    {
      kind: 'blogs',
      table: blogs,
      notFound: NOT_FOUND,
      imageFolder: 'blog',
      group: {
        table: categories,
        column: blogs.categoryId,
        field: 'categoryId',
        notFound: 'Kategori bulunamadı.',
        missing: 'Seçilen kategori bulunamadı.',
        nameField: 'categoryName',
        translations: { table: categoryTranslations, group: categoryTranslations.categoryId },
      },
      translations: { table: blogTranslations, item: blogTranslations.blogId },
      tagKeys: blogs.tagKeys,
      columns: {
        id: blogs.id,
        slug: blogs.slug,
        title: blogs.title,
        shortDescription: blogs.shortDescription,
        fullContent: blogs.fullContent,
        imagePath: blogs.imagePath,
        authorName: blogs.authorName,
        publishedDate: blogs.publishedDate,
        categoryId: blogs.categoryId,
        categoryName: categories.name,
        tags: blogs.tags,
        seoKeywords: blogs.seoKeywords,
        seoDescription: blogs.seoDescription,
        isActive: blogs.isActive,
        viewCount: blogs.viewCount,
        likes: blogs.likes,
        contentUpdatedAt: blogs.contentUpdatedAt,
        allowComments: blogs.allowComments,
        allowLikes: blogs.allowLikes,
        beforeAfter: blogs.beforeAfter,
        consentId: blogs.consentId,
        // A subquery, not a column: drizzle selects it beside the columns (the spec's type names columns only).
        consentWithdrawn: consentWithdrawn as unknown as typeof blogs.beforeAfter,
        beforeAfterImages: blogs.beforeAfterImages,
      },
      counters: { likes: blogs.likes },
    },
    siteLocales,
    revisions,
  )
  const translations = createContentTranslations(
    db,
    events,
    {
      kind: 'blogs',
      table: blogs,
      translations: blogTranslations,
      item: blogTranslations.blogId,
      itemField: 'blogId',
      notFound: NOT_FOUND,
    },
    siteLocales,
    revisions,
  )
  const publicPostBy = content.publicBy

  /**
   * The consent gate (issue 21, decision 0210): a named consent must exist; a before/after post that is (or becomes)
   * active needs one that is not withdrawn. A refusal is a 400 and changes nothing.
   */
  async function checkConsent(post: { beforeAfter: boolean; consentId: number | null; isActive: boolean }) {
    const [consent] = post.consentId
      ? await db
          .select({ withdrawnAt: consentRecords.withdrawnAt })
          .from(consentRecords)
          .where(eq(consentRecords.id, post.consentId))
      : []
    const refuse = (message: string) => badRequest(message, { consentId: [message] })
    if (post.consentId && !consent) throw refuse(CONSENT_MESSAGES.missing)
    if (!post.beforeAfter || !post.isActive) return
    if (!consent) throw refuse(CONSENT_MESSAGES.required)
    if (consent.withdrawnAt) throw refuse(CONSENT_MESSAGES.withdrawn)
  }

  /**
   * Create (no id) or replace (id) from the admin's form; tags are trimmed and kept once each. A post without an
   * author is signed by the practice doctor, whoever saves it (the writer is not asked: `_writer` is unused).
   * The switches and the before/after mark keep their value when the form leaves them out.
   */
  async function save(form: BlogForm, _writer?: unknown, id?: number, gate?: SaveGate): Promise<Blog> {
    const tags = parseTags(form.tags, foldTurkish)
    const [current] = id
      ? await db
          .select({
            isActive: blogs.isActive,
            allowComments: blogs.allowComments,
            allowLikes: blogs.allowLikes,
            beforeAfter: blogs.beforeAfter,
            beforeAfterImages: blogs.beforeAfterImages,
          })
          .from(blogs)
          .where(eq(blogs.id, id))
      : []
    if (id && !current) throw notFound(NOT_FOUND)
    const beforeAfter = form.beforeAfter ?? current?.beforeAfter ?? false
    const consentId = form.consentId ?? null
    await checkConsent({ beforeAfter, consentId, isActive: form.isActive ?? current?.isActive ?? true })
    return content.save({
      form,
      upload: form.blogImage,
      groupId: form.categoryId,
      id,
      gate,
      own: () => ({
        values: {
          categoryId: form.categoryId ?? null,
          tags,
          tagKeys: tags.map(foldTurkish),
          allowComments: form.allowComments ?? current?.allowComments ?? true,
          allowLikes: form.allowLikes ?? current?.allowLikes ?? true,
          beforeAfter,
          consentId,
          beforeAfterImages: form.beforeAfterImages ?? current?.beforeAfterImages ?? [],
        },
        searchWords: { tags },
      }),
    })
  }

  /** Publishing a before/after post passes the consent gate; hiding one never needs it. */
  async function setActive(id: number, isActive: boolean, saver?: Saver): Promise<Blog> {
    if (isActive) {
      const [post] = await db
        .select({ beforeAfter: blogs.beforeAfter, consentId: blogs.consentId })
        .from(blogs)
        .where(eq(blogs.id, id))
      if (!post) throw notFound(NOT_FOUND)
      await checkConsent({ ...post, isActive })
    }
    return content.setActive(id, isActive, saver)
  }

  /** Posts that name a consent: touched (so the change feed reports them) when the consent is withdrawn. */
  async function touchByConsent(consentId: number): Promise<number[]> {
    const rows = await db
      .update(blogs)
      .set({ updatedAt: sql`now()` })
      .where(eq(blogs.consentId, consentId))
      .returning({ id: blogs.id })
    for (const { id } of rows) events.contentChanged({ kind: 'blogs', id, action: 'status' })
    return rows.map((row) => row.id)
  }

  /** The liker's own row of a post (a user's or a guest's). */
  const ownLike = (liker: Liker) =>
    'userId' in liker ? eq(blogLikes.userId, liker.userId) : eq(blogLikes.visitorId, liker.visitorId)

  /** An active post's counters and whether this liker likes it (a guest without an id likes nothing yet). */
  async function likeState(idOrSlug: string, liker: Liker | undefined): Promise<BlogLikeState> {
    const liked = liker
      ? sql<boolean>`exists(${db
          .select({ one: sql`1` })
          .from(blogLikes)
          .where(and(eq(blogLikes.blogId, blogs.id), ownLike(liker)))})`
      : sql<boolean>`false`
    const [row] = await db
      .select({ id: blogs.id, viewCount: blogs.viewCount, likes: blogs.likes, liked })
      .from(blogs)
      .where(publicPostBy(idOrSlug))
    if (!row) throw notFound(NOT_FOUND)
    return row
  }

  /**
   * One like per post and liker: a second like adds no row. The row is taken from the active post in the same
   * statement, so a post deleted or hidden meanwhile gets none; the trigger of blog_likes moves `blogs.likes`.
   */
  async function like(idOrSlug: string, liker: Liker): Promise<BlogLikeState> {
    const [post] = await db
      .select({ allowLikes: blogs.allowLikes, beforeAfter: blogs.beforeAfter })
      .from(blogs)
      .where(publicPostBy(idOrSlug))
    if (!post) throw notFound(NOT_FOUND)
    if (!likesOpen(post)) throw forbidden(CONSENT_MESSAGES.likesOff)
    await db
      .insert(blogLikes)
      .select(
        db
          .select({
            blogId: blogs.id,
            userId: sql<number | null>`${'userId' in liker ? liker.userId : null}::integer`.as('user_id'),
            visitorId: sql<string | null>`${'visitorId' in liker ? liker.visitorId : null}::text`.as(
              'visitor_id',
            ),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(blogs)
          .where(publicPostBy(idOrSlug)),
      )
      .onConflictDoNothing()
    return likeState(idOrSlug, liker)
  }

  /** Takes back this liker's like only; without one (or without an id) nothing changes. */
  async function unlike(idOrSlug: string, liker: Liker | undefined): Promise<BlogLikeState> {
    if (liker)
      await db
        .delete(blogLikes)
        .where(
          and(
            ownLike(liker),
            inArray(blogLikes.blogId, db.select({ id: blogs.id }).from(blogs).where(publicPostBy(idOrSlug))),
          ),
        )
    return likeState(idOrSlug, liker)
  }

  return {
    ...content,
    list: ({ categoryId, ...filter }: BlogListFilter) => content.list({ ...filter, groupId: categoryId }),
    translations,
    save,
    setActive,
    touchByConsent,
    likeState,
    like,
    unlike,
  }
}

export type BlogService = ReturnType<typeof createBlogService>
