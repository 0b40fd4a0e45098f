import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

/**
 * Demo pictures for the seeded blogs and operations: abstract SVG drawings rasterised to small JPEGs.
 * They contain no text (the machine may have no fonts) and need no network or files.
 *
 * The demo content's pictures are also shipped, made once by these functions (`pnpm --filter @clinic/api
 * seed:images`), in `images/` beside this file (about 100 KB together): a first start copies them instead of
 * rasterising fifteen blurred drawings, which took a quarter of its time (decision 0250).
 */

/** The shipped pictures of the demo content: `blog-<hue>.jpg` per post, `portrait.jpg` for the doctor. */
export const DEMO_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images')
const blogFile = (hue: number) => path.join(DEMO_IMAGES_DIR, `blog-${hue}.jpg`)
const PORTRAIT_FILE = path.join(DEMO_IMAGES_DIR, 'portrait.jpg')

async function shippedOr(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file)
  } catch {
    // A hue with no shipped picture (a demo post added since): made here, as before.
    return make()
  }
}

/** A demo post's picture: the shipped file for its hue, or the same picture made now. */
export const demoImage = (hue: number) => shippedOr(blogFile(hue), () => makeDemoImage(hue))

/** The doctor's demo portrait: the shipped file, or the same picture made now. */
export const demoPortrait = () => shippedOr(PORTRAIT_FILE, makeDoctorPortrait)

/** Writes the shipped pictures for these hues (and the portrait) from the generators; answers the files written. */
export async function writeDemoImages(hues: number[]): Promise<string[]> {
  await mkdir(DEMO_IMAGES_DIR, { recursive: true })
  const written = [PORTRAIT_FILE]
  await writeFile(PORTRAIT_FILE, await makeDoctorPortrait())
  for (const hue of new Set(hues)) {
    await writeFile(blogFile(hue), await makeDemoImage(hue))
    written.push(blogFile(hue))
  }
  return written
}

const JPEG_OPTIONS = { quality: 70, mozjpeg: true } as const

/** HSL (h in degrees, s and l in percent) to a #rrggbb colour; librsvg is safest with hex colours. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360
  const sat = Math.min(100, Math.max(0, s)) / 100
  const lig = Math.min(100, Math.max(0, l)) / 100
  const k = (n: number) => (n + hue / 30) % 12
  const a = sat * Math.min(lig, 1 - lig)
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`
}

/** A small deterministic pseudo-random generator (mulberry32), so the same hue always gives the same picture. */
function seededRandom(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS).toBuffer()
}

/** A pleasant abstract picture: a diagonal gradient in the given hue with a few soft, blurred shapes. */
export async function makeDemoImage(hue: number, width = 1200, height = 675): Promise<Buffer> {
  const h = ((Math.round(hue) % 360) + 360) % 360
  const random = seededRandom(h * 7919 + width * 31 + height)
  const from = hslToHex(h, 55, 42)
  const to = hslToHex(h + 40, 60, 62)
  const minSide = Math.min(width, height)
  const blur = Math.round(minSide * 0.04)

  const circles: string[] = []
  for (let i = 0; i < 5; i++) {
    const cx = Math.round(random() * width)
    const cy = Math.round(random() * height)
    const r = Math.round(minSide * (0.15 + random() * 0.3))
    const color = hslToHex(h + (random() * 80 - 40), 50 + random() * 25, 55 + random() * 30)
    const opacity = (0.25 + random() * 0.3).toFixed(2)
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="${opacity}"/>`)
  }
  const waveY = Math.round(height * (0.6 + random() * 0.2))
  const wave =
    `<path d="M0 ${waveY} C ${Math.round(width * 0.3)} ${waveY - Math.round(height * 0.25)}, ` +
    `${Math.round(width * 0.6)} ${waveY + Math.round(height * 0.2)}, ${width} ${waveY - Math.round(height * 0.1)} ` +
    `L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="0.14"/>`

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="${blur}"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g filter="url(#soft)">${circles.join('')}</g>
  ${wave}
</svg>`
  return rasterise(svg)
}

/** A neutral abstract avatar (a monochrome head-and-shoulders silhouette in a white coat), 400×400. */
export async function makeDoctorPortrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#dfe7ee"/>
      <stop offset="1" stop-color="#b9c7d4"/>
    </linearGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbfcfd"/>
      <stop offset="1" stop-color="#e3e9ef"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="200" cy="200" r="150" fill="#ffffff" fill-opacity="0.25"/>
  <path d="M70 400 C 78 305, 135 268, 200 268 C 265 268, 322 305, 330 400 Z" fill="url(#coat)"/>
  <path d="M172 270 L 200 326 L 228 270 Z" fill="#7f97ad"/>
  <rect x="180" y="214" width="40" height="60" rx="16" fill="#8fa3b6"/>
  <ellipse cx="200" cy="165" rx="60" ry="70" fill="#8fa3b6"/>
</svg>`
  return rasterise(svg)
}

/** A neutral grey placeholder (a simple landscape pictogram, no text), 1200×675. */
export async function makeDefaultImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e9ecef"/>
      <stop offset="1" stop-color="#ced4da"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <g fill="#adb5bd">
    <circle cx="700" cy="270" r="42"/>
    <path d="M480 430 L 580 300 L 650 390 L 700 340 L 780 430 Z"/>
  </g>
  <rect x="460" y="220" width="340" height="235" rx="16" fill="none" stroke="#adb5bd" stroke-width="10"/>
</svg>`
  return rasterise(svg)
}
