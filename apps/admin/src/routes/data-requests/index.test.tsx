import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { DataRequestSummary } from '@clinic/contract/data-request'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { requestOf } from '../../test-support/fake-api.ts'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const PATH = '/admin/data-requests'
const BASE = '/api/admin/data-requests'

const contact = {
  id: 4,
  name: 'Hasan Kaya',
  email: 'hasan@example.com',
  phoneNumber: null,
  subject: 'Diz ağrısı',
  message: 'Sol dizim ağrıyor.',
  appointment: null,
  isRead: true,
  createdDate: '2026-05-15T08:00:00.000Z',
  consentDate: '2026-05-15T08:00:00.000Z',
}
const wellness = {
  id: 7,
  senderName: 'Hasan Kaya',
  email: 'hasan@example.com',
  phoneNumber: null,
  patientName: 'Mehmet Kaya',
  message: 'Geçmiş olsun.',
  isRead: false,
  createdDate: '2026-06-01T08:00:00.000Z',
  consentDate: '2026-06-01T08:00:00.000Z',
}

/** The API of the screen over `state`: the summary, the export file and the erasure. */
function dataRequestsApi(state: { summary: DataRequestSummary }) {
  return (raw: string, init: RequestInit) => {
    const { path, method, url } = requestOf(raw, init)
    if (path === `${BASE}/export`) {
      return new Response(JSON.stringify(state.summary), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="kisisel-veriler.json"',
        },
      })
    }
    if (path === BASE && method === 'DELETE') {
      const answer = {
        message: '2 mesaj silindi.',
        contactMessages: state.summary.contactMessages.length,
        wellnessMessages: state.summary.wellnessMessages.length,
      }
      state.summary = { ...state.summary, contactMessages: [], wellnessMessages: [] }
      return jsonResponse(answer)
    }
    if (path === BASE) return jsonResponse({ ...state.summary, email: url.searchParams.get('email') })
    return jsonResponse([])
  }
}

const summary = (overrides: Partial<DataRequestSummary> = {}): DataRequestSummary => ({
  email: 'hasan@example.com',
  contactMessages: [contact],
  wellnessMessages: [wellness],
  account: null,
  ...overrides,
})

async function search(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /E-posta adresi/ }), email)
  await userEvent.click(screen.getByRole('button', { name: 'Ara' }))
}

describe('Kişisel veri talepleri', () => {
  test('finds every message of an address, trimmed and in lower case, newest first', async () => {
    const { calls } = renderAdmin({ path: PATH, respond: dataRequestsApi({ summary: summary() }) })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kişisel veri talepleri' }),
    ).toBeInTheDocument()
    await search('  Hasan@Example.com ')
    expect(
      await screen.findByRole('heading', { name: '«hasan@example.com» için bulunanlar' }),
    ).toBeInTheDocument()
    expect(screen.getByText('2 mesaj bulundu.')).toBeInTheDocument()
    expect(calls.map((c) => c.url)).toContain(`${BASE}?email=hasan%40example.com`)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Geçmiş olsun mesajı',
      'İletişim mesajı',
    ])
    expect(within(rows[0]!).getByText('Hasta: Mehmet Kaya')).toBeInTheDocument()
    expect(screen.getByText('Bu adresle kayıtlı bir hesap yok.')).toBeInTheDocument()
  })

  test('an address that is not one is refused in Turkish and nothing is asked', async () => {
    const { calls } = renderAdmin({ path: PATH, respond: dataRequestsApi({ summary: summary() }) })
    await search('hasan')
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument()
    expect(calls.filter((c) => c.url.startsWith(BASE))).toEqual([])
  })

  test('the account with the address links to its user page, where it is deleted', async () => {
    const account = {
      id: 12,
      firstName: 'Hasan',
      lastName: 'Kaya',
      email: 'hasan@example.com',
      roles: ['User'],
      emailConfirmed: true,
      createdDate: '2026-01-02T08:00:00.000Z',
      comments: 3,
    }
    renderAdmin({ path: PATH, respond: dataRequestsApi({ summary: summary({ account }) }) })
    await search('hasan@example.com')
    expect(await screen.findByText(/Hasan Kaya \(hasan@example.com\), 3 yorum/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'kullanıcı sayfasını açın' })).toHaveAttribute(
      'href',
      '/admin/users/12',
    )
  })

  test('«Dışa aktar» downloads the JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:veriler')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { calls } = renderAdmin({ path: PATH, respond: dataRequestsApi({ summary: summary() }) })
    await search('hasan@example.com')
    await userEvent.click(await screen.findByRole('button', { name: 'Dışa aktar' }))
    expect(await screen.findByText('Veriler JSON dosyası olarak indirildi.')).toBeInTheDocument()
    expect(calls.map((c) => c.url)).toContain(`${BASE}/export?email=hasan%40example.com`)
    expect(clicked).toHaveBeenCalledTimes(1)
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('kisisel-veriler.json')
    clicked.mockRestore()
    vi.unstubAllGlobals()
  })

  test('«Sil» asks first, naming the count, then erases the messages and shows none', async () => {
    const { calls } = renderAdmin({ path: PATH, respond: dataRequestsApi({ summary: summary() }) })
    await search('hasan@example.com')
    await userEvent.click(await screen.findByRole('button', { name: 'Sil' }))
    const dialog = screen.getByRole('alertdialog', { name: '2 mesaj silinsin mi?' })
    expect(dialog).toHaveTextContent('«hasan@example.com» adresiyle gönderilen 2 mesaj')
    expect(dialog).toHaveTextContent('Hesap silinmez.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(calls.filter((c) => c.init.method === 'DELETE')).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Sil' }))
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '2 mesaj silinsin mi?' })).getByRole('button', {
        name: 'Sil',
      }),
    )
    expect(await screen.findByText('2 mesaj silindi.')).toBeInTheDocument()
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([
      `${BASE}?email=hasan%40example.com`,
    ])
    expect(await screen.findByText('Bu adresle gönderilmiş mesaj yok.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sil' })).toBeDisabled()
  })
})
