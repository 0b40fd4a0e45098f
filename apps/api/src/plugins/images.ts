import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sharp, { type Metadata } from 'sharp'
import { badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../lib/http-errors.ts'
import { createWorkQueue, QueueFullError, type WorkQueue } from '../lib/work-queue.ts'
import type { UploadedFile } from './multipart.ts'

/**
 * What an upload may declare in its header, checked before a single pixel is decoded. A 48 MP phone photo
 * (8064 × 6048) and a phone panorama (16000 × 2000) pass; a 400 KB PNG declaring 1,250,000 × 40 px does not.
 */
export const IMAGE_LIMITS = {
  maxSide: 16_000,
  /** The longer side over the shorter one. */
  maxAspect: 10,
  maxPixels: 50_000_000,
  /** Frames of an animated GIF, WebP or AVIF (only the first is kept). */
  maxPages: 300,
  /** The memory one decode may take, as `decodeCost` estimates it. */
  maxDecodeBytes: 192 * 1024 * 1024,
} as const

/** The stored picture fits inside this box: at most 1920 px wide, and a tall one at most three widths high. */
const MAX_WIDTH = 1920
const MAX_HEIGHT = 5760
const RETRY_AFTER_SECONDS = 5

const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
}

/**
 * Memory a decode takes per byte of raw pixels (width × height × channels × bytes per sample), measured with this
 * sharp build (peak resident memory of one decode, resized to 1920 px, WebP out) and rounded up: JPEG and WebP
 * shrink while they decode (0.2–0.4), PNG streams its rows (0.3–1.0, widest for very wide 16-bit pictures), GIF
 * holds the whole frame (1.5–1.8) and AVIF's decoder holds it several times over (3.3–6.3).
 */
const DECODER_FACTOR: Record<string, number> = { jpeg: 0.5, webp: 0.5, png: 1, gif: 2, avif: 6.5 }

/** Formats recognised by their content (sharp reads the bytes, never the name or the declared type). */
export type AcceptedFormat = keyof typeof DECODER_FACTOR

/** `content`: images inside rich text (POST /api/uploads/image). */
export type ImageFolder = 'blog' | 'operations' | 'profiles' | 'content'

/** A stored upload: the URL path it is served at and its size in pixels as stored (after the resize). */
export interface StoredImage {
  imagePath: string
  width: number
  height: number
}

export interface ImageStore {
  /** Re-encodes an upload to WebP without any metadata and stores it under a name of the server's. */
  save(file: UploadedFile, folder: ImageFolder): Promise<StoredImage>
  /** Stores bytes the server made itself (seed images). */
  saveGenerated(data: Buffer, folder: ImageFolder): Promise<string>
  /** Removes a stored upload by its URL path; anything outside /uploads/ is left alone. */
  remove(urlPath: string | null | undefined): Promise<void>
  /** The folder every upload lives in (DATA_DIR/uploads). */
  readonly root: string
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore
  }
}

const NOT_AN_IMAGE = 'Yalnızca JPEG, PNG, WebP, GIF veya AVIF biçiminde bir görsel yükleyebilirsiniz.'
const HEIC =
  'HEIC/HEIF fotoğraflar bu sunucuda açılamıyor. Lütfen fotoğrafı JPEG olarak kaydedip yükleyin (iPhone: Ayarlar > ' +
  'Kamera > Biçimler > En Uyumlu) ya da JPEG, PNG, WebP, GIF veya AVIF bir görsel seçin.'
const BROKEN = 'Görsel okunamadı; dosya bozuk olabilir.'
const BUSY = 'Sunucu şu anda çok sayıda görsel işliyor. Lütfen birkaç saniye sonra yeniden deneyin.'

const number = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 1 })
const megabytes = (bytes: number) => `${number(Math.ceil(bytes / 1024 / 1024))} MB`

/** The accepted format of a header, or a 415 naming what is accepted (HEIC gets its own, honest answer). */
function acceptedFormat(meta: Metadata): AcceptedFormat {
  // libheif reads both AVIF (AV1) and HEIC (HEVC) headers, but this libvips build carries no HEVC decoder.
  if (meta.format === 'heif') {
    if (meta.compression === 'av1') return 'avif'
    throw unsupportedMediaType(HEIC)
  }
  if (meta.format && meta.format in DECODER_FACTOR) return meta.format
  throw unsupportedMediaType(NOT_AN_IMAGE)
}

/** The memory decoding one frame of this picture takes, estimated from its header (see DECODER_FACTOR). */
export function decodeCost(meta: Metadata, format: AcceptedFormat): number {
  const sample = SAMPLE_BYTES[meta.depth] ?? 8
  return meta.width * meta.height * Math.max(meta.channels, 1) * sample * DECODER_FACTOR[format]!
}

/**
 * Refuses, from the header alone, what is not an accepted image (415) or would cost too much to decode (413: a
 * side, the pixel count, the frames, the memory; 400: the aspect ratio), each naming its limit. Answers the
 * estimated memory of the decode.
 */
export function checkImageHeader(meta: Metadata): number {
  const format = acceptedFormat(meta)
  const { width, height } = meta
  if (!(width > 0 && height > 0)) throw unsupportedMediaType(BROKEN)
  const size = `${number(width)} × ${number(height)} piksel`
  if (Math.max(width, height) > IMAGE_LIMITS.maxSide) {
    throw payloadTooLarge(
      `Görselin kenarları en fazla ${number(IMAGE_LIMITS.maxSide)} piksel olabilir; bu görsel ${size}.`,
    )
  }
  const aspect = Math.max(width, height) / Math.min(width, height)
  if (aspect > IMAGE_LIMITS.maxAspect) {
    throw badRequest(
      `Görselin uzun kenarı kısa kenarının en fazla ${IMAGE_LIMITS.maxAspect} katı olabilir; bu görsel ${size}.`,
    )
  }
  if (width * height > IMAGE_LIMITS.maxPixels) {
    throw payloadTooLarge(
      `Görsel en fazla ${number(IMAGE_LIMITS.maxPixels / 1e6)} megapiksel olabilir; bu görsel ${size} ` +
        `(${number(Math.round((width * height) / 1e5) / 10)} megapiksel).`,
    )
  }
  const pages = meta.pages ?? 1
  if (pages > IMAGE_LIMITS.maxPages) {
    throw payloadTooLarge(
      `Hareketli görseller en fazla ${number(IMAGE_LIMITS.maxPages)} kare olabilir; bu görselde ${number(pages)} kare var.`,
    )
  }
  const cost = decodeCost(meta, format)
  if (cost > IMAGE_LIMITS.maxDecodeBytes) {
    throw payloadTooLarge(
      `Görsel işlenemeyecek kadar büyük: açmak yaklaşık ${megabytes(cost)} bellek gerektiriyor, en fazla ` +
        `${megabytes(IMAGE_LIMITS.maxDecodeBytes)} olabilir. Lütfen çözünürlüğünü düşürün ya da JPEG olarak kaydedin.`,
    )
  }
  return cost
}

/** Reads the header only (no pixel is decoded): format, size, channels, depth, frames. */
async function readHeader(data: Buffer): Promise<Metadata> {
  try {
    // No pixel limit here: the header is all that is read, and checkImageHeader names the limit a picture breaks.
    return await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw unsupportedMediaType(NOT_AN_IMAGE)
  }
}

/**
 * Checks the header, then decodes the first frame through `queue` (its weight: the estimated memory) and re-encodes
 * it to WebP inside 1920 × 5760 px. A full queue is a 503 with Retry-After.
 */
export async function reencodeImage(
  data: Buffer,
  queue: WorkQueue,
): Promise<{ data: Buffer; width: number; height: number }> {
  const cost = checkImageHeader(await readHeader(data))
  try {
    return await queue.run(cost, async () => {
      try {
        // rotate() applies the EXIF orientation; sharp drops every metadata block (EXIF, GPS, XMP, ICC) on output.
        const { data: webp, info } = await sharp(data, {
          limitInputPixels: IMAGE_LIMITS.maxPixels,
          failOn: 'error',
          pages: 1,
        })
          .rotate()
          .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true })
        return { data: webp, width: info.width, height: info.height }
      } catch {
        throw unsupportedMediaType(BROKEN)
      }
    })
  } catch (error) {
    if (error instanceof QueueFullError) throw serviceUnavailable(BUSY, RETRY_AFTER_SECONDS)
    throw error
  }
}

export interface ImagesOptions {
  uploadsDir: string
  /** At most this many decodes at once, holding at most `decodeMemoryBytes` (estimated) together. */
  decodesAtOnce: number
  decodeMemoryBytes: number
  /** Uploads that may wait for a decode; the next one is a 503. */
  decodeQueue: number
}

export default fp(
  async function imagesPlugin(app: FastifyInstance, opts: ImagesOptions) {
    const root = path.resolve(opts.uploadsDir)
    // One libvips thread per decode and no operation cache: the queue, not libvips, decides how much runs at once,
    // and nothing an upload decoded stays in memory after it.
    sharp.concurrency(1)
    sharp.cache(false)
    const queue = createWorkQueue({
      slots: opts.decodesAtOnce,
      budget: opts.decodeMemoryBytes,
      waiting: opts.decodeQueue,
    })

    async function store(data: Buffer, folder: ImageFolder): Promise<string> {
      const dir = path.join(root, folder)
      await mkdir(dir, { recursive: true })
      const name = `${randomUUID()}.webp`
      await writeFile(path.join(dir, name), data)
      return `/uploads/${folder}/${name}`
    }

    app.decorate<ImageStore>('images', {
      root,
      async save(file, folder) {
        const { data, width, height } = await reencodeImage(file.data, queue)
        return { imagePath: await store(data, folder), width, height }
      },
      saveGenerated: store,
      async remove(urlPath) {
        if (!urlPath?.startsWith('/uploads/')) return
        const target = path.resolve(root, `.${urlPath.slice('/uploads'.length)}`)
        if (!target.startsWith(root + path.sep)) return
        await rm(target, { force: true })
      },
    })
  },
  { name: 'images' },
)
