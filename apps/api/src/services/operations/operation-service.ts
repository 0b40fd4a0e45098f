import { LOCALES, type Locale } from '@clinic/contract/locale'
import type { Operation, OperationForm } from '@clinic/contract/operation'
import type { Database } from '../../db/client.ts'
import { catalogs, catalogTranslations, operations, operationTranslations } from '../../db/schema.ts'
import type { AppEvents } from '../../plugins/events.ts'
import type { ImageStore } from '../../plugins/images.ts'
import { type ContentListFilter, createContentService, type SaveGate } from '../content/content-service.ts'
import { keepAll, type RevisionStore } from '../revisions/revision-store.ts'
import { createContentTranslations } from '../translations/content-translations.ts'

export interface OperationListFilter extends Omit<ContentListFilter, 'groupId' | 'query' | 'tag'> {
  catalogId?: number
}

export interface OperationAuthor {
  name: string
  profileImagePath: string | null
}

/** The operations: the shared content life, plus the author's picture each operation keeps a copy of. */
export function createOperationService(
  db: Database,
  images: ImageStore,
  events: Pick<AppEvents, 'contentChanged'>,
  siteLocales: readonly Locale[] = LOCALES,
  revisions: RevisionStore = keepAll(db),
) {
  const NOT_FOUND = 'Operasyon bulunamadı.'
  const content = createContentService<Operation>(
    db,
    images,
    events,
    {
      kind: 'operations',
      table: operations,
      notFound: NOT_FOUND,
      imageFolder: 'operations',
      group: {
        table: catalogs,
        column: operations.catalogId,
        field: 'catalogId',
        notFound: 'Katalog bulunamadı.',
        missing: 'Seçilen katalog bulunamadı.',
        nameField: 'catalogName',
        translations: { table: catalogTranslations, group: catalogTranslations.catalogId },
      },
      translations: { table: operationTranslations, item: operationTranslations.operationId },
      columns: {
        id: operations.id,
        slug: operations.slug,
        title: operations.title,
        shortDescription: operations.shortDescription,
        fullContent: operations.fullContent,
        seoKeywords: operations.seoKeywords,
        seoDescription: operations.seoDescription,
        imagePath: operations.imagePath,
        catalogId: operations.catalogId,
        catalogName: catalogs.name,
        authorName: operations.authorName,
        authorProfileImagePath: operations.authorProfileImagePath,
        publishedDate: operations.publishedDate,
        viewCount: operations.viewCount,
        isActive: operations.isActive,
        contentUpdatedAt: operations.contentUpdatedAt,
      },
      ownFiles: { authorImage: operations.authorProfileImagePath },
    },
    siteLocales,
    revisions,
  )
  const translations = createContentTranslations(
    db,
    events,
    {
      kind: 'operations',
      table: operations,
      translations: operationTranslations,
      item: operationTranslations.operationId,
      itemField: 'operationId',
      notFound: NOT_FOUND,
    },
    siteLocales,
    revisions,
  )

  return {
    ...content,
    list: (filter: OperationListFilter) => content.list({ ...filter, groupId: filter.catalogId }),
    translations,
    /** Create (no id) or replace (id) from the admin's form. */
    save: (form: OperationForm, author: OperationAuthor, id?: number, gate?: SaveGate) =>
      content.save({
        form,
        upload: form.operationImage,
        groupId: form.catalogId,
        id,
        gate,
        own: (current) => ({
          values: {
            catalogId: form.catalogId ?? null,
            // The author's picture is copied once, when the operation is written first, and kept after.
            ...(current ? {} : { authorProfileImagePath: author.profileImagePath }),
          },
        }),
      }),
  }
}

export type OperationService = ReturnType<typeof createOperationService>
