import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { blogFixture } from '@clinic/contract/fixtures'
import { siteConfig } from '@clinic/contract/site-config'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { EMPTY_VALUES } from '../../content-form/form-values.ts'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const POST = blogFixture({
  id: 7,
  slug: 'diz-agrisi',
  title: 'Diz ağrısı',
  shortDescription: 'Kısa açıklama',
  fullContent: '<h2>Neden olur?</h2><p>Metin <strong>kalın</strong>.</p>',
  imagePath: '/uploads/blog/a.webp',
  authorName: 'Dr. Ayşe',
  publishedDate: '2026-05-14T06:05:00.000Z',
  categoryId: 2,
  categoryName: 'Diz',
  tags: ['Diz'],
  seoKeywords: 'diz',
  seoDescription: 'Diz ağrısının nedenleri.',
  viewCount: 3,
})

function api(options: { save?: (form: FormData) => Response } = {}) {
  return (url: string, init: RequestInit) => {
    if (url.startsWith('/api/Category')) return jsonResponse([{ id: 2, name: 'Diz' }])
    if (url === '/api/blog/7' && (init.method ?? 'GET') === 'GET') return jsonResponse(POST)
    if (url === '/api/blog/404') return jsonResponse({ message: 'Blog bulunamadı.' }, { status: 404 })
    if (url === '/api/blog/7' || url === '/api/blog') {
      const form = init.body as FormData
      return options.save
        ? options.save(form)
        : jsonResponse({ ...POST, id: 9, title: String(form.get('Title')) })
    }
    return jsonResponse([])
  }
}

afterEach(() => localStorage.clear())

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('the blog form', () => {
  test('opens a post with every field filled', async () => {
    renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
    expect(
      await screen.findByRole('heading', { name: 'Düzenle: Diz ağrısı' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Diz ağrısı')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveValue('diz-agrisi')
    expect(screen.getByLabelText('SEO açıklaması')).toHaveValue('Diz ağrısının nedenleri.')
    await waitFor(() => expect(screen.getByLabelText('Kategori')).toHaveValue('2'))
    expect(screen.getByRole('list', { name: 'Eklenen etiketler' })).toHaveTextContent('Diz')
    const editor = await screen.findByRole('textbox', { name: 'Metin' }, { timeout: 8000 })
    expect(editor.querySelector('h2')).toHaveTextContent('Neden olur?')
    expect(screen.getByText('Tüm değişiklikler kaydedildi.')).toBeInTheDocument()
  })

  test.each([
    ['the post', 'the categories'],
    ['the categories', 'the post'],
  ])('shows and saves the stored category when %s answers before %s', async (first) => {
    const user = userEvent.setup()
    // The two answers are held back and let go in a set order: the race a slow list or a slow post makes.
    const gates = { post: deferred(), categories: deferred() }
    let sent: FormData | undefined
    const respond = api({
      save: (form) => {
        sent = form
        return jsonResponse(POST)
      },
    })
    renderAdmin({
      path: '/admin/blog/edit/7',
      respond: async (url, init) => {
        if (url.startsWith('/api/Category')) await gates.categories.promise
        else if (url === '/api/blog/7' && (init.method ?? 'GET') === 'GET') await gates.post.promise
        return respond(url, init)
      },
    })
    const order = first === 'the post' ? [gates.post, gates.categories] : [gates.categories, gates.post]
    order[0]!.resolve()
    await new Promise((done) => setTimeout(done, 50))
    order[1]!.resolve()
    const select = await screen.findByLabelText('Kategori')
    expect(select).toHaveValue('2')
    expect((select as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Diz')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(sent?.get('CategoryId')).toBe('2'))
  })

  test('keeps the stored category as a choice when the list does not have it', async () => {
    const respond = api()
    renderAdmin({
      path: '/admin/blog/edit/7',
      respond: (url, init) => (url.startsWith('/api/Category') ? jsonResponse([]) : respond(url, init)),
    })
    const select = await screen.findByLabelText('Kategori')
    expect(select).toHaveValue('2')
    expect((select as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Diz')
  })

  test('a new post is signed by the practice doctor in the form and in the preview', async () => {
    const user = userEvent.setup()
    renderAdmin({ path: '/admin/blog/create', respond: api() })
    expect(await screen.findByLabelText('Yazar')).toHaveValue(siteConfig.doctor.fullName)
    await user.type(screen.getByLabelText(/^Başlık/), 'Yeni yazı')
    await user.click(screen.getByRole('button', { name: 'Önizleme' }))
    const dialog = await screen.findByRole('dialog', { name: 'Yeni yazı' })
    expect(dialog.querySelector('article.article .article__meta')).toHaveTextContent(
      siteConfig.doctor.fullName,
    )
  })

  test('saves the whole form as the spec names its fields, keeping the image', async () => {
    const user = userEvent.setup()
    let sent: FormData | undefined
    renderAdmin({
      path: '/admin/blog/edit/7',
      respond: api({
        save: (form) => {
          sent = form
          return jsonResponse({ ...POST, title: String(form.get('Title')) })
        },
      }),
    })
    const title = await screen.findByLabelText(/^Başlık/)
    await user.clear(title)
    await user.type(title, 'Diz ağrısı ve tedavisi')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveValue('diz-agrisi')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(
      await screen.findByText('«Diz ağrısı ve tedavisi» kaydedildi; site birkaç saniye içinde güncellenir.'),
    ).toBeInTheDocument()
    expect(Object.fromEntries(sent!.entries())).toEqual({
      Id: '7',
      Title: 'Diz ağrısı ve tedavisi',
      ShortDescription: 'Kısa açıklama',
      FullContent: POST.fullContent,
      CategoryId: '2',
      Tags: 'Diz',
      SeoKeywords: 'diz',
      SeoDescription: 'Diz ağrısının nedenleri.',
      IsActive: 'true',
      AuthorName: 'Dr. Ayşe',
      PublishedDate: '2026-05-14T06:05:00.000Z',
      ExistingImagePath: '/uploads/blog/a.webp',
      AllowComments: 'true',
      AllowLikes: 'true',
      BeforeAfter: 'false',
      BeforeAfterImages: '[]',
    })
  })

  test('a refusal keeps every field and puts the server’s message under its field', async () => {
    const user = userEvent.setup()
    renderAdmin({
      path: '/admin/blog/create',
      respond: api({
        save: () =>
          jsonResponse(
            {
              message: 'Bu kısa ad başka bir yazıda kullanılıyor.',
              errors: { slug: ['Bu kısa ad kullanılıyor.'] },
            },
            { status: 409 },
          ),
      }),
    })
    await user.type(await screen.findByLabelText(/^Başlık/), 'Omuz çıkığı')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveValue('omuz-cikigi')
    await user.type(screen.getByLabelText('Kısa açıklama'), 'Kaybolmasın')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      'Kaydedilemedi: Bu kısa ad başka bir yazıda kullanılıyor. Yazdıklarınız formda duruyor.',
    )
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Omuz çıkığı')
    expect(screen.getByLabelText('Kısa açıklama')).toHaveValue('Kaybolmasın')
  })

  test('a new post goes to its edit page once saved', async () => {
    const user = userEvent.setup()
    const { router } = renderAdmin({ path: '/admin/blog/create', respond: api() })
    await user.type(await screen.findByLabelText(/^Başlık/), 'Yeni yazı')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/edit/9'))
  })

  test('offers back a draft kept in this browser, saying when it was kept as every admin time is written', async () => {
    const user = userEvent.setup()
    localStorage.setItem(
      'clinic.admin.draft.blog.7',
      JSON.stringify({
        values: { ...EMPTY_VALUES, title: 'Diz ağrısı (taslak)', fullContent: POST.fullContent },
        savedAt: '2026-05-14T06:05:00.000Z',
      }),
    )
    renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
    expect(
      await screen.findByText('Bu tarayıcıda kaydedilmemiş bir taslak var (14 Mayıs 2026 09:05).'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Taslağı geri yükle' }))
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Diz ağrısı (taslak)')
  })

  test('"Önizleme" shows the chosen cover through the field’s one object URL, revoked when the choice goes', async () => {
    const user = userEvent.setup()
    // jsdom has no object URLs: these stand in for the browser's, counting what is made and freed.
    let made = 0
    const create = vi.fn((_file: Blob) => `blob:admin/${++made}`)
    const revoke = vi.fn((_url: string) => {})
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
    try {
      renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
      const input = await screen.findByLabelText('Kapak görseli')
      await user.upload(input, new File(['x'], 'kapak.png', { type: 'image/png' }))
      const cover = await screen.findByRole('img', { name: 'Seçilen görselin önizlemesi' })
      const url = cover.getAttribute('src')
      expect(url).toMatch(/^blob:admin\//)
      for (let open = 0; open < 2; open += 1) {
        await user.click(screen.getByRole('button', { name: 'Önizleme' }))
        const dialog = await screen.findByRole('dialog', { name: 'Diz ağrısı' })
        expect(dialog.querySelector('.preview__image')).toHaveAttribute('src', url)
        await user.click(within(dialog).getByRole('button', { name: 'Kapat' }))
      }
      expect(create).toHaveBeenCalledTimes(1)
      expect(revoke).not.toHaveBeenCalled()
      await user.click(screen.getByRole('button', { name: 'Seçimi geri al' }))
      expect(revoke).toHaveBeenCalledWith(url)
      expect(screen.getByRole('img', { name: 'Şu anki görsel' })).toHaveAttribute(
        'src',
        '/uploads/blog/a.webp',
      )
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL')
      Reflect.deleteProperty(URL, 'revokeObjectURL')
    }
  })

  test('says when the post does not exist', async () => {
    renderAdmin({ path: '/admin/blog/edit/404', respond: api() })
    expect(await screen.findByText('Blog yazısı bulunamadı.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Bloglara dön' })).toHaveAttribute('href', '/admin/blogs')
  })
})
