import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  CONSENT_MESSAGES,
  type ConsentForm,
  type ConsentRecord,
  type SignedFormType,
} from '@clinic/contract/consent'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { blogs, consentRecords } from '../../db/schema.ts'
import { badRequest, conflict, notFound, unsupportedMediaType } from '../../lib/http-errors.ts'
import { isUploadedFile } from '../../plugins/multipart.ts'

/** The file's type read from its first bytes (the name and the browser's word are not trusted). */
export function sniffSignedForm(data: Buffer): SignedFormType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png'
  return undefined
}

const EXTENSIONS: Record<SignedFormType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/**
 * Patients' consents to before/after images (issue 21, decision 0210). The signed form is kept as it was sent (a
 * signed document is not re-encoded) in `privateDir`, which nothing serves: only GET /api/admin/consents/{id}/form
 * reads it, for Admins. Withdrawing a consent touches the posts that name it, so the site's next build drops them.
 */
export function createConsentService(
  db: Database,
  privateDir: string,
  posts: { touchByConsent(consentId: number): Promise<number[]> },
) {
  const dir = path.resolve(privateDir)
  // An alias and qualified names: drizzle leaves the columns of a one-table query unqualified.
  const postIds = sql<
    number[]
  >`coalesce((select array_agg(b.id order by b.id) from ${blogs} b where b.consent_id = "consent_records"."id"), '{}')`
  const columns = {
    id: consentRecords.id,
    patientRef: consentRecords.patientRef,
    consentDate: consentRecords.consentDate,
    signedFormType: consentRecords.signedFormType,
    withdrawnAt: consentRecords.withdrawnAt,
    createdById: consentRecords.createdById,
    createdAt: consentRecords.createdAt,
    updatedAt: consentRecords.updatedAt,
    postIds,
  }
  type Row = { [K in keyof typeof columns]: unknown } & {
    withdrawnAt: Date | null
    createdAt: Date
    updatedAt: Date
  }
  const toRecord = (row: Row): ConsentRecord =>
    ({
      ...row,
      withdrawnAt: row.withdrawnAt ? new Date(row.withdrawnAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      postIds: ((row.postIds as unknown[] | null) ?? []).map(Number),
    }) as ConsentRecord

  /** Checks and stores an upload; answers the stored name and type. A missing or foreign file is a 400/415. */
  async function storeForm(file: unknown, required: boolean) {
    if (!isUploadedFile(file)) {
      if (required)
        throw badRequest(CONSENT_MESSAGES.formRequired, { signedForm: [CONSENT_MESSAGES.formRequired] })
      return undefined
    }
    const type = sniffSignedForm(file.data)
    if (!type) throw unsupportedMediaType(CONSENT_MESSAGES.formType)
    await mkdir(dir, { recursive: true })
    const name = `${randomUUID()}.${EXTENSIONS[type]}`
    await writeFile(path.join(dir, name), file.data)
    return { name, type }
  }

  const removeFile = async (name: string | null | undefined) => {
    if (name) await rm(path.join(dir, path.basename(name)), { force: true })
  }

  async function find(id: number): Promise<ConsentRecord> {
    const [row] = await db.select(columns).from(consentRecords).where(eq(consentRecords.id, id))
    if (!row) throw notFound(CONSENT_MESSAGES.notFound)
    return toRecord(row as Row)
  }

  async function list(): Promise<ConsentRecord[]> {
    const rows = await db
      .select(columns)
      .from(consentRecords)
      .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    return rows.map((row) => toRecord(row as Row))
  }

  async function create(form: ConsentForm, actorId: number): Promise<ConsentRecord> {
    const stored = await storeForm(form.signedForm, true)
    try {
      const [row] = await db
        .insert(consentRecords)
        .values({
          patientRef: form.patientRef,
          consentDate: form.consentDate,
          signedFormFile: stored?.name,
          signedFormType: stored?.type,
          createdById: actorId,
        })
        .returning({ id: consentRecords.id })
      return find(row!.id)
    } catch (error) {
      await removeFile(stored?.name)
      throw error
    }
  }

  /** Replaces the reference and the day; a new signed form replaces the old one (whose file is then deleted). */
  async function update(id: number, form: ConsentForm): Promise<ConsentRecord> {
    const [current] = await db
      .select({ file: consentRecords.signedFormFile })
      .from(consentRecords)
      .where(eq(consentRecords.id, id))
    if (!current) throw notFound(CONSENT_MESSAGES.notFound)
    const stored = await storeForm(form.signedForm, false)
    await db
      .update(consentRecords)
      .set({
        patientRef: form.patientRef,
        consentDate: form.consentDate,
        ...(stored ? { signedFormFile: stored.name, signedFormType: stored.type } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(consentRecords.id, id))
    if (stored) await removeFile(current.file)
    return find(id)
  }

  /** Sets the withdrawal time (once: a second withdrawal is a 409) and touches every post that names it. */
  async function withdraw(id: number): Promise<ConsentRecord> {
    await find(id)
    const rows = await db
      .update(consentRecords)
      .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(sql`${consentRecords.id} = ${id} and ${consentRecords.withdrawnAt} is null`)
      .returning({ id: consentRecords.id })
    if (rows.length === 0) throw conflict(CONSENT_MESSAGES.alreadyWithdrawn)
    await posts.touchByConsent(id)
    return find(id)
  }

  /** The signed form's bytes and type (for the Admin's download). */
  async function signedForm(id: number): Promise<{ data: Buffer; type: SignedFormType; filename: string }> {
    const [row] = await db
      .select({ file: consentRecords.signedFormFile, type: consentRecords.signedFormType })
      .from(consentRecords)
      .where(eq(consentRecords.id, id))
    if (!row) throw notFound(CONSENT_MESSAGES.notFound)
    if (!row.file || !row.type) throw notFound(CONSENT_MESSAGES.noForm)
    const data = await readFile(path.join(dir, path.basename(row.file))).catch(() => {
      throw notFound(CONSENT_MESSAGES.noForm)
    })
    return { data, type: row.type, filename: `onam-${id}.${EXTENSIONS[row.type]}` }
  }

  return { list, find, create, update, withdraw, signedForm }
}

export type ConsentService = ReturnType<typeof createConsentService>
