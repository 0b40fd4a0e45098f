import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Blog, BlogSummary } from '@clinic/contract/blog'
import { blogFixture } from '@clinic/contract/fixtures'
import type { BlogTranslation, BlogTranslationList } from '@clinic/contract/translation'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const POST = blogFixture({
  id: 7,
  slug: 'diz-agrisi',
  title: 'Diz ağrısı',
  shortDescription: 'Dizin ön yüzündeki ağrı.',
  fullContent: '<p>Türkçe metin</p>',
  categoryId: 2,
  categoryName: 'Diz',
  tags: ['Diz'],
})

const ENGLISH: BlogTranslation = {
  locale: 'en',
  title: 'Knee pain',
  slug: 'knee-pain',
  shortDescription: 'Pain at the front of the knee.',
  fullContent: '<p>English text</p>',
  tags: ['Knee'],
  seoKeywords: 'knee pain',
  seoDescription: 'Why the knee hurts.',
  isActive: true,
  state: 'outdated',
  sourceUpdatedAt: '2026-05-14T06:05:00.000Z',
  updatedAt: '2026-05-14T06:05:00.000Z',
}

const TRANSLATIONS: BlogTranslationList = {
  states: { en: 'outdated', ka: 'missing', ru: 'inactive' },
  items: [
    ENGLISH,
    { ...ENGLISH, locale: 'ru', title: 'Боль в колене', slug: 'bol-v-kolene', isActive: false },
  ],
}

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>

/** The post's edit screen's API; `translation` answers the PUT and DELETE of one language. */
function api(translation?: Respond): Respond {
  return (url, init) => {
    const method = init.method ?? 'GET'
    if (url.startsWith('/api/Category')) return jsonResponse([{ id: 2, name: 'Diz' }])
    if (url === '/api/blog/7' && method === 'GET') return jsonResponse(POST)
    if (url === '/api/blog/7/translations') return jsonResponse(TRANSLATIONS)
    if (url.startsWith('/api/blog/7/translations/') && translation) return translation(url, init)
    return jsonResponse([])
  }
}

/** The post's edit screen on one language's tab. */
async function openTab(name: RegExp, respond: Respond = api()) {
  const user = userEvent.setup()
  const view = renderAdmin({ path: '/admin/blog/edit/7', respond })
  await user.click(await screen.findByRole('tab', { name }))
  return { user, ...view }
}

// Typing into the rich-text form on a busy machine takes longer than vitest's default 5 s.
const SLOW = 20_000

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the post’s language tabs (issue 23)', () => {
  test('shows Türkçe first with the post’s form, then each language with its state', async () => {
    renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
    const tabs = within(await screen.findByRole('tablist', { name: 'Dil' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Türkçe',
      'İngilizce! Güncel değil',
      'Gürcüce– Eksik',
      'Rusça○ Yayında değil',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Türkçe' })).toContainElement(
      screen.getByLabelText(/^Başlık/),
    )
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Diz ağrısı')
  })

  test('the arrow keys, Home and End move between the tabs and show that language', async () => {
    const user = userEvent.setup()
    renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /İngilizce/ })).toHaveTextContent('Güncel değil'),
    )
    await user.click(screen.getByRole('tab', { name: 'Türkçe' }))
    await user.keyboard('{ArrowRight}')
    const english = screen.getByRole('tab', { name: /İngilizce/ })
    expect(english).toHaveAttribute('aria-selected', 'true')
    expect(english).toHaveFocus()
    expect(await screen.findByRole('heading', { name: 'İngilizce çeviri' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Knee pain')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: /Rusça/ })).toHaveFocus()
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Боль в колене')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Türkçe' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}{Home}{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: /Gürcüce/ })).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Gürcüce çeviri' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('')
  })

  test('a translation shows the Turkish text beside it and says when the Turkish text changed after it', async () => {
    await openTab(/İngilizce/)
    const source = screen.getByText('Türkçe metin (kaynak)').closest('details')!
    expect(within(source).getByText('Diz ağrısı')).toBeInTheDocument()
    expect(within(source).getByText('Türkçe metin')).toBeInTheDocument()
    expect(screen.getByText(/Türkçe metin çeviriden sonra değişti\. Çeviriyi/)).toBeInTheDocument()
    expect(screen.getByText('Güncel değil', { selector: '.badge' })).toHaveAttribute(
      'title',
      'Türkçe metin çeviriden sonra değişti.',
    )
  })

  test(
    'saving a translation PUTs its fields as the post’s multipart form and says so',
    async () => {
      let sent: FormData | undefined
      const { user } = await openTab(
        /İngilizce/,
        api((url, init) => {
          if (url !== '/api/blog/7/translations/en' || init.method !== 'PUT') throw new Error(url)
          sent = init.body as FormData
          return jsonResponse({
            ...ENGLISH,
            title: String(sent.get('Title')),
            isActive: false,
            state: 'inactive',
          })
        }),
      )
      const title = await screen.findByLabelText(/^Başlık/)
      await user.clear(title)
      await user.type(title, 'Knee care')
      await user.click(screen.getByRole('checkbox', { name: 'Yayında' }))
      await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
      expect(
        await screen.findByText('İngilizce çeviri kaydedildi (yayında değil).', {}, { timeout: 5000 }),
      ).toBeInTheDocument()
      expect(Object.fromEntries(sent!.entries())).toEqual({
        Title: 'Knee care',
        Slug: 'knee-pain',
        ShortDescription: 'Pain at the front of the knee.',
        FullContent: '<p>English text</p>',
        Tags: 'Knee',
        SeoKeywords: 'knee pain',
        SeoDescription: 'Why the knee hurts.',
        IsActive: 'false',
      })
    },
    SLOW,
  )

  test('a new translation shows the page’s address in that language', async () => {
    const { user } = await openTab(/Gürcüce/)
    await user.type(screen.getByLabelText(/^Başlık/), 'Knee')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveAccessibleDescription(
      expect.stringContaining('/ka/blog/knee'),
    )
  })

  test('a Russian or Georgian title shows the Latin address the server will make of it', async () => {
    const { user } = await openTab(/Rusça/)
    await user.type(screen.getByLabelText(/^Başlık/), 'Боль в колене')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveAccessibleDescription(
      expect.stringContaining('/ru/blog/bol-v-kolene'),
    )
  })

  test('an empty title is refused before anything is sent', async () => {
    const translation = vi.fn(() => jsonResponse(ENGLISH))
    const { user } = await openTab(/Gürcüce/, api(translation))
    await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
    expect(await screen.findByText('Başlık zorunludur.')).toBeInTheDocument()
    expect(translation).not.toHaveBeenCalled()
  })

  test.each([
    [409, 'Bu kısa ad bu dilde başka bir yazıda kullanılıyor.', { slug: ['Bu kısa ad kullanılıyor.'] }],
    [400, 'Başlık en fazla 200 karakter olabilir.', {}],
  ])(
    'a %i shows the server’s Turkish message and keeps what was typed',
    async (status, message, errors) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const { user } = await openTab(
        /Rusça/,
        api(() => jsonResponse({ message, errors }, { status })),
      )
      const short = await screen.findByLabelText('Kısa açıklama')
      await user.clear(short)
      await user.type(short, 'Не')
      await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
      expect(
        await screen.findByText(`Kaydedilemedi: ${message} Yazdıklarınız formda duruyor.`),
      ).toHaveAttribute('role', 'alert')
      expect(screen.getByLabelText('Kısa açıklama')).toHaveValue('Не')
      expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Боль в колене')
      if (status === 409) expect(screen.getByText('Bu kısa ad kullanılıyor.')).toBeInTheDocument()
    },
    SLOW,
  )

  test('deleting a translation asks first; only a confirmation sends the DELETE', async () => {
    const calls: string[] = []
    const { user } = await openTab(
      /İngilizce/,
      api((url, init) => {
        calls.push(`${init.method} ${url}`)
        return new Response(null, { status: 204 })
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Çeviriyi sil' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'İngilizce çeviri silinsin mi?' })
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(calls).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Çeviriyi sil' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Çeviriyi sil' }),
    )
    expect(await screen.findByText('İngilizce çeviri silindi.')).toBeInTheDocument()
    expect(calls).toEqual(['DELETE /api/blog/7/translations/en'])
  })

  test('a language without a translation has nothing to delete', async () => {
    await openTab(/Gürcüce/)
    expect(screen.getByText('Henüz Gürcüce çeviri yok.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Çeviriyi sil' })).not.toBeInTheDocument()
  })

  test(
    'leaving a tab with unsaved changes asks first; staying keeps the text',
    async () => {
      const { user } = await openTab(/İngilizce/)
      const title = await screen.findByLabelText(/^Başlık/)
      await user.type(title, '!')
      await user.click(screen.getByRole('tab', { name: /Rusça/ }))
      const dialog = await screen.findByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler var' })
      await user.click(within(dialog).getByRole('button', { name: 'Sekmede kal' }))
      expect(screen.getByRole('tab', { name: /İngilizce/ })).toHaveAttribute('aria-selected', 'true')
      expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Knee pain!')
      await user.click(screen.getByRole('tab', { name: /Rusça/ }))
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sekmeden çık' }),
      )
      expect(screen.getByRole('tab', { name: /Rusça/ })).toHaveAttribute('aria-selected', 'true')
    },
    SLOW,
  )

  test('saving the Turkish text refreshes each language’s state', async () => {
    const user = userEvent.setup()
    let saved = false
    const respond = api()
    renderAdmin({
      path: '/admin/blog/edit/7',
      respond: (url, init) => {
        if (url === '/api/blog/7' && init.method === 'PUT') {
          saved = true
          return jsonResponse(POST)
        }
        if (url === '/api/blog/7/translations')
          return jsonResponse({
            ...TRANSLATIONS,
            states: { en: saved ? 'outdated' : 'published', ka: 'missing', ru: 'inactive' },
          })
        return respond(url, init)
      },
    })
    await waitFor(() => expect(screen.getByRole('tab', { name: /İngilizce/ })).toHaveTextContent('Yayında'))
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /İngilizce/ })).toHaveTextContent('Güncel değil'),
    )
  })

  test('a new post has no tabs yet and says when translations can be added', async () => {
    renderAdmin({ path: '/admin/blog/create', respond: api() })
    expect(await screen.findByText('Çeviriler, yazı kaydedildikten sonra eklenebilir.')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })
})

describe('the post list’s translation states (issue 23)', () => {
  const row = (overrides: object): BlogSummary =>
    ({ ...blogFixture({ id: 7, title: 'Diz ağrısı' }), fullContent: undefined, ...overrides }) as BlogSummary

  test('each row says every language’s state in words, with a sign for the eye', async () => {
    const rows = [row({ translationStates: { en: 'published', ka: 'missing', ru: 'outdated' } })]
    renderAdmin({
      path: '/admin/blogs',
      respond: (url) =>
        url.startsWith('/api/blog/admin')
          ? jsonResponse(rows, { headers: { 'x-total-count': '1' } })
          : jsonResponse([]),
    })
    const tableRow = (await screen.findByRole('link', { name: 'Diz ağrısı' })).closest('tr')!
    const chips = within(within(tableRow).getByRole('list', { name: 'Çeviriler' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'EN ✓İngilizce: Yayında',
      'KA –Gürcüce: Eksik',
      'RU !Rusça: Güncel değil',
    ])
    expect(chips[2]).toHaveAttribute('title', 'Rusça: Güncel değil. Türkçe metin çeviriden sonra değişti.')
  })

  test('a row from an API without translation states shows none', async () => {
    const rows: Omit<Blog, 'fullContent'>[] = [row({})]
    renderAdmin({
      path: '/admin/blogs',
      respond: (url) =>
        url.startsWith('/api/blog/admin')
          ? jsonResponse(rows, { headers: { 'x-total-count': '1' } })
          : jsonResponse([]),
    })
    const tableRow = (await screen.findByRole('link', { name: 'Diz ağrısı' })).closest('tr')!
    expect(within(tableRow).queryByRole('list', { name: 'Çeviriler' })).not.toBeInTheDocument()
  })
})

describe('the advertising rules on a language tab (decision 0277)', () => {
  test(
    'a claim in the language’s words is warned as the Turkish form warns, with nothing to override',
    async () => {
      const { user } = await openTab(/İngilizce/)
      expect(screen.queryByRole('heading', { name: /Sağlık reklamı/ })).not.toBeInTheDocument()
      const title = screen.getByLabelText(/^Başlık/)
      await user.clear(title)
      await user.type(title, 'The best knee surgeon, 100% painless surgery')
      const warning = (await screen.findByRole('heading', { name: /Sağlık reklamı/ })).closest('section')!
      const claims = within(warning)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-claim'))
      expect(claims).toEqual(['the best knee surgeon', '100%', 'painless surgery'])
      expect(within(warning).queryByRole('checkbox')).not.toBeInTheDocument()
      expect(within(warning).getByText(/Yönetmelik her dilde geçerlidir/)).toBeInTheDocument()
    },
    SLOW,
  )

  test(
    'the Russian tab reads Russian words; clean text shows no warning',
    async () => {
      const { user } = await openTab(/Rusça/)
      expect(screen.queryByRole('heading', { name: /Sağlık reklamı/ })).not.toBeInTheDocument()
      const title = screen.getByLabelText(/^Başlık/)
      await user.type(title, ': гарантия результата')
      const warning = (await screen.findByRole('heading', { name: /Sağlık reklamı/ })).closest('section')!
      expect(within(warning).getByText('«гарантия»')).toBeInTheDocument()
    },
    SLOW,
  )
})
