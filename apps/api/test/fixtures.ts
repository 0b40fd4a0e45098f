import zlib from 'node:zlib'
import sharp from 'sharp'

/** A small JPEG carrying EXIF fields (the camera owner, a GPS-like comment), as a phone photo would. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Hasta Adı Soyadı', Copyright: 'GPS 41.0027 39.7168' } })
    .toBuffer()
}

export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: '#3366cc' } })
    .png()
    .toBuffer()
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
)

export const textFile = Buffer.from('Bu bir görsel değil.\n')

/** Just over the 5 MB limit. */
export const oversized = Buffer.alloc(5 * 1024 * 1024 + 10, 1)

export const file = (data: Buffer, filename: string, contentType: string) => ({ data, filename, contentType })

/**
 * A 490-byte HEIC (HEVC) photo of 64 × 48 px, made with libheif's `heif-enc` (x265) as an iPhone would write it.
 * This sharp build reads its header but has no HEVC decoder.
 */
export const heicPhoto = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAGQACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACFtZGF0AAAAFSgBrxmA70mlv+/X/mta/z+taY+bgA==',
  'base64',
)

export async function avifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
    .avif()
    .toBuffer()
}

/** An animated GIF of `frames` 2 × 2 px frames, alternating red and blue. */
export async function animatedGif(frames: number): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 2, height: 2, channels: 3, background } })
      .png()
      .toBuffer()
  const [red, blue] = await Promise.all([frame('#ff0000'), frame('#0000ff')])
  return sharp(
    Array.from({ length: frames }, (_, i) => (i % 2 ? red : blue)),
    { join: { animated: true } },
  )
    .gif()
    .toBuffer()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG whose header declares `width` × `height` RGBA pixels of `bitDepth` bits, all zero: a few hundred KB that
 * decode to as much as the header says (1,250,000 × 40 at 16 bits: 400 MB of pixels from 390 KB). The zeros are
 * compressed in pieces, so building it never holds the decoded size.
 */
export async function declaredPng(width: number, height: number, bitDepth: 8 | 16 = 8): Promise<Buffer> {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = bitDepth
  header[9] = 6 // RGBA
  const rowBytes = 1 + width * 4 * (bitDepth / 8)
  const deflate = zlib.createDeflate({ level: 9 })
  const compressed: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  const zeros = Buffer.alloc(1 << 20)
  for (let left = rowBytes * height; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) {
      await new Promise((resolve) => deflate.once('drain', resolve))
    }
  }
  deflate.end()
  await ended
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
