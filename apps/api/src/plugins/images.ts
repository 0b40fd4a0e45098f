import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import sharp from 'sharp'
import { unsupportedMediaType } from '../lib/http-errors.ts'
import type { UploadedFile } from './multipart.ts'

/** Formats recognised by their content (sharp reads the bytes, never the name or the declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
const MAX_INPUT_PIXELS = 50_000_000
const MAX_WIDTH = 1920

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
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore
  }
}

const NOT_AN_IMAGE = 'Yalnızca JPEG, PNG, WebP, GIF veya AVIF biçiminde bir görsel yükleyebilirsiniz.'

export async function reencodeImage(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  let format: string | undefined
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw unsupportedMediaType(NOT_AN_IMAGE)
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMediaType(NOT_AN_IMAGE)
  try {
    // rotate() applies the EXIF orientation; sharp drops every metadata block (EXIF, GPS, XMP, ICC) on output.
    const { data: webp, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    return { data: webp, width: info.width, height: info.height }
  } catch {
    throw unsupportedMediaType('Görsel okunamadı; dosya bozuk olabilir.')
  }
}

export default fp(
  async function imagesPlugin(app: FastifyInstance, opts: { uploadsDir: string }) {
    const root = path.resolve(opts.uploadsDir)

    async function store(data: Buffer, folder: ImageFolder): Promise<string> {
      const dir = path.join(root, folder)
      await mkdir(dir, { recursive: true })
      const name = `${randomUUID()}.webp`
      await writeFile(path.join(dir, name), data)
      return `/uploads/${folder}/${name}`
    }

    app.decorate<ImageStore>('images', {
      async save(file, folder) {
        const { data, width, height } = await reencodeImage(file.data)
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
