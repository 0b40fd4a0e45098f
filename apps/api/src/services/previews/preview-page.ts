import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LOCALE, type Locale } from '@clinic/contract/locale'
import {
  PREVIEW_DATES,
  PREVIEW_MARKERS,
  PREVIEW_TEMPLATE_FOLDER,
  type PreviewKind,
} from '@clinic/contract/preview'
import { slugifyFor } from '@clinic/contract/slugify-tr'
import { escapeHtml } from '../../lib/escape-html.ts'
import type { PreviewFields } from './preview-content.ts'

/**
 * A preview page from the site's own template (decision 0285): the current release holds, per kind and language,
 * the page the real layout renders with markers where the item's texts go; this fills them. Text is escaped; the
 * body is the item's stored, sanitised HTML. No Astro in the API process (decision 0240): filling takes milliseconds.
 */

/** The template of a kind in a language, in a release: undefined when that release has none (built before 0285). */
export async function previewTemplateFile(
  release: string,
  kind: PreviewKind,
  locale: Locale,
): Promise<string | undefined> {
  const parts = locale === DEFAULT_LOCALE ? [] : [locale]
  const file = path.join(release, ...parts, PREVIEW_TEMPLATE_FOLDER, kind, 'index.html')
  try {
    await access(file)
    return file
  } catch {
    return undefined
  }
}

/** As the site writes a date (@clinic/ui's formatDate): the language's long form in the practice's time zone. */
const DATE_LOCALES: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB', ka: 'ka-GE', ru: 'ru-RU' }
const longDate = (locale: Locale, value: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(value))

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Replaces every `marker` with `value` taken literally (no `$&` patterns). */
const put = (html: string, marker: string, value: string) => html.split(marker).join(value)
/** Replaces what `pattern` matches, literally. */
const swap = (html: string, pattern: RegExp, value: string) => html.replace(pattern, () => value)

/** A `data-missing-*` attribute of the template's banner: the page's word for a missing value, already escaped. */
const missingText = (html: string, name: string) =>
  new RegExp(`data-missing-${name}="([^"]*)"`).exec(html)?.[1] ?? ''

export interface FillOptions {
  locale: Locale
  /** Where "/uploads/…" is served from, when not from the site's own origin (PUBLIC_API_URL). */
  mediaBase: string | undefined
  /** Now, for a missing published date (as the site: `publishedDateOrNow`). */
  now?: Date
}

export function fillPreviewTemplate(template: string, fields: PreviewFields, opts: FillOptions): string {
  const media = (p: string) => (opts.mediaBase && p.startsWith('/uploads/') ? `${opts.mediaBase}${p}` : p)
  let html = template
  // What a search engine or a share would read as the page's own address and facts: a preview has none.
  html = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
  html = html.replace(/<link rel="canonical"[^>]*>/g, '')
  html = html.replace(/<meta property="og:url"[^>]*>/g, '')

  const text = (value: string | null | undefined, missing: string) =>
    present(value) ? escapeHtml(value) : missingText(template, missing)
  html = put(html, PREVIEW_MARKERS.title, text(fields.title, 'title'))
  html = put(html, PREVIEW_MARKERS.author, text(fields.authorName, 'author'))
  html = put(html, PREVIEW_MARKERS.section, text(fields.section, 'section'))

  const lead = fields.shortDescription
  html = present(lead)
    ? put(html, PREVIEW_MARKERS.lead, escapeHtml(lead))
    : swap(html, new RegExp(`<p[^>]*>\\s*${PREVIEW_MARKERS.lead}\\s*</p>`), '')
  const body = fields.fullContent
  html = present(body)
    ? put(
        html,
        PREVIEW_MARKERS.body,
        body.replace(/(src|href)="(\/uploads\/[^"]*)"/g, (_, a, p) => `${a}="${media(p)}"`),
      )
    : swap(html, new RegExp(`<div class="prose"[^>]*>\\s*${PREVIEW_MARKERS.body}\\s*</div>`), '')

  const description = fields.seoDescription ?? fields.shortDescription ?? ''
  html = put(html, PREVIEW_MARKERS.description, escapeHtml(description))
  html = present(fields.seoKeywords)
    ? put(html, PREVIEW_MARKERS.keywords, escapeHtml(fields.seoKeywords))
    : swap(html, new RegExp(`<meta name="keywords" content="${PREVIEW_MARKERS.keywords}"[^>]*>`), '')

  const tagPath = (tag: string) => {
    const slug = slugifyFor(opts.locale, tag) || encodeURIComponent(tag)
    return opts.locale === DEFAULT_LOCALE ? `/tag/${slug}` : `/${opts.locale}/tag/${slug}`
  }
  html =
    fields.tags.length > 0
      ? put(
          html,
          PREVIEW_MARKERS.tags,
          fields.tags
            .map(
              (tag) => `<li><a class="chip" href="${escapeHtml(tagPath(tag))}">#${escapeHtml(tag)}</a></li>`,
            )
            .join(''),
        )
      : swap(html, new RegExp(`<ul[^>]*data-preview-tags[^>]*>\\s*${PREVIEW_MARKERS.tags}\\s*</ul>`), '')

  const published = present(fields.publishedDate)
    ? fields.publishedDate
    : (opts.now ?? new Date()).toISOString()
  for (const [marker, value] of [
    [PREVIEW_DATES.published, published],
    [PREVIEW_DATES.updated, fields.contentUpdatedAt],
  ] as const) {
    html = put(html, marker, escapeHtml(value))
    html = put(html, longDate(opts.locale, marker), escapeHtml(longDate(opts.locale, value)))
  }

  // The cover: the template's is the site's default picture; an uploaded one is shown from the uploads.
  if (fields.imagePath?.startsWith('/uploads/')) {
    html = swap(
      html,
      /<img\b[^>]*\bclass="article__image[^"]*"[^>]*>/,
      `<img src="${escapeHtml(media(fields.imagePath))}" alt="" class="article__image" loading="eager" fetchpriority="high" decoding="async">`,
    )
  }
  // Nothing of the template's may show as a marker, whatever a future template adds.
  return html.replace(/@@ONIZLEME_[A-Z]+@@/g, '')
}

/** Read once per request: a release's files never change, and a preview is opened rarely. */
export const readTemplate = (file: string) => readFile(file, 'utf8')

const page = (title: string, text: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`

/** The answers of a link that shows nothing: unknown (404), revoked or expired (410), the item gone (404). */
export const PREVIEW_NOT_FOUND_PAGE = page(
  'Önizleme bulunamadı',
  'Bu önizleme bağlantısı geçerli değil. Bağlantıyı size gönderen kişiden yenisini isteyin.',
)
export const PREVIEW_GONE_PAGE = page(
  'Önizleme bağlantısının süresi doldu',
  'Bu önizleme bağlantısı iptal edilmiş ya da süresi dolmuş. Bağlantıyı size gönderen kişiden yenisini isteyin.',
)
export const PREVIEW_PREPARING_PAGE = page(
  'Önizleme hazırlanıyor',
  'Site yeniden oluşturuluyor; birkaç saniye sonra sayfayı yenileyin.',
)
