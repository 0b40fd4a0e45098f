import { ApiPaths } from '@clinic/contract/api-paths'
import { IdParams } from '@clinic/contract/common'
import { DRAFT_MESSAGES, DraftIdParams } from '@clinic/contract/draft'
import { DEFAULT_LOCALE, type Locale, type TranslationLocale } from '@clinic/contract/locale'
import {
  DraftPreviewLinkParams,
  PREVIEW_PATH_PREFIX,
  type PreviewKind,
  PreviewLinkCreated,
  PreviewLinkParams,
  PreviewLinkSummary,
  PreviewListQuery,
  PreviewLocaleQuery,
} from '@clinic/contract/preview'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../lib/http-errors.ts'

const admin = [{ bearerAuth: [] }]

/**
 * Preview links of posts and operations (issue 24, item 2; decision 0285): staff create one per language, list the
 * active ones (never their tokens) and revoke them. The link opens `/onizleme/{token}` without logging in.
 */
export default async function previewLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const targets = [
    {
      kind: 'blog' as PreviewKind,
      tags: ['Blog'],
      paths: {
        create: ApiPaths.blogPreviewLink,
        list: ApiPaths.blogPreviewLinks,
        revoke: ApiPaths.blogPreviewLinkRevoke,
        draftCreate: ApiPaths.blogDraftPreviewLink,
        draftList: ApiPaths.blogDraftPreviewLinks,
        draftRevoke: ApiPaths.blogDraftPreviewLinkRevoke,
      },
      service: app.blogs,
    },
    {
      kind: 'operation' as PreviewKind,
      tags: ['Operasyon'],
      paths: {
        create: ApiPaths.operationPreviewLink,
        list: ApiPaths.operationPreviewLinks,
        revoke: ApiPaths.operationPreviewLinkRevoke,
        draftCreate: ApiPaths.operationDraftPreviewLink,
        draftList: ApiPaths.operationDraftPreviewLinks,
        draftRevoke: ApiPaths.operationDraftPreviewLinkRevoke,
      },
      service: app.operations,
    },
  ]
  for (const { kind, tags, paths, service } of targets) {
    /** 404 when the item is gone, or (another language) when it has no translation in it. */
    const requireUnit = async (id: number, locale: Locale) => {
      await service.find(id, false)
      if (locale !== DEFAULT_LOCALE) await service.translations.find(id, locale as TranslationLocale)
    }

    app.post(
      paths.create,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Önizleme bağlantısı oluştur (yönetici)',
          description:
            'Öğenin `locale` dilindeki sayfasını (tr: öğenin kendisi) giriş yapmadan gösteren, süreli (PREVIEW_LINK_DAYS, varsayılan 7 gün), iptal edilebilir özel bir bağlantı. Etkin olmayan öğe ve çeviri de önizlenir. Bağlantının anahtarı yalnızca bu yanıttaki `url` içindedir; saklanmaz.',
          params: IdParams,
          querystring: PreviewLocaleQuery,
          response: { 201: PreviewLinkCreated },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const { locale } = req.query
        await requireUnit(id, locale)
        const created = await app.audit.audited(
          req,
          { action: 'preview-link-create', resource: kind, resourceId: id },
          () => app.previewLinks.create({ kind, itemId: id, draftId: null, locale }, req.viewer.id),
          { after: (link) => ({ locale, linkId: link.id, expiresAt: link.expiresAt }) },
        )
        return reply.code(201).send({
          id: created.id,
          url: `${app.config.publicSiteUrl}${PREVIEW_PATH_PREFIX}${created.token}`,
          expiresAt: created.expiresAt,
          locale,
        })
      },
    )

    app.get(
      paths.list,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Etkin önizleme bağlantıları (yönetici)',
          description:
            'İptal edilmemiş ve süresi dolmamış bağlantılar, en yenisi önce; anahtarları olmadan. `locale` verilirse yalnızca o dilinkiler.',
          params: IdParams,
          querystring: PreviewListQuery,
          response: { 200: z.array(PreviewLinkSummary) },
        },
      },
      async (req) => {
        await service.find(req.params.id, false)
        return app.previewLinks.listActive(kind, { itemId: req.params.id }, req.query.locale)
      },
    )

    app.delete(
      paths.revoke,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Önizleme bağlantısını iptal et (yönetici)',
          description:
            'Bağlantı hemen geçersiz olur (410). Öğenin olmayan ya da zaten geçersiz bir bağlantısı 404.',
          params: PreviewLinkParams,
          response: { 204: z.null().describe('İptal edildi') },
        },
      },
      async (req, reply) => {
        const { id, linkId } = req.params
        await service.find(id, false)
        await app.audit.audited(
          req,
          { action: 'preview-link-revoke', resource: kind, resourceId: id },
          () => app.previewLinks.revoke(kind, { itemId: id }, linkId),
          { after: (link) => ({ locale: link.locale, linkId: link.id }) },
        )
        return reply.code(204).send(null)
      },
    )

    /**
     * A new item's draft (no item yet, decision 0286): its links are keyed on the draft and show it as the page;
     * publishing the draft moves them onto the created item, deleting the draft deletes them (foreign key, cascade).
     */
    const requireNewDraft = async (draftId: number) => {
      const draft = await app.drafts.find(kind, draftId)
      if (draft.itemId !== null) throw notFound(DRAFT_MESSAGES.notFound)
    }

    app.post(
      paths.draftCreate,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yeni öğe taslağının önizleme bağlantısı (yönetici)',
          description:
            'Henüz oluşturulmamış bir öğenin taslağını sitenin sayfası olarak gösteren özel bağlantı (Türkçe). Taslak yayınlanınca bağlantı oluşan öğeyi göstermeye devam eder; taslak silinince bağlantı da silinir.',
          params: DraftIdParams,
          response: { 201: PreviewLinkCreated },
        },
      },
      async (req, reply) => {
        const { draftId } = req.params
        await requireNewDraft(draftId)
        const locale = DEFAULT_LOCALE
        const created = await app.audit.audited(
          req,
          { action: 'preview-link-create', resource: kind, resourceId: `draft-${draftId}` },
          () => app.previewLinks.create({ kind, itemId: null, draftId, locale }, req.viewer.id),
          { after: (link) => ({ locale, draftId, linkId: link.id, expiresAt: link.expiresAt }) },
        )
        return reply.code(201).send({
          id: created.id,
          url: `${app.config.publicSiteUrl}${PREVIEW_PATH_PREFIX}${created.token}`,
          expiresAt: created.expiresAt,
          locale,
        })
      },
    )

    app.get(
      paths.draftList,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yeni öğe taslağının etkin önizleme bağlantıları (yönetici)',
          params: DraftIdParams,
          response: { 200: z.array(PreviewLinkSummary) },
        },
      },
      async (req) => {
        await requireNewDraft(req.params.draftId)
        return app.previewLinks.listActive(kind, { draftId: req.params.draftId })
      },
    )

    app.delete(
      paths.draftRevoke,
      {
        onRequest: app.requireStaff,
        schema: {
          tags,
          security: admin,
          summary: 'Yeni öğe taslağının önizleme bağlantısını iptal et (yönetici)',
          params: DraftPreviewLinkParams,
          response: { 204: z.null().describe('İptal edildi') },
        },
      },
      async (req, reply) => {
        const { draftId, linkId } = req.params
        await requireNewDraft(draftId)
        await app.audit.audited(
          req,
          { action: 'preview-link-revoke', resource: kind, resourceId: `draft-${draftId}` },
          () => app.previewLinks.revoke(kind, { draftId }, linkId),
          { after: (link) => ({ locale: link.locale, draftId, linkId: link.id }) },
        )
        return reply.code(204).send(null)
      },
    )
  }
}
