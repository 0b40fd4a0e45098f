import { ApiPaths } from '@clinic/contract/api-paths'
import { ImageUploadForm, UploadedImage } from '@clinic/contract/upload'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest } from '../../lib/http-errors.ts'
import { isUploadedFile } from '../../plugins/multipart.ts'

const tags = ['Yüklemeler']
const admin = [{ bearerAuth: [] }]
const CHOOSE_IMAGE = 'Lütfen bir görsel dosyası seçin.'

/** Uploads that belong to no record of their own: the images the admin puts inside rich text. */
export default async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    ApiPaths.uploadImage,
    {
      onRequest: [app.requireStaff, app.limits.uploads],
      // A request without a body asks for the image like an empty form does.
      preValidation: async (req) => {
        req.body ??= {}
      },
      schema: {
        tags,
        security: admin,
        summary: 'İçerik görseli yükle',
        description:
          'multipart/form-data, alan adı `file`. Yazı ve operasyon içeriğindeki görseller için: JPEG, PNG, WebP, GIF ' +
          'veya AVIF, en fazla 5 MB (SVG kabul edilmez). Görsel WebP olarak yeniden kodlanır (en fazla 1920 px ' +
          'genişlik, EXIF silinir) ve `/uploads/content/` altında sunulur; yanıt kaydedilen görselin yolunu ve ' +
          'piksel boyutunu verir.',
        consumes: ['multipart/form-data'],
        body: ImageUploadForm,
        response: { 201: UploadedImage },
      },
    },
    async (req, reply) => {
      const file = req.body.file
      if (!isUploadedFile(file)) throw badRequest(CHOOSE_IMAGE, { file: [CHOOSE_IMAGE] })
      const saved = await app.audit.audited(req, { action: 'upload', resource: 'upload' }, () =>
        app.images.save(file, 'content'),
      )
      return reply.code(201).send(saved)
    },
  )
}
