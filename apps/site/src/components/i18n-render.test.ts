import { loadRenderers } from 'astro:container'
import { getContainerRenderer } from '@astrojs/react/container-renderer'
import { PROCEDURE_NOTICE } from '@clinic/ui/lib/texts'
import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { beforeAll, describe, expect, test } from 'vitest'
import CookieConsent from './CookieConsent.astro'
import PostList from './PostList.astro'
import ProcedureNotice from './ProcedureNotice.astro'
import SiteFooter from './SiteFooter.astro'

/**
 * The components speak the language of the page's address (decision 0272): Turkish at today's URLs, the catalogue
 * of `/en/`, `/ka/`, `/ru/` under them, with nothing passed down.
 */
let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) })
})

const at = (pathname: string) => ({ request: new Request(`http://localhost${pathname}`) })
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the regulation’s notice', () => {
  test('a Turkish page shows it in Turkish only', async () => {
    const html = await container.renderToString(ProcedureNotice, at('/blog/diz'))
    expect(text(html)).toBe(PROCEDURE_NOTICE)
  })

  test('another language shows it translated, with the Turkish original beside it', async () => {
    const html = await container.renderToString(ProcedureNotice, at('/en/blog/knee'))
    expect(text(html)).toContain('results can vary from person to person')
    expect(text(html)).toContain(`Turkish original: ${PROCEDURE_NOTICE}`)
    expect(html).toContain('lang="tr"')
  })

  test('Russian and Georgian too', async () => {
    expect(text(await container.renderToString(ProcedureNotice, at('/ru/')))).toContain(
      `Оригинал на турецком: ${PROCEDURE_NOTICE}`,
    )
    expect(text(await container.renderToString(ProcedureNotice, at('/ka/')))).toContain(
      `თურქული ორიგინალი: ${PROCEDURE_NOTICE}`,
    )
  })
})

describe('the footer', () => {
  const props = { hasConsentChoice: true }
  test('in Turkish at today’s address', async () => {
    const html = text(await container.renderToString(SiteFooter, { ...at('/'), props }))
    expect(html).toContain('Çalışma Saatleri')
    expect(html).toContain('Aydınlatma Metni')
    expect(html).toContain('Çerez Tercihleri')
  })

  test('in Russian under /ru/', async () => {
    const html = text(await container.renderToString(SiteFooter, { ...at('/ru/'), props }))
    expect(html).toContain('Часы работы')
    expect(html).toContain('Политика использования cookie')
    expect(html).not.toContain('Çalışma Saatleri')
  })
})

describe('pagination counts in the page’s language', () => {
  const page = {
    data: [],
    currentPage: 2,
    lastPage: 5,
    url: { prev: '/blog', next: '/blog/3' },
  }
  test.each([
    ['/blog/2', 'Önceki sayfa Sayfa 2 / 5 Sonraki sayfa'],
    ['/en/blog/2', 'Previous page Page 2 of 5 Next page'],
    ['/ka/blog/2', 'წინა გვერდი გვერდი 2 / 5 შემდეგი გვერდი'],
  ])('%s', async (pathname, expected) => {
    const html = await container.renderToString(PostList, { ...at(pathname), props: { page } })
    expect(text(html)).toBe(expected)
  })
})

describe('the consent banner', () => {
  test('says in Turkish what it said before the catalogues', async () => {
    const html = text(await container.renderToString(CookieConsent, at('/')))
    expect(html).toContain(
      'bağlantısından istediğiniz zaman değiştirebilirsiniz. Ayrıntılar: Çerez Politikası .',
    )
    expect(html).toContain('Kabul Et Reddet')
  })

  test('in Georgian under /ka/', async () => {
    const html = text(await container.renderToString(CookieConsent, at('/ka/')))
    expect(html).toContain('თანხმობა უარყოფა')
    expect(html).not.toContain('Kabul Et')
  })
})
