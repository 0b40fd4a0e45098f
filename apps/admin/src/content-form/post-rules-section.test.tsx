import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { Blog } from '@clinic/contract/blog'
import { blogFixture } from '@clinic/contract/fixtures'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { renderAdmin } from '../test-support/render-admin.tsx'
import { CONSENT_REQUIRED } from './form-values.ts'
import { CONSENT_WITHDRAWN_TEXT } from './post-rules-section.tsx'

const POST = blogFixture({
  id: 7,
  slug: 'diz-protezi-sonrasi',
  title: 'Diz protezi sonrası',
  shortDescription: 'Kısa',
  fullContent: '<p>Metin</p>',
  authorName: 'Dr. Ayşe',
  publishedDate: '2026-05-14T06:05:00.000Z',
  isActive: false,
})

function api(post: Blog, onSave: (form: FormData) => void = () => {}) {
  return (url: string, init: RequestInit) => {
    if (url === '/api/blog/7' && (init.method ?? 'GET') === 'GET') return jsonResponse(post)
    if (url === '/api/blog/7' || url === '/api/blog') {
      onSave(init.body as FormData)
      return jsonResponse(post)
    }
    return jsonResponse([])
  }
}

afterEach(() => localStorage.clear())

describe('the post form: comments, likes and before/after images', () => {
  test('the switches are on for a new post and are sent as they are set', async () => {
    const user = userEvent.setup()
    let sent: FormData | undefined
    renderAdmin({ path: '/admin/blog/edit/7', respond: api(POST, (form) => (sent = form)) })
    const comments = await screen.findByRole('checkbox', { name: 'Yorumlara izin ver' }, { timeout: 5000 })
    expect(comments).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Beğenilere izin ver' })).toBeChecked()
    await user.click(comments)
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(sent?.get('AllowComments')).toBe('false'))
    expect(sent?.get('AllowLikes')).toBe('true')
    expect(sent?.get('BeforeAfter')).toBe('false')
    expect(sent?.get('BeforeAfterImages')).toBe('[]')
  })

  test('before/after turns the switches off and asks for a consent before publishing', async () => {
    const user = userEvent.setup()
    let sent: FormData | undefined
    renderAdmin({ path: '/admin/blog/edit/7', respond: api(POST, (form) => (sent = form)) })
    await user.click(
      await screen.findByRole('checkbox', { name: /Öncesi-sonrası görsel içerir/ }, { timeout: 5000 }),
    )
    expect(screen.getByRole('checkbox', { name: 'Yorumlara izin ver' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Yorumlara izin ver' })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Sitede yayında' }))
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText(CONSENT_REQUIRED)).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.type(screen.getByLabelText('Hasta onamı numarası'), '3')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(sent?.get('ConsentId')).toBe('3'))
    expect(sent?.get('BeforeAfter')).toBe('true')
  })

  test('shows the before/after images with their dates and a withdrawn consent', async () => {
    const post: Blog = {
      ...POST,
      beforeAfter: true,
      consentId: 3,
      consentWithdrawn: true,
      beforeAfterImages: [
        {
          path: '/uploads/content/a.webp',
          alt: 'Öncesi',
          capturedOn: '2026-01-10',
          procedureOn: '2026-01-12',
        },
      ],
    }
    renderAdmin({ path: '/admin/blog/edit/7', respond: api(post) })
    expect(await screen.findByText(CONSENT_WITHDRAWN_TEXT, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Hasta onamı numarası')).toHaveValue('3')
    expect(screen.getByLabelText(/Görsel 1: açıklama/)).toHaveValue('Öncesi')
    expect(screen.getByLabelText(/Çekim tarihi/)).toHaveValue('2026-01-10')
    expect(screen.getByLabelText(/İşlem tarihi/)).toHaveValue('2026-01-12')
  })
})

describe('the blog list', () => {
  test('marks a post whose consent was withdrawn', async () => {
    const rows = [
      { ...POST, isActive: true, consentWithdrawn: true },
      { ...POST, id: 8, slug: 'baska', title: 'Başka yazı', isActive: true },
    ]
    renderAdmin({
      path: '/admin/blogs',
      respond: (url) =>
        url.startsWith('/api/blog/admin')
          ? jsonResponse(rows, { headers: { 'x-total-count': '2' } })
          : jsonResponse([]),
    })
    const withdrawn = (await screen.findByRole('link', { name: POST.title }, { timeout: 5000 })).closest(
      'tr',
    )!
    expect(within(withdrawn).getByText('Onam geri çekildi')).toBeInTheDocument()
    const other = screen.getByRole('link', { name: 'Başka yazı' }).closest('tr')!
    expect(within(other).queryByText('Onam geri çekildi')).toBeNull()
  })
})
