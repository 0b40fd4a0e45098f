import { foldTurkish } from '@clinic/contract/fold-turkish'
import { LOCALES, type Locale, type TranslationLocale } from '@clinic/contract/locale'
import { foldForSearch } from '@clinic/contract/search-fold'
import type { GroupTranslation, TranslationStates } from '@clinic/contract/translation'
import { and, count, eq, getTableName, gt, not, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import {
  blogs,
  catalogs,
  catalogTranslations,
  categories,
  categoryTranslations,
  operations,
} from '../../db/schema.ts'
import { conflict, notFound } from '../../lib/http-errors.ts'
import { toIso } from '../../lib/listing.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import type { AppEvents } from '../../plugins/events.ts'
import { type Executor, recordRemoval, removedSince } from '../content/removals.ts'
import { keepAll, type RevisionStore, type Saver } from '../revisions/revision-store.ts'
import {
  activeTranslationIn,
  isTranslated,
  requireSiteLocale,
  stateOf,
  statesOf,
  type TranslationLink,
  translationFacts,
  translationMissing,
} from '../translations/translation-sql.ts'

/**
 * Categories (of posts) and catalogs (of operations) live the same life: a name unique ignoring case and Turkish
 * letters, renamed with their items (which show the name), deleted by a rule of their own. Written once here and
 * parametrised by the two tables.
 */

export interface Group {
  id: number
  name: string
}

export interface GroupSpec {
  kind: 'categories' | 'catalogs'
  table: typeof categories | typeof catalogs
  /** The group's names in other languages (issue 23): the table, its column pointing at the group, its field. */
  translations: {
    table: typeof categoryTranslations | typeof catalogTranslations
    group: PgColumn
    field: 'categoryId' | 'catalogId'
  }
  /** The items of a group and their column pointing at it. */
  items: {
    table: typeof blogs | typeof operations
    column: typeof blogs.categoryId | typeof operations.catalogId
  }
  notFound: string
  nameTaken: string
  /**
   * A group still holding items: refused with this message (a catalog in use), or, without it, deleted with its
   * items kept ungrouped (a category's posts: the foreign key sets it to null).
   */
  inUse?: (itemCount: number) => string
}

/** The key the database keeps unique: "Diz", "DİZ" and "diz" are one name. */
export const nameKey = (name: string) => foldTurkish(name.trim())

const byName = <T extends Group>(rows: T[], locale: Locale = 'tr') =>
  rows.sort((a, b) => a.name.localeCompare(b.name, locale))
const byTurkishName = <T extends Group>(rows: T[]) => byName(rows)

export function createGroupService(
  db: Database,
  events: Pick<AppEvents, 'contentChanged'>,
  spec: GroupSpec,
  siteLocales: readonly Locale[] = LOCALES,
  revisions: RevisionStore = keepAll(db),
) {
  // Both group tables, and both item tables, share the columns used here; drizzle cannot type a union of tables.
  const table = spec.table as typeof categories
  const items = spec.items.table as typeof blogs
  const itemGroup = spec.items.column as typeof blogs.categoryId
  const translations = spec.translations.table as typeof categoryTranslations
  const translationGroup = spec.translations.group as typeof categoryTranslations.categoryId
  const { kind } = spec
  const revisionKind = kind === 'catalogs' ? 'catalog' : 'category'
  /** The revision of a save of the name (`tr`) or of a translation, inside its transaction. */
  const recordRevision = (
    tx: Executor,
    groupId: number,
    locale: Locale,
    after: { name: string; isActive?: boolean },
    before: { name: string; isActive?: boolean } | undefined,
    saver: Saver | undefined,
  ) =>
    revisions.record(tx, {
      kind: revisionKind,
      itemId: groupId,
      locale,
      fields: { ...after },
      before: before && { ...before },
      saver,
    })
  const link: TranslationLink = {
    table: translations,
    item: translationGroup,
    itemTable: getTableName(table),
  }
  /** The groups' names in a language: only groups with an active translation there (issue 23). */
  const translatedRows = (locale: Exclude<Locale, 'tr'>, where?: SQL) =>
    db
      .select({ id: table.id, name: translations.name })
      .from(table)
      .innerJoin(
        translations,
        and(eq(translationGroup, table.id), eq(translations.locale, locale), eq(translations.isActive, true)),
      )
      .where(where)

  /**
   * Runs a write of a name and answers 409 when the database finds the folded name taken: the unique index decides,
   * so two admins writing "Diz" and "DİZ" at once cannot both succeed.
   */
  async function writingName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error, /_name_key_unique$/))
        throw conflict(spec.nameTaken, { name: [spec.nameTaken] })
      throw error
    }
  }

  /**
   * Every group (or those changed after `updatedAfter`), in Turkish alphabetical order (Ç after C); in another
   * language the groups named there, by that name.
   */
  async function list(updatedAfter?: Date, locale?: Locale): Promise<Group[]> {
    if (locale) requireSiteLocale(siteLocales, locale)
    const changed = updatedAfter ? gt(table.updatedAt, updatedAfter) : undefined
    if (isTranslated(locale)) return byName(await translatedRows(locale, changed), locale)
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(changed)
    return byTurkishName(rows)
  }

  /** The admin's list: every group with how many items (active or not) it holds, in one query, in the list's order. */
  async function listWithCounts(): Promise<
    (Group & { itemCount: number; translationStates: TranslationStates })[]
  > {
    const rows = await db
      .select({
        id: table.id,
        name: table.name,
        itemCount: count(items.id),
        facts: sql<Record<string, [boolean, boolean]> | null>`${translationFacts(link, 'name_updated_at')}`,
      })
      .from(table)
      .leftJoin(items, eq(itemGroup, table.id))
      .groupBy(table.id, table.name)
    return byTurkishName(rows.map(({ facts, ...row }) => ({ ...row, translationStates: statesOf(facts) })))
  }

  async function find(id: number, locale?: Locale): Promise<Group> {
    if (locale) requireSiteLocale(siteLocales, locale)
    const [row] = isTranslated(locale)
      ? await translatedRows(locale, eq(table.id, id))
      : await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id))
    if (!row) throw notFound(spec.notFound)
    return row
  }

  async function create(name: string, saver?: Saver): Promise<Group> {
    const [row] = await writingName(() =>
      db.transaction(async (tx) => {
        const created = await tx
          .insert(table)
          .values({ name, nameKey: nameKey(name) })
          .returning({ id: table.id, name: table.name })
        await recordRevision(tx, created[0]!.id, 'tr', { name: created[0]!.name }, undefined, saver)
        return created
      }),
    )
    events.contentChanged({ kind, id: row!.id, action: 'created' })
    return row!
  }

  /** The items show the group's name, so they count as changed too (the site's loaders refetch them). */
  async function rename(id: number, name: string, saver?: Saver): Promise<Group> {
    const renamed = await writingName(() =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: table.name })
          .from(table)
          .where(eq(table.id, id))
          .for('update')
        const [row] = await tx
          .update(table)
          .set({
            name,
            nameKey: nameKey(name),
            updatedAt: sql`now()`,
            // Its translations become outdated only when the name itself changed.
            nameUpdatedAt: sql`case when ${table.name} is distinct from ${name} then now() else ${table.nameUpdatedAt} end`,
          })
          .where(eq(table.id, id))
          .returning({ id: table.id, name: table.name })
        if (!row || !before) throw notFound(spec.notFound)
        await tx.update(items).set({ updatedAt: sql`now()` }).where(eq(itemGroup, id))
        await recordRevision(tx, id, 'tr', { name: row.name }, before, saver)
        return row
      }),
    )
    events.contentChanged({ kind, id, action: 'updated' })
    return renamed
  }

  async function remove(id: number): Promise<void> {
    if (spec.inUse) {
      await find(id)
      const [held] = await db.select({ n: count() }).from(items).where(eq(itemGroup, id))
      // The foreign key refuses too, should an item be added meanwhile.
      if ((held?.n ?? 0) > 0) throw conflict(spec.inUse(held!.n))
    }
    await db.transaction(async (tx) => {
      // Items that lose their group change, so they are touched first.
      if (!spec.inUse) await tx.update(items).set({ updatedAt: sql`now()` }).where(eq(itemGroup, id))
      const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id })
      if (deleted.length === 0) throw notFound(spec.notFound)
      await recordRemoval(tx, kind, id)
      await revisions.removeItem(tx, revisionKind, id)
    })
    events.contentChanged({ kind, id, action: 'deleted' })
  }

  /** The Turkish group, 404 when there is none (the translations' calls start with it). */
  const findGroup = (id: number) => find(id)

  return {
    list: (locale?: Locale) => list(undefined, locale),
    listWithCounts,
    /** The group of this name (folded), created when there is none: the seeders' way to name what they fill. */
    async findOrCreate(name: string): Promise<Group> {
      const [row] = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.nameKey, nameKey(name)))
      return row ?? create(name)
    },
    find,
    create,
    rename,
    remove,
    /**
     * For the site's loaders: groups named in the language changed after `since` (all without it), and those deleted
     * after it or, in another language, changed and no longer named there (a translation's write touches its group).
     */
    async changes(since: Date | undefined, locale?: Locale) {
      const changed = await list(since, locale)
      if (!since) return { changed, removedIds: [] }
      const removed = new Set(await removedSince(db, kind, since))
      if (isTranslated(locale)) {
        const unnamed = await db
          .select({ id: table.id })
          .from(table)
          .where(and(gt(table.updatedAt, since), not(activeTranslationIn(link, locale))))
        for (const { id } of unnamed) removed.add(id)
      }
      return { changed, removedIds: [...removed] }
    },
    translations: createGroupTranslations(),
  }

  /**
   * A group's names in other languages (issue 23): unique in a language ignoring case (folded as it folds). A write
   * touches the group and its items (which show its name), so the change feeds send them again.
   */
  function createGroupTranslations() {
    const columns = {
      locale: translations.locale,
      name: translations.name,
      isActive: translations.isActive,
      sourceUpdatedAt: translations.sourceUpdatedAt,
      updatedAt: translations.updatedAt,
      outdated: sql<boolean>`${translations.sourceUpdatedAt} < ${table.nameUpdatedAt}`,
    }
    const rowsOf = (groupId: number, locale?: TranslationLocale) =>
      db
        .select(columns)
        .from(translations)
        .innerJoin(table, eq(translationGroup, table.id))
        .where(and(eq(translationGroup, groupId), locale ? eq(translations.locale, locale) : undefined))
        .orderBy(translations.locale)
    const toTranslation = ({ outdated, ...row }: Awaited<ReturnType<typeof rowsOf>>[number]) =>
      ({
        ...row,
        state: stateOf(row.isActive, outdated),
        sourceUpdatedAt: toIso(row.sourceUpdatedAt),
        updatedAt: toIso(row.updatedAt),
      }) as GroupTranslation
    const touch = async (tx: Pick<Database, 'update'>, groupId: number) => {
      await tx.update(table).set({ updatedAt: sql`now()` }).where(eq(table.id, groupId))
      await tx.update(items).set({ updatedAt: sql`now()` }).where(eq(itemGroup, groupId))
    }

    async function find(groupId: number, locale: TranslationLocale): Promise<GroupTranslation> {
      requireSiteLocale(siteLocales, locale)
      const [row] = await rowsOf(groupId, locale)
      if (!row) {
        await findGroup(groupId)
        throw translationMissing()
      }
      return toTranslation(row)
    }
    return {
      async list(groupId: number) {
        await findGroup(groupId)
        const rows = await rowsOf(groupId)
        const facts = Object.fromEntries(rows.map((row) => [row.locale, [row.isActive, row.outdated]]))
        return {
          states: statesOf(facts as Record<string, [boolean, boolean]>),
          items: rows.map(toTranslation),
        }
      },
      find,
      async save(
        groupId: number,
        locale: TranslationLocale,
        body: { name: string; isActive?: boolean },
        saver?: Saver,
      ): Promise<GroupTranslation> {
        requireSiteLocale(siteLocales, locale)
        await findGroup(groupId)
        const name = body.name.trim()
        const [current] = await db
          .select({ name: translations.name, isActive: translations.isActive })
          .from(translations)
          .where(and(eq(translationGroup, groupId), eq(translations.locale, locale)))
        const values = {
          name,
          nameKey: foldForSearch(locale, name),
          isActive: body.isActive ?? current?.isActive ?? true,
          sourceUpdatedAt: sql`(select name_updated_at from ${table} where id = ${groupId})`,
          updatedAt: sql`now()`,
          ...(current?.name === name ? {} : { contentUpdatedAt: sql`now()` }),
        }
        await writingName(() =>
          db.transaction(async (tx) => {
            await tx
              .insert(translations)
              .values({ ...values, [spec.translations.field]: groupId, locale } as never)
              .onConflictDoUpdate({ target: [translationGroup, translations.locale], set: values as never })
            await touch(tx, groupId)
            await recordRevision(tx, groupId, locale, { name, isActive: values.isActive }, current, saver)
          }),
        )
        events.contentChanged({ kind, id: groupId, action: 'updated' })
        return find(groupId, locale)
      },
      async remove(groupId: number, locale: TranslationLocale): Promise<void> {
        requireSiteLocale(siteLocales, locale)
        await findGroup(groupId)
        await db.transaction(async (tx) => {
          const deleted = await tx
            .delete(translations)
            .where(and(eq(translationGroup, groupId), eq(translations.locale, locale)))
            .returning({ id: translations.id })
          if (deleted.length === 0) throw translationMissing()
          await touch(tx, groupId)
        })
        events.contentChanged({ kind, id: groupId, action: 'updated' })
      },
    }
  }
}

export type GroupService = ReturnType<typeof createGroupService>

/** The two group resources, each with its items, its Turkish messages and its rule for a group in use. */
export const GROUPS: Record<GroupSpec['kind'], GroupSpec> = {
  catalogs: {
    kind: 'catalogs',
    table: catalogs,
    translations: { table: catalogTranslations, group: catalogTranslations.catalogId, field: 'catalogId' },
    items: { table: operations, column: operations.catalogId },
    notFound: 'Katalog bulunamadı.',
    nameTaken: 'Bu isimde bir katalog zaten var.',
    // An operation cannot lose its catalog: the catalog stays until its operations move.
    inUse: (n) =>
      `Bu katalogda hâlâ ${n} operasyon var. Önce operasyonları başka bir kataloğa taşıyın ya da silin.`,
  },
  categories: {
    kind: 'categories',
    table: categories,
    translations: {
      table: categoryTranslations,
      group: categoryTranslations.categoryId,
      field: 'categoryId',
    },
    items: { table: blogs, column: blogs.categoryId },
    notFound: 'Kategori bulunamadı.',
    nameTaken: 'Bu isimde bir kategori zaten var.',
  },
}
