import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import {
  blogs,
  blogTranslations,
  contentDrafts,
  operations,
  operationTranslations,
  siteSettings,
  users,
} from '../../db/schema.ts'
import type { ImageStore } from '../../plugins/images.ts'

/** An upload's path inside rich text: `src="/uploads/content/…"`, or the same behind the API's origin. */
const UPLOAD_IN_TEXT = '/uploads/[A-Za-z0-9._/-]+'

/** `/uploads/content/../blog/x.webp` → `/uploads/blog/x.webp`; anything that leaves /uploads/ is dropped. */
function normalised(urlPath: string): string | undefined {
  const clean = path.posix.normalize(urlPath)
  return clean.startsWith('/uploads/') ? clean : undefined
}

/** The upload paths a piece of rich text shows (the images the admin's editor put there). */
export function uploadsInText(html: string | null | undefined): string[] {
  if (!html) return []
  const found = html.match(new RegExp(UPLOAD_IN_TEXT, 'g')) ?? []
  return [...new Set(found.map(normalised).filter((p): p is string => p !== undefined))]
}

/**
 * Every upload a row points at: users' profile pictures, posts' and operations' covers, operations' copies of
 * their author's picture, the doctor's photo in the clinic's settings, and the images inside posts' and operations'
 * text and their translations', and whatever a draft's fields name (a draft's cover or the images in its text: a
 * draft written over days keeps them; extracted by the database, so the texts never travel).
 */
export async function referencedUploads(db: Database): Promise<Set<string>> {
  const inText = (column: PgColumn, table: PgTable) =>
    sql`select (regexp_matches(${column}, ${UPLOAD_IN_TEXT}, 'g'))[1] as path from ${table} where ${column} like '%/uploads/%'`
  const result = await db.execute<{ path: string | null }>(sql`
    select ${users.profileImagePath} as path from ${users}
    union select ${blogs.imagePath} from ${blogs}
    union select ${operations.imagePath} from ${operations}
    union select ${operations.authorProfileImagePath} from ${operations}
    union select ${siteSettings.data} #>> '{doctor,photo}' from ${siteSettings}
    union select jsonb_array_elements(${blogs.beforeAfterImages}) ->> 'path' from ${blogs}
    union ${inText(blogs.fullContent, blogs)}
    union ${inText(operations.fullContent, operations)}
    union ${inText(blogTranslations.fullContent, blogTranslations)}
    union ${inText(operationTranslations.fullContent, operationTranslations)}
    union select (regexp_matches(${contentDrafts.fields}::text, ${UPLOAD_IN_TEXT}, 'g'))[1] from ${contentDrafts}`)
  const paths = new Set<string>()
  for (const { path: found } of result.rows) {
    const clean = found ? normalised(found) : undefined
    if (clean) paths.add(clean)
  }
  return paths
}

/** Whether any row still points at this upload (the same places as `referencedUploads`). */
export async function isUploadReferenced(db: Database, urlPath: string): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(sql`select (
    exists (select 1 from ${users} where ${users.profileImagePath} = ${urlPath})
    or exists (select 1 from ${blogs} where ${blogs.imagePath} = ${urlPath} or strpos(${blogs.fullContent}, ${urlPath}) > 0
      or ${blogs.beforeAfterImages} @> jsonb_build_array(jsonb_build_object('path', ${urlPath}::text)))
    or exists (select 1 from ${operations} where ${operations.imagePath} = ${urlPath}
      or ${operations.authorProfileImagePath} = ${urlPath} or strpos(${operations.fullContent}, ${urlPath}) > 0)
    or exists (select 1 from ${siteSettings} where ${siteSettings.data} #>> '{doctor,photo}' = ${urlPath})
    or exists (select 1 from ${blogTranslations} where strpos(${blogTranslations.fullContent}, ${urlPath}) > 0)
    or exists (select 1 from ${operationTranslations} where strpos(${operationTranslations.fullContent}, ${urlPath}) > 0)
    or exists (select 1 from ${contentDrafts} where strpos(${contentDrafts.fields}::text, ${urlPath}) > 0)
  ) as used`)
  return result.rows[0]?.used === true
}

/**
 * Deletes the files of these uploads that no row references any more. Call it after the change that dropped them
 * has committed: a file is never gone while a committed row still shows it.
 */
export async function removeUnreferenced(
  db: Database,
  images: ImageStore,
  urlPaths: Iterable<string | null | undefined>,
): Promise<void> {
  const candidates = new Set<string>()
  for (const urlPath of urlPaths) {
    const clean = urlPath ? normalised(urlPath) : undefined
    if (clean) candidates.add(clean)
  }
  for (const urlPath of candidates) {
    if (!(await isUploadReferenced(db, urlPath))) await images.remove(urlPath)
  }
}
