import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { animatedGif, avifImage, declaredPng, file, heicPhoto, pngImage } from '../fixtures.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

// One decode at a time and one upload waiting, so a third upload at once finds the queue full.
const t = useTestApp({
  images: { decodesAtOnce: 1, decodeQueue: 1, decodeMemoryBytes: 256 * 1024 * 1024 },
})

const upload = async (data: Buffer, name = 'gorsel.png') =>
  t.asAdmin('POST', '/api/uploads/image', multipartBody({}, { file: file(data, name, 'image/png') }))

/** Every file stored under DATA_DIR/uploads, whatever the folder. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(t.config.uploadsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

describe('what an image header may declare', () => {
  let hostile: Buffer
  beforeAll(async () => {
    // The example: 390 KB declaring 1,250,000 × 40 px at 16 bits per channel (400 MB of pixels).
    hostile = await declaredPng(1_250_000, 40, 16)
  })

  test('a PNG declaring a 1,250,000 px side is refused with 413 naming the 16,000 px limit, before decoding', async () => {
    expect(hostile.length).toBeLessThan(500_000)
    const before = await storedFiles()
    const started = Date.now()
    const res = await upload(hostile)
    expect(res.statusCode).toBe(413)
    expect(res.body.message).toBe(
      'Görselin kenarları en fazla 16.000 piksel olabilir; bu görsel 1.250.000 × 40 piksel.',
    )
    // Decoding it took seconds and gigabytes; reading its header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await storedFiles()).toEqual(before)
  })

  test.each([
    [
      'a side over 16,000 px',
      () => declaredPng(16_001, 2000),
      413,
      'Görselin kenarları en fazla 16.000 piksel olabilir; bu görsel 16.001 × 2.000 piksel.',
    ],
    [
      'an aspect ratio over 10:1',
      () => declaredPng(4000, 300),
      400,
      'Görselin uzun kenarı kısa kenarının en fazla 10 katı olabilir; bu görsel 4.000 × 300 piksel.',
    ],
    [
      'more than 50 megapixels',
      () => declaredPng(16_000, 3200),
      413,
      'Görsel en fazla 50 megapiksel olabilir; bu görsel 16.000 × 3.200 piksel (51,2 megapiksel).',
    ],
    [
      'a picture whose decoded pixels need more memory than one decode may take (16 bits per channel)',
      () => declaredPng(7000, 7000, 16),
      413,
      'Görsel işlenemeyecek kadar büyük: açmak yaklaşık 374 MB bellek gerektiriyor, en fazla 192 MB olabilir. ' +
        'Lütfen çözünürlüğünü düşürün ya da JPEG olarak kaydedin.',
    ],
    [
      'an animated GIF of more than 300 frames',
      () => animatedGif(301),
      413,
      'Hareketli görseller en fazla 300 kare olabilir; bu görselde 301 kare var.',
    ],
  ])(
    '%s is refused in Turkish, naming the limit, and nothing is stored',
    async (_name, make, status, message) => {
      const before = await storedFiles()
      const res = await upload(await make())
      expect(res.statusCode).toBe(status)
      expect(res.body.message).toBe(message)
      expect(await storedFiles()).toEqual(before)
    },
  )

  test('a 48 MP phone photo, a wide panorama and a 16-bit picture within the limits are accepted', async () => {
    const photo = await sharp({ create: { width: 8064, height: 6048, channels: 3, background: '#557799' } })
      .jpeg({ quality: 60 })
      .toBuffer()
    const shot = await upload(photo, 'telefon.jpg')
    expect(shot.statusCode).toBe(201)
    expect(shot.body).toMatchObject({ width: 1920, height: 1440 })
    const panorama = await upload(await declaredPng(16_000, 2000))
    expect(panorama.statusCode).toBe(201)
    expect(panorama.body).toMatchObject({ width: 1920, height: 240 })
    const deep = await upload(await declaredPng(4000, 3000, 16))
    expect(deep.statusCode).toBe(201)
    expect(deep.body).toMatchObject({ width: 1920, height: 1440 })
  })

  test('a tall picture is stored inside 1920 × 5760 px', async () => {
    const res = await upload(await declaredPng(1200, 12_000))
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({ width: 576, height: 5760 })
  })

  test('an animated GIF within the limit is stored as its first frame', async () => {
    const res = await upload(await animatedGif(20), 'hareketli.gif')
    expect(res.statusCode).toBe(201)
    const stored = await readFile(path.join(t.config.uploadsDir, res.body.imagePath.replace('/uploads/', '')))
    const meta = await sharp(stored).metadata()
    expect({ format: meta.format, pages: meta.pages ?? 1, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      pages: 1,
      width: 2,
      height: 2,
    })
  })

  test('the profile picture and a post’s cover follow the same limits', async () => {
    const user = await t.createUser()
    const before = await storedFiles()
    const profile = await t.request({
      method: 'POST',
      url: '/api/Account/profile/upload-image',
      token: user.token,
      ...multipartBody({}, { file: file(hostile, 'profil.png', 'image/png') }),
    })
    expect(profile.statusCode).toBe(413)
    expect(profile.body.message).toMatch(/16\.000 piksel/)
    const post = await t.asAdmin(
      'POST',
      '/api/blog',
      multipartBody({ Title: 'Kapaklı' }, { BlogImage: file(hostile, 'kapak.png', 'image/png') }),
    )
    expect(post.statusCode).toBe(413)
    expect((await t.request({ method: 'GET', url: '/api/blog' })).body).toEqual([])
    expect(await storedFiles()).toEqual(before)
  })
})

describe('which formats are accepted', () => {
  test('a HEIC photo gets an honest 415: this server cannot decode HEVC, and says what to send instead', async () => {
    const res = await upload(heicPhoto, 'IMG_0001.HEIC')
    expect(res.statusCode).toBe(415)
    expect(res.body.message).toBe(
      'HEIC/HEIF fotoğraflar bu sunucuda açılamıyor. Lütfen fotoğrafı JPEG olarak kaydedip yükleyin (iPhone: ' +
        'Ayarlar > Kamera > Biçimler > En Uyumlu) ya da JPEG, PNG, WebP, GIF veya AVIF bir görsel seçin.',
    )
    // The header is readable (it is a HEIF file) but its pixels are not: the claim follows the decoder.
    await expect(sharp(heicPhoto).toBuffer()).rejects.toThrow(/HEVC|compression format/)
  })

  test('an AVIF (HEIF with AV1) is accepted and stored as WebP', async () => {
    const res = await upload(await avifImage(), 'foto.avif')
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({ width: 40, height: 30 })
  })
})

describe('the decode queue', () => {
  test('with every decode slot busy and the wait list full, an upload gets a Turkish 503 with Retry-After; then all succeed again', async () => {
    const heavy = await declaredPng(8000, 6000)
    const small = await pngImage()
    const answers = await Promise.all([upload(heavy), upload(heavy), upload(heavy), upload(heavy)])
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([201, 201, 503, 503])
    const busy = answers.find((res) => res.statusCode === 503)!
    expect(busy.body.message).toBe(
      'Sunucu şu anda çok sayıda görsel işliyor. Lütfen birkaç saniye sonra yeniden deneyin.',
    )
    expect(busy.headers['retry-after']).toBe('5')
    expect((await upload(small)).statusCode).toBe(201)
  })
})
