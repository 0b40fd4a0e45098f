import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { AdvertisingOverride } from '@clinic/contract/advertising'
import { blogFixture } from '@clinic/contract/fixtures'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { renderAdmin, type Viewer } from '../test-support/render-admin.tsx'

const POST = blogFixture({
  id: 7,
  slug: 'diz-agrisi',
  title: 'Diz ağrısı',
  shortDescription: 'Bölgenin en iyi diz cerrahı',
  fullContent: '<p>Metin</p>',
  authorName: 'Dr. Ayşe',
  publishedDate: '2026-05-14T06:05:00.000Z',
  seoDescription: 'Garantili sonuç',
  isActive: false,
})

const STORED: AdvertisingOverride = {
  id: 1,
  contentKind: 'blogs',
  contentId: 7,
  contentTitle: 'Diz ağrısı',
  ruleId: 'guarantee',
  claim: 'garantili',
  reason: 'Kılavuzdan alıntı, vaat değil.',
  locale: 'tr',
  userId: 1,
  userName: 'Ayşe Yönetici',
  createdAt: '2026-11-20T10:00:00.000Z',
}

function open(viewer: Viewer) {
  const sent: FormData[] = []
  renderAdmin({
    path: '/admin/blog/edit/7',
    viewer,
    respond: (url, init) => {
      if (url === '/api/admin/advertising-overrides/blogs/7') return jsonResponse([STORED])
      if (url === '/api/blog/7' && (init.method ?? 'GET') === 'GET') return jsonResponse(POST)
      if (url === '/api/blog/7') {
        sent.push(init.body as FormData)
        return jsonResponse(POST)
      }
      return jsonResponse([])
    },
  })
  return sent
}

afterEach(() => localStorage.clear())

describe('the advertising warning of the form', () => {
  test('an Admin overrides a claim with a reason of ten characters, sent with the save', async () => {
    const user = userEvent.setup()
    const sent = open('admin')
    const warning = await screen.findByRole(
      'region',
      { name: /Sağlık reklamı kurallarına/ },
      { timeout: 5000 },
    )
    // The stored decision is shown with its reason; the open claim asks for one.
    await waitFor(() => expect(warning).toHaveTextContent('Uyarı yok sayıldı. Gerekçe: Kılavuzdan alıntı'))
    const claim = within(warning).getByText('«en iyi»').closest('li')!
    await user.click(within(claim as HTMLElement).getByLabelText('Uyarıyı yok say'))
    const reason = within(claim as HTMLElement).getByLabelText(/Gerekçe: «en iyi»/)
    await user.type(reason, 'kısa')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('en az 10 karakterlik bir gerekçe')
    expect(within(claim as HTMLElement).getByText('Gerekçe en az 10 karakter olmalıdır.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await user.type(reason, ' bir alıntı, reklam değil')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(JSON.parse(String(sent[0]!.get('AdvertisingOverrides')))).toEqual([
      { ruleId: 'superlative', claim: 'en iyi', reason: 'kısa bir alıntı, reklam değil' },
    ])
  })

  test('an Editor sees the claims but cannot override them', async () => {
    open('editor')
    const warning = await screen.findByRole(
      'region',
      { name: /Sağlık reklamı kurallarına/ },
      { timeout: 5000 },
    )
    expect(warning).toHaveTextContent('«en iyi»')
    expect(within(warning).queryByLabelText('Uyarıyı yok say')).toBeNull()
    expect(warning).toHaveTextContent('bir yöneticiden uyarıyı yok saymasını isteyin')
  })
})
