import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { operationFixture } from '@clinic/contract/fixtures'
import type { OperationTranslationList } from '@clinic/contract/translation'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const OPERATION = operationFixture({
  id: 4,
  slug: 'meniskus-tamiri',
  title: 'Menisküs tamiri',
  fullContent: '<p>Metin</p>',
  catalogId: 1,
  catalogName: 'Diz',
  publishedDate: '2026-05-14T06:05:00.000Z',
  alternates: { tr: 'meniskus-tamiri' },
})
const TRANSLATIONS: OperationTranslationList = {
  states: { en: 'missing', ka: 'missing', ru: 'missing' },
  items: [],
}

describe('the operation’s language tabs (issue 23)', () => {
  test('a new translation is saved without tags, which operations do not have', async () => {
    const user = userEvent.setup()
    let sent: FormData | undefined
    renderAdmin({
      path: '/admin/operation/edit/4',
      respond: (url, init) => {
        if (url === '/api/Operation/4' && (init.method ?? 'GET') === 'GET') return jsonResponse(OPERATION)
        if (url === '/api/Operation/4/translations') return jsonResponse(TRANSLATIONS)
        if (url === '/api/Operation/4/translations/en') {
          sent = init.body as FormData
          return jsonResponse({
            locale: 'en',
            title: 'Meniscus repair',
            slug: 'meniscus-repair',
            shortDescription: null,
            fullContent: null,
            seoKeywords: null,
            seoDescription: null,
            isActive: true,
            state: 'published',
            sourceUpdatedAt: OPERATION.publishedDate,
            updatedAt: OPERATION.publishedDate,
          })
        }
        return jsonResponse([])
      },
    })
    await waitFor(() => expect(screen.getByRole('tab', { name: /İngilizce/ })).toHaveTextContent('Eksik'))
    await user.click(screen.getByRole('tab', { name: /İngilizce/ }))
    expect(screen.queryByRole('textbox', { name: 'Etiketler' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Başlık/), 'Meniscus repair')
    expect(screen.getByLabelText('Kısa ad (adres)')).toHaveAccessibleDescription(
      expect.stringContaining('/en/operations/meniscus-repair'),
    )
    await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
    expect(
      await screen.findByText('İngilizce çeviri kaydedildi; site birkaç saniye içinde güncellenir.'),
    ).toBeInTheDocument()
    expect(Object.fromEntries(sent!.entries())).toEqual({
      Title: 'Meniscus repair',
      ShortDescription: '',
      FullContent: '',
      SeoKeywords: '',
      SeoDescription: '',
      IsActive: 'true',
    })
  }, 20_000)

  test('a new operation says its translations come after it is saved', async () => {
    renderAdmin({ path: '/admin/operation/create', respond: () => jsonResponse([]) })
    expect(
      await screen.findByText('Çeviriler, operasyon kaydedildikten sonra eklenebilir.'),
    ).toBeInTheDocument()
  })

  test('the operations list shows each language’s state', async () => {
    const row = { ...OPERATION, translationStates: { en: 'inactive', ka: 'published', ru: 'missing' } }
    renderAdmin({
      path: '/admin/operations',
      respond: (url) =>
        url.startsWith('/api/Operation/admin')
          ? jsonResponse([row], { headers: { 'x-total-count': '1' } })
          : jsonResponse([]),
    })
    const tableRow = (await screen.findByRole('link', { name: 'Menisküs tamiri' })).closest('tr')!
    expect(within(tableRow).getByRole('list', { name: 'Çeviriler' })).toHaveTextContent(
      'İngilizce: Yayında değil',
    )
  })
})
