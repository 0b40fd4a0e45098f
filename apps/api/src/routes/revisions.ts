import { existsSync } from 'node:fs'
import path from 'node:path'
import { ApiPaths } from '@clinic/contract/api-paths'
import type { BlogForm } from '@clinic/contract/blog'
import { IdParams } from '@clinic/contract/common'
import type { Locale, TranslationLocale } from '@clinic/contract/locale'
import type { OperationForm } from '@clinic/contract/operation'
import {
  Revision,
  type RevisionKind,
  RevisionListQuery,
  RevisionParams,
  RevisionSummary,
} from '@clinic/contract/revision'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { conflict, HttpError } from '../lib/http-errors.ts'
import type { Saver } from '../services/revisions/revision-store.ts'

const admin = [{ bearerAuth: [] }]

/** Who saves, for the revision a staff write keeps (the user's name as it is now). */
export const saverOf = (req: FastifyRequest, reason: Saver['reason'] = 'save'): Saver => ({
  by: { id: req.viewer.id, name: `${req.viewer.firstName} ${req.viewer.lastName}`.trim() },
  reason,
})

const SLUG_TAKEN =
  'Bu sürüm geri yüklenemedi: kısa adı (slug) artık başka bir içerikte kullanılıyor. Önce o içeriğin kısa adını değiştirin ya da bu sürümü geri yükleyip kısa adı formda değiştirin.'
const NAME_TAKEN = 'Bu sürüm geri yüklenemedi: adı artık başka bir kayıtta kullanılıyor.'

type Fields = Record<string, unknown>
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined
const tagsText = (value: unknown): string | undefined =>
  Array.isArray(value) && value.length > 0 ? value.join(', ') : undefined

/**
 * The revisions of one kind: its paths, the item's 404 and how a revision's fields go back through the same save
 * as the form's (the item's own, or its translation's when the revision's locale is not Turkish).
 */
interface RevisionTarget {
  kind: RevisionKind
  tags: string[]
  resource: 'blog' | 'operation' | 'catalog' | 'category'
  paths: { list: string; one: string; restore: string }
  requireItem: (id: number) => Promise<unknown>
  restore: (id: number, locale: Locale, fields: Fields, req: FastifyRequest) => Promise<unknown>
}

export default async function revisionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { blogs, operations, catalogs, categories, images } = app

  /** An image path of a revision, if its file is still there (a replaced cover's file is removed once unused). */
  const stillThere = (imagePath: unknown): string | undefined => {
    const value = text(imagePath)
    if (!value?.startsWith('/uploads/')) return value
    return existsSync(path.join(images.root, value.slice('/uploads/'.length))) ? value : undefined
  }
  const groupOr = async (groupId: unknown, exists: (id: number) => Promise<boolean>) =>
    typeof groupId === 'number' && (await exists(groupId)) ? groupId : undefined
  /** The texts a post's or an operation's form and its translations' share. */
  const textsOf = (fields: Fields) => ({
    title: String(fields.title ?? ''),
    slug: text(fields.slug),
    shortDescription: text(fields.shortDescription),
    fullContent: text(fields.fullContent),
    seoKeywords: text(fields.seoKeywords),
    seoDescription: text(fields.seoDescription),
  })
  const isActive = (fields: Fields) => (typeof fields.isActive === 'boolean' ? fields.isActive : undefined)
  const itemFormOf = (fields: Fields) => ({
    ...textsOf(fields),
    existingImagePath: stillThere(fields.imagePath),
    authorName: text(fields.authorName),
    publishedDate: text(fields.publishedDate),
    isActive: isActive(fields),
  })
  const translationFormOf = (fields: Fields) => ({
    ...textsOf(fields),
    tags: tagsText(fields.tags),
    isActive: isActive(fields),
  })
  const gateOf = (req: FastifyRequest) => ({
    ...saverOf(req, 'restore'),
    editor: { id: req.viewer.id, isAdmin: req.viewer.isAdmin },
  })

  const targets: RevisionTarget[] = [
    {
      kind: 'blog',
      tags: ['Blog'],
      resource: 'blog',
      paths: {
        list: ApiPaths.blogRevisions,
        one: ApiPaths.blogRevision,
        restore: ApiPaths.blogRevisionRestore,
      },
      requireItem: (id) => blogs.find(id, false),
      restore: async (id, locale, fields, req) => {
        if (locale !== 'tr')
          return blogs.translations.save(
            id,
            locale as TranslationLocale,
            translationFormOf(fields),
            saverOf(req, 'restore'),
          )
        const form = {
          ...itemFormOf(fields),
          categoryId: await groupOr(fields.categoryId, blogs.groupExists),
          tags: tagsText(fields.tags),
          allowComments: fields.allowComments,
          allowLikes: fields.allowLikes,
          beforeAfter: fields.beforeAfter,
          consentId: typeof fields.consentId === 'number' ? fields.consentId : undefined,
          beforeAfterImages: fields.beforeAfterImages,
        } as BlogForm
        return blogs.save(form, undefined, id, gateOf(req))
      },
    },
    {
      kind: 'operation',
      tags: ['Operasyon'],
      resource: 'operation',
      paths: {
        list: ApiPaths.operationRevisions,
        one: ApiPaths.operationRevision,
        restore: ApiPaths.operationRevisionRestore,
      },
      requireItem: (id) => operations.find(id, false),
      restore: async (id, locale, fields, req) => {
        if (locale !== 'tr')
          return operations.translations.save(
            id,
            locale as TranslationLocale,
            translationFormOf(fields),
            saverOf(req, 'restore'),
          )
        const form = {
          ...itemFormOf(fields),
          catalogId: await groupOr(fields.catalogId, operations.groupExists),
        } as OperationForm
        // The author's picture is copied only when an operation is created: a restore keeps the one it has.
        return operations.save(form, { name: '', profileImagePath: null }, id, gateOf(req))
      },
    },
    ...(['catalog', 'category'] as const).map((kind): RevisionTarget => {
      const service = kind === 'catalog' ? catalogs : categories
      const paths =
        kind === 'catalog'
          ? {
              list: ApiPaths.catalogRevisions,
              one: ApiPaths.catalogRevision,
              restore: ApiPaths.catalogRevisionRestore,
            }
          : {
              list: ApiPaths.categoryRevisions,
              one: ApiPaths.categoryRevision,
              restore: ApiPaths.categoryRevisionRestore,
            }
      return {
        kind,
        tags: [kind === 'catalog' ? 'Katalog' : 'Kategori'],
        resource: kind,
        paths,
        requireItem: (id) => service.find(id),
        restore: (id, locale, fields, req) => {
          const name = String(fields.name ?? '')
          return locale === 'tr'
            ? service.rename(id, name, saverOf(req, 'restore'))
            : service.translations.save(
                id,
                locale as TranslationLocale,
                { name, isActive: isActive(fields) },
                saverOf(req, 'restore'),
              )
        },
      }
    }),
  ]

  for (const target of targets) {
    const { kind, tags, paths, resource } = target

    app.get(
      paths.list,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Sürüm geçmişi (yönetici)',
          description:
            'Her kaydın sürümü, en yenisi önce. `locale` verilirse yalnızca o dilin sürümleri (tr: öğenin kendisi); verilmezse bütün diller.',
          params: IdParams,
          querystring: RevisionListQuery,
          response: { 200: z.array(RevisionSummary) },
        },
      },
      async (req) => {
        await target.requireItem(req.params.id)
        return app.revisions.list(kind, req.params.id, req.query.locale)
      },
    )

    app.get(
      paths.one,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Bir sürüm, bütün alanlarıyla (yönetici)',
          params: RevisionParams,
          response: { 200: Revision },
        },
      },
      async (req) => {
        await target.requireItem(req.params.id)
        return app.revisions.find(kind, req.params.id, req.params.revisionId)
      },
    )

    app.post(
      paths.restore,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Sürümü geri yükle (yönetici)',
          description:
            'Sürümün alanları formun kaydıyla aynı yoldan kaydedilir (sürüm Türkçe değilse o dilin çevirisi) ve geri yükleme yeni bir sürüm olur. Kısa ad ya da ad artık başka bir kayıttaysa 409, hiçbir şey değişmez.',
          params: RevisionParams,
          response: { 200: Revision },
        },
      },
      async (req) => {
        const { id, revisionId } = req.params
        await target.requireItem(id)
        const revision = await app.revisions.find(kind, id, revisionId)
        await app.audit.audited(req, { action: 'revision-restore', resource, resourceId: id }, async () => {
          try {
            await target.restore(id, revision.locale, revision.fields, req)
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 409) {
              const message = kind === 'blog' || kind === 'operation' ? SLUG_TAKEN : NAME_TAKEN
              const field = kind === 'blog' || kind === 'operation' ? 'slug' : 'name'
              throw conflict(message, { [field]: [message] })
            }
            throw error
          }
          return { locale: revision.locale, revisionId }
        })
        const [newest] = await app.revisions.list(kind, id, revision.locale)
        return app.revisions.find(kind, id, newest!.id)
      },
    )
  }
}
