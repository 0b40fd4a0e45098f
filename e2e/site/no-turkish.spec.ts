import { LOCALES, type Locale } from '@clinic/contract/locale'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/site.ts'
import { properNames, TURKISH_LETTERS, turkishIn, withoutNames } from '../support/turkish.ts'

/**
 * Issue 23's "done when": a patient reads the site in English, Georgian or Russian with no Turkish left on the page.
 * Every localized page the sitemap names is read: its visible text, the texts a search engine, a screen reader or a
 * form shows (title, description, social cards, image alternatives, labels, placeholders, tooltips) and its JSON-LD.
 * Turkish that is meant is marked `lang="tr"` where it is shown (the regulation notice's Turkish original, the KVKK
 * pages' legal text and its contents, a clinic fact with no translation yet, the switcher's "Türkçe", the admin
 * menu) and is taken out, as are the names written the same in every language and the site's paths
 * (support/turkish.ts). Decision 0279.
 */

// The cookie banner is part of what a first visit shows: it is read too.
test.use({ consent: null })

/** Every address of the sitemap (its index and each sitemap it names) under /en, /ka or /ru. */
async function localizedPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  const index = await request.get('/sitemap-index.xml')
  expect(index.status()).toBe(200)
  const paths: string[] = []
  for (const sitemap of locs(await index.text())) {
    const res = await request.get(sitemap)
    expect(res.status(), sitemap).toBe(200)
    paths.push(...locs(await res.text()))
  }
  return paths.filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`))
}

interface PageTexts {
  lang: string | null
  /** [where, text] of the head's and the attributes' texts, outside `lang="tr"`. */
  texts: Array<[string, string]>
  /** Every string of the JSON-LD, [its path, the string]. */
  jsonLd: Array<[string, string]>
}

/** The texts of a page's HTML as sent (what a search engine or a link preview reads), parsed by the browser. */
function textsOf(html: string): PageTexts {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const texts: Array<[string, string]> = [['<title>', doc.title]]
  for (const meta of doc.head.querySelectorAll('meta[name], meta[property]')) {
    const key = meta.getAttribute('name') ?? meta.getAttribute('property') ?? ''
    if (
      /^(description|og:(title|description|site_name|image:alt)|twitter:(title|description|image:alt))$/.test(
        key,
      )
    )
      texts.push([`meta ${key}`, meta.getAttribute('content') ?? ''])
  }
  for (const el of doc.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
    if (el.closest('[lang="tr"]')) continue
    for (const attr of ['alt', 'aria-label', 'placeholder', 'title']) {
      const value = el.getAttribute(attr)
      if (value) texts.push([`<${el.localName}> ${attr}`, value])
    }
  }
  // Texts shown only after an action: hidden menus and dialogs, a closed answer, texts a script reads from data
  // attributes, the islands' props, the greeting a WhatsApp chat opens with.
  const body = doc.body.cloneNode(true) as HTMLElement
  for (const el of body.querySelectorAll('[lang="tr"], script, style')) el.remove()
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT)
  const words: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.nodeValue ?? '')
  texts.push(['any text', words.join(' ')])
  for (const el of body.querySelectorAll('*')) {
    for (const attr of el.attributes)
      if (attr.name.startsWith('data-') || attr.name === 'props')
        texts.push([`<${el.localName}> ${attr.name}`, attr.value])
  }
  for (const link of body.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]'))
    texts.push(['WhatsApp greeting', new URL(link.href).searchParams.get('text') ?? ''])
  const jsonLd: Array<[string, string]> = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') jsonLd.push([path, value])
    else if (Array.isArray(value)) for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`)
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`)
  }
  doc.querySelectorAll('script[type="application/ld+json"]').forEach((script, i) => {
    walk(JSON.parse(script.textContent ?? 'null'), `ld[${i}]`)
  })
  return { lang: doc.documentElement.getAttribute('lang'), texts, jsonLd }
}

/** What one page shows that is Turkish: its HTML as sent, then its visible text once its scripts have run. */
async function turkishOnPage(
  page: Page,
  request: APIRequestContext,
  path: string,
  locale: Locale,
  names: readonly string[],
): Promise<string[]> {
  const findings: string[] = []
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const sent = await page.evaluate(textsOf, await res.text())
  expect(sent.lang, `<html lang> of ${path}`).toBe(locale)
  for (const [where, text] of sent.texts)
    for (const word of turkishIn(withoutNames(text, names))) findings.push(`${path} ${where}: ${word}`)
  for (const [where, text] of sent.jsonLd)
    for (const word of withoutNames(text, names)
      .split(/\s+/)
      .filter((w) => TURKISH_LETTERS.test(w)))
      findings.push(`${path} JSON-LD ${where}: ${word}`)

  await page.goto(path)
  const visible = await page.locator('body').evaluate((body: HTMLElement) => {
    // Turkish marked as such is meant; its visible text is taken out of the page's.
    const meant = [...body.querySelectorAll<HTMLElement>('[lang="tr"]')].map(
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a reader meets
      (el) => el.innerText.trim(),
    )
    // biome-ignore lint/performance/useDomNodeTextContent: as above (hidden menus are read from the HTML)
    return { text: body.innerText, meant }
  })
  const text = withoutNames(visible.text, [...visible.meant.sort((a, b) => b.length - a.length), ...names])
  for (const word of turkishIn(text)) findings.push(`${path} text: ${word}`)
  return findings
}

for (const locale of LOCALES.filter((l) => l !== 'tr')) {
  test(`no Turkish left on any /${locale} page of the sitemap: text, head, attributes, JSON-LD`, async ({
    page,
    context,
    request,
  }) => {
    // About 75 pages, each fetched, parsed and opened: 1.5 minutes alone on a slow two-core machine, more beside the
    // other specs.
    test.setTimeout(300_000)
    const names = await properNames(request, locale)
    const paths = await localizedPaths(request, locale)
    // Demo content: the home, the lists, the fixed pages, every translated post, operation and tag.
    expect(paths.length, `/${locale} pages in the sitemap`).toBeGreaterThan(20)
    // Images, fonts and media add no text; the page's own scripts run (a script may write text).
    await context.route('**/*', (route) =>
      ['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort() : route.fallback(),
    )
    // Nor is a visit counted: a translated page counts on its item's one counter, and the view specs running beside
    // this one read that counter (support/site.ts). The page ignores a count that fails.
    await context.route(/\/api\/(blog|Operation)\/\d+\/view$/, (route) => route.abort())

    // Three tabs read the pages side by side (about 75 a language); a script error on any fails the test.
    const findings: string[] = []
    const queue = [...paths]
    const tabs = [page, await context.newPage(), await context.newPage()]
    for (const tab of tabs.slice(1))
      tab.on('pageerror', (error) => findings.push(`pageerror: ${error.message}`))
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path; path = queue.shift())
          findings.push(...(await turkishOnPage(tab, request, path, locale, names)))
      }),
    )
    expect(findings.sort(), `Turkish on the /${locale} pages`).toEqual([])
  })
}

test('the check knows Turkish from the other languages, whatever the case, and spares names and addresses', () => {
  expect(turkishIn('Devamını oku: diz ağrısı ve tedavi. RANDEVU AL · Ana Sayfa · YAZI')).toEqual([
    'Devamını',
    'oku',
    'ağrısı',
    've',
    'tedavi',
    'RANDEVU',
    'Ana Sayfa',
    'Sayfa',
    'YAZI',
  ])
  expect(turkishIn('I’ve read it: IV fluids in Iran, Arabic. Коленный сустав. მუხლი')).toEqual([])
  expect(
    turkishIn(
      withoutNames('Book on /en/randevu, with Op. Dr. Emre Kalaycıoğlu (TOTBİD)', [
        'Op. Dr. Emre Kalaycıoğlu',
        'TOTBİD',
      ]),
    ),
  ).toEqual([])
})
