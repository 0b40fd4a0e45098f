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
