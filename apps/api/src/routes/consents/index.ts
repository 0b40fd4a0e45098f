import { ApiPaths } from '@clinic/contract/api-paths'
import { IdParams } from '@clinic/contract/common'
import { ConsentForm, ConsentRecord } from '@clinic/contract/consent'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const tags = ['Onamlar']
const admin = [{ bearerAuth: [] }]
const multipart = ['multipart/form-data']
const FORM =
  'multipart/form-data: `patientRef` (dosya numarası ya da baş harfler; ad gerekmez), `consentDate` (YYYY-AA-GG), ' +
  '`signedForm` (imzalı form: PDF, JPEG ya da PNG, en fazla 5 MB; tür dosyanın ilk baytlarından okunur). Form ' +
  'herkese açık yüklemelerin dışında saklanır.'
/** What the audit log keeps of a consent: never the file, only the record's fields. */
const kept = (c: ConsentRecord) => ({
  patientRef: c.patientRef,
  consentDate: c.consentDate,
  signedFormType: c.signedFormType,
  withdrawnAt: c.withdrawnAt,
})

/**
 * Patients' consent records for before/after images (issue 21, decision 0210): patient data, so Admins only, every
 * call; writes and every download of a signed form are in the audit log.
 */
export default async function consentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { consents } = app
  const before = (id: number) => async () => kept(await consents.find(id))

  app.get(
    ApiPaths.consents,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Hasta onamları (yönetici)',
        response: { 200: z.array(ConsentRecord) },
      },
    },
    () => consents.list(),
  )

  app.get(
    ApiPaths.consent,
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: admin, params: IdParams, response: { 200: ConsentRecord } },
    },
    (req) => consents.find(req.params.id),
  )

  app.post(
    ApiPaths.consents,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        summary: 'Onam kaydı oluştur (yönetici)',
        description: FORM,
        consumes: multipart,
        body: ConsentForm,
        response: { 201: ConsentRecord },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await app.audit.audited(
            req,
            { action: 'consent-create', resource: 'consent' },
            () => consents.create(req.body, req.viewer.id),
            { after: (c) => ({ id: c.id, ...kept(c) }) },
          ),
        ),
  )

  app.put(
    ApiPaths.consent,
    {
      onRequest: [app.requireAdmin, app.limits.uploads],
      schema: {
        tags,
        security: admin,
        summary: 'Onam kaydını düzenle (yönetici)',
        description: `${FORM} Düzenlemede form isteğe bağlıdır; gönderilirse eskisinin yerine geçer.`,
        consumes: multipart,
        params: IdParams,
        body: ConsentForm,
        response: { 200: ConsentRecord },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'consent-update', resource: 'consent', resourceId: req.params.id },
        () => consents.update(req.params.id, req.body),
        { before: before(req.params.id), after: kept },
      ),
  )

  app.put(
    ApiPaths.consentWithdraw,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'Onamı geri çek (yönetici)',
        description:
          'Geri çekme zamanını yazar (bir kez; ikincisi 409). Bu onamı kullanan yazılar bir sonraki yayında siteden ' +
          'kalkar: herkese açık okumalar onları vermez, sitenin değişiklik akışı onları kaldırılmış bildirir.',
        params: IdParams,
        response: { 200: ConsentRecord },
      },
    },
    (req) =>
      app.audit.audited(
        req,
        { action: 'consent-withdraw', resource: 'consent', resourceId: req.params.id },
        () => consents.withdraw(req.params.id),
        { before: before(req.params.id), after: kept },
      ),
  )

  app.get(
    ApiPaths.consentSignedForm,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security: admin,
        summary: 'İmzalı onam formunu indir (yönetici)',
        description: 'Her indirme işlem kayıtlarına yazılır.',
        params: IdParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (req, reply) => {
      const form = await consents.signedForm(req.params.id)
      await app.audit.record(req, {
        action: 'consent-form-download',
        resource: 'consent',
        resourceId: req.params.id,
      })
      return reply
        .type(form.type)
        .header('content-disposition', `attachment; filename="${form.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(form.data)
    },
  )
}
