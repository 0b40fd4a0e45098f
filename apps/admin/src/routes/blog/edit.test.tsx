import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Blog } from '@clinic/contract/blog'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const POST: Blog = {
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
  isActive: true,
  viewCount: 3,
  likes: 0,
}

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

describe('the blog form', () => {
  test('opens a post with every field filled', async () => {
    renderAdmin({ path: '/admin/blog/edit/7', respond: api() })
    expect(await screen.findByRole('heading', { name: 'Düzenle: Diz ağrısı' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Başlık/)).toHaveValue('Diz ağrısı')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveValue('diz-agrisi')
    expect(screen.getByLabelText('SEO açıklaması')).toHaveValue('Diz ağrısının nedenleri.')
    await waitFor(() => expect(screen.getByLabelText('Kategori')).toHaveValue('2'))
    expect(screen.getByRole('list', { name: 'Eklenen etiketler' })).toHaveTextContent('Diz')
    const editor = await screen.findByRole('textbox', { name: 'Metin' }, { timeout: 8000 })
    expect(editor.querySelector('h2')).toHaveTextContent('Neden olur?')
    expect(screen.getByText('Tüm değişiklikler kaydedildi.')).toBeInTheDocument()
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

  test('says when the post does not exist', async () => {
    renderAdmin({ path: '/admin/blog/edit/404', respond: api() })
    expect(await screen.findByText('Blog yazısı bulunamadı.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Bloglara dön' })).toHaveAttribute('href', '/admin/blogs')
  })
})
