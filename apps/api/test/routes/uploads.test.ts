import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { file, jpegWithExif, oversized, pngImage, svgImage, textFile } from '../fixtures.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()
const URL = '/api/uploads/image'

const upload = (token: string | undefined, files = {}, fields = {}) =>
  t.request({ method: 'POST', url: URL, token, ...multipartBody(fields, files) })

/** The files stored under DATA_DIR/uploads/content (none when the folder was never made; it lives for the file). */
async function storedContentImages(): Promise<string[]> {
  try {
    return await readdir(path.join(t.config.uploadsDir, 'content'))
  } catch {
    return []
  }
}

describe('POST /api/uploads/image', () => {
  test('an admin uploads an image for rich text: stored as WebP under /uploads/content, served, with its size', async () => {
    const admin = await t.loginAsAdmin()
    const res = await upload(admin, { file: file(await pngImage(), 'şema.png', 'image/png') })
    expect(res.statusCode).toBe(201)
    expect(res.body).toEqual({
      imagePath: expect.stringMatching(/^\/uploads\/content\/[0-9a-f-]{36}\.webp$/),
      width: 32,
      height: 32,
    })
    const served = await t.request({ method: 'GET', url: res.body.imagePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
  })

  test('a wide photo is scaled down to 1920 px and the answer gives the stored size', async () => {
    const admin = await t.loginAsAdmin()
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer()
    const res = await upload(admin, { file: file(wide, 'genis.jpg', 'image/jpeg') })
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({ width: 1920, height: 640 })
    const stored = await readFile(path.join(t.config.uploadsDir, res.body.imagePath.replace('/uploads/', '')))
    const meta = await sharp(stored).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 1920,
      height: 640,
    })
  })

  test('EXIF is dropped, and the format is read from the bytes, not the name or declared type', async () => {
    const admin = await t.loginAsAdmin()
    const photo = await upload(admin, { file: file(await jpegWithExif(), 'kamera.jpg', 'image/jpeg') })
    expect(photo.statusCode).toBe(201)
    const stored = await readFile(
      path.join(t.config.uploadsDir, photo.body.imagePath.replace('/uploads/', '')),
    )
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Hasta'))).toBe(false)

    const misnamed = await upload(admin, { file: file(await pngImage(), 'not.txt', 'text/plain') })
    expect(misnamed.statusCode).toBe(201)
  })

  test('a guest is told to log in (401) and a user is refused (403), in Turkish, and nothing is stored', async () => {
    const user = await t.createUser()
    const before = await storedContentImages()
    const image = async () => ({ file: file(await pngImage(), 'a.png', 'image/png') })
    const guest = await upload(undefined, await image())
    expect(guest.statusCode).toBe(401)
    expect(guest.body.message).toBe('Bu işlem için giriş yapmalısınız.')
    const refused = await upload(user.token, await image())
    expect(refused.statusCode).toBe(403)
    expect(refused.body.message).toBe('Bu işlem için yetkiniz yok.')
    expect(await storedContentImages()).toEqual(before)
  })

  test.each([
    ['a form without a file', {}, { file: 'metin' }],
    ['a file under another field name', { image: file(textFile, 'a.png', 'image/png') }, {}],
  ])('%s is a 400 asking for an image', async (_name, files, fields) => {
    const res = await upload(await t.loginAsAdmin(), files, fields)
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      message: 'Lütfen bir görsel dosyası seçin.',
      errors: { file: ['Lütfen bir görsel dosyası seçin.'] },
    })
  })

  test('a JSON body or no body at all is a 400 asking for an image', async () => {
    const json = await t.asAdmin('POST', URL, { payload: { file: 'x' } })
    expect(json.statusCode).toBe(400)
    expect(json.body.message).toBe('Lütfen bir görsel dosyası seçin.')
    const empty = await t.asAdmin('POST', URL)
    expect(empty.statusCode).toBe(400)
    expect(empty.body.message).toBe('Lütfen bir görsel dosyası seçin.')
  })

  test.each([
    ['a text file named .png', textFile, 'resim.png', 'image/png'],
    ['an SVG (it can carry script)', svgImage, 'resim.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'bos.png', 'image/png'],
  ])(
    '%s is refused with 415 and a Turkish message, and nothing is stored',
    async (_name, data, filename, type) => {
      const before = await storedContentImages()
      const res = await upload(await t.loginAsAdmin(), { file: file(data, filename, type) })
      expect(res.statusCode).toBe(415)
      expect(res.body.message).toMatch(/görsel/i)
      expect(await storedContentImages()).toEqual(before)
    },
  )

  test('a file over 5 MB gets 413 with the limit in Turkish, and nothing is stored', async () => {
    const before = await storedContentImages()
    const res = await upload(await t.loginAsAdmin(), { file: file(oversized, 'buyuk.png', 'image/png') })
    expect(res.statusCode).toBe(413)
    expect(res.body.message).toMatch(/5 MB/)
    expect(await storedContentImages()).toEqual(before)
  })

  test('an uploaded image placed in a post’s content survives sanitising', async () => {
    const admin = await t.loginAsAdmin()
    const { imagePath } = (await upload(admin, { file: file(await pngImage(), 'a.png', 'image/png') })).body
    const html = `<p>Şema:</p><p><img src="${imagePath}" alt="Diz şeması" width="32" height="32" /></p>`
    const post = await t.seedPost({ FullContent: html })
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.fullContent).toBe(html)
  })

  test('the OpenAPI document describes the call: multipart field file, 201 with imagePath, width and height', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body
    const op = doc.paths['/api/uploads/image'].post
    expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data'])
    expect(op.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    })
    expect(op.responses['201'].content['application/json'].schema).toMatchObject({
      properties: { imagePath: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } },
      required: ['imagePath', 'width', 'height'],
    })
  })
})
