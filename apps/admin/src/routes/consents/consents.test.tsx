import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { ConsentRecord } from '@clinic/contract/consent'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const CONSENT: ConsentRecord = {
  id: 3,
  patientRef: 'D-1024',
  consentDate: '2026-03-01',
  signedFormType: 'application/pdf',
  withdrawnAt: null,
  createdById: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  postIds: [7],
}

describe('Onamlar', () => {
  test('lists the consents with their state and posts', async () => {
    renderAdmin({
      path: '/admin/consents',
      respond: (url) =>
        url === '/api/admin/consents'
          ? jsonResponse([
              CONSENT,
              { ...CONSENT, id: 4, patientRef: 'AY', withdrawnAt: '2026-04-01T10:00:00Z' },
            ])
          : jsonResponse([]),
    })
    const table = await screen.findByRole('table', { name: 'Onamlar' }, { timeout: 5000 })
    expect(within(table).getByRole('link', { name: 'D-1024' })).toHaveAttribute(
      'href',
      '/admin/consents/edit/3',
    )
    expect(within(table).getByText('Geçerli')).toBeInTheDocument()
    expect(within(table).getByText(/Geri çekildi/)).toBeInTheDocument()
    expect(within(table).getAllByRole('link', { name: '#7' })[0]).toHaveAttribute(
      'href',
      '/admin/blog/edit/7',
    )
  })

  test('an Editor gets the refusal, and the menu shows Onamlar to an Admin only', async () => {
    renderAdmin({ path: '/admin/consents', viewer: 'editor', respond: () => jsonResponse([]) })
    expect(
      await screen.findByRole('heading', { name: 'Bu sayfaya erişim yetkiniz yok.' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Onamlar' })).toBeNull()
  })

  test('a new consent needs the signed form, then sends the fields and the file', async () => {
    const user = userEvent.setup()
    let sent: FormData | undefined
    renderAdmin({
      path: '/admin/consents/new',
      respond: (url, init) => {
        if (url === '/api/admin/consents' && init.method === 'POST') {
          sent = init.body as FormData
          return jsonResponse(CONSENT, { status: 201 })
        }
        if (url === '/api/admin/consents/3') return jsonResponse(CONSENT)
        return jsonResponse([])
      },
    })
    await user.type(await screen.findByLabelText(/Hasta referansı/, {}, { timeout: 5000 }), 'D-1024')
    await user.type(screen.getByLabelText(/Onam tarihi/), '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    expect(await screen.findByText('İmzalı onam formu zorunludur.')).toBeInTheDocument()
    const pdf = new File(['%PDF-1.4'], 'onam.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText(/İmzalı onam formu/), pdf)
    await user.click(screen.getByRole('button', { name: 'Kaydet' }))
    await waitFor(() => expect(sent?.get('PatientRef')).toBe('D-1024'))
    expect(sent?.get('ConsentDate')).toBe('2026-03-01')
    expect((sent!.get('SignedForm') as File).name).toBe('onam.pdf')
  }, 20_000)

  test('"Onamı geri çek" asks first, then withdraws', async () => {
    const user = userEvent.setup()
    let withdrawn = false
    renderAdmin({
      path: '/admin/consents/edit/3',
      respond: (url, init) => {
        if (url === '/api/admin/consents/3/withdraw' && init.method === 'PUT') {
          withdrawn = true
          return jsonResponse({ ...CONSENT, withdrawnAt: '2026-04-01T10:00:00Z' })
        }
        if (url === '/api/admin/consents/3') return jsonResponse(CONSENT)
        return jsonResponse([])
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Onamı geri çek' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Bu onam geri çekilsin mi?' })
    expect(dialog).toHaveTextContent('1 yazı bir sonraki yayında siteden kaldırılacak')
    await user.click(within(dialog).getByRole('button', { name: 'Onamı geri çek' }))
    await waitFor(() => expect(withdrawn).toBe(true))
    expect(await screen.findByText(/tarihinde geri çekildi/)).toBeInTheDocument()
  }, 20_000)
})
