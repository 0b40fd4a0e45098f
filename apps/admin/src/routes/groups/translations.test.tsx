import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { GroupTranslationList } from '@clinic/contract/translation'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { groupsApi } from '../../test-support/fake-api.ts'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const TRANSLATIONS: GroupTranslationList = {
  states: { en: 'published', ka: 'missing', ru: 'inactive' },
  items: [
    {
      locale: 'en',
      name: 'Knee Surgery',
      isActive: true,
      state: 'published',
      sourceUpdatedAt: '2026-05-14T06:05:00.000Z',
      updatedAt: '2026-05-14T06:05:00.000Z',
    },
  ],
}

type Written = { method: string; url: string; body: unknown }

/**
 * A catalog's or category's API with its translations: `translation` answers a language's PUT or DELETE; every
 * write is kept in `written`.
 */
function api(
  resource: 'catalogs' | 'categories',
  translation: (init: RequestInit) => Response = (init) =>
    init.method === 'DELETE'
      ? new Response(null, { status: 204 })
      : jsonResponse({ ...TRANSLATIONS.items[0], ...JSON.parse(String(init.body)) }),
) {
  const groups = groupsApi(resource, [{ id: 5, name: 'Diz Cerrahisi' }])
  const written: Written[] = []
  const respond = (url: string, init: RequestInit) => {
    if (url.endsWith('/5/translations')) return jsonResponse(TRANSLATIONS)
    if (url.includes('/5/translations/')) {
      written.push({
        method: String(init.method),
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      })
      return translation(init)
    }
    // The admin lists: each row with its languages' states.
    if (url.endsWith('/admin'))
      return jsonResponse([
        { id: 5, name: 'Diz Cerrahisi', itemCount: 1, translationStates: TRANSLATIONS.states },
      ])
    return groups.respond(url, init)
  }
  return { respond, written }
}

describe('a catalog’s language tabs (issue 23)', () => {
  test('Türkçe is the catalog’s own name; a language tab saves its name there as JSON', async () => {
    const user = userEvent.setup()
    const { respond, written } = api('catalogs')
    renderAdmin({ path: '/admin/catalogs/edit/5', respond })
    expect(await screen.findByRole('textbox', { name: /^Katalog adı/ })).toHaveValue('Diz Cerrahisi')
    await waitFor(() => expect(screen.getByRole('tab', { name: /Gürcüce/ })).toHaveTextContent('Eksik'))
    screen.getByRole('tab', { name: 'Türkçe' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Gürcüce/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Diz Cerrahisi', { selector: 'strong' })).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /^Katalog adı \(Gürcüce\)/ }), 'მუხლი')
    await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
    expect(
      await screen.findByText('Gürcüce çeviri kaydedildi; site birkaç saniye içinde güncellenir.'),
    ).toBeInTheDocument()
    expect(written).toEqual([
      { method: 'PUT', url: '/api/Catalog/5/translations/ka', body: { name: 'მუხლი', isActive: true } },
    ])
  })

  test('a name taken in that language is refused under the field and the text stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const message = 'Bu isimde bir katalog bu dilde zaten var.'
    const { respond } = api('catalogs', () =>
      jsonResponse({ message, errors: { name: [message] } }, { status: 409 }),
    )
    renderAdmin({ path: '/admin/catalogs/edit/5', respond })
    await user.click(await screen.findByRole('tab', { name: /İngilizce/ }))
    const name = await screen.findByRole('textbox', { name: /İngilizce/ })
    await user.clear(name)
    await user.type(name, 'Knee')
    await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Kaydedilemedi: ${message} Yazdıklarınız formda duruyor.`,
    )
    expect(name).toHaveValue('Knee')
    expect(name).toHaveAccessibleDescription(expect.stringContaining(message))
  })

  test('deleting a language’s name asks first', async () => {
    const user = userEvent.setup()
    const { respond, written } = api('catalogs')
    renderAdmin({ path: '/admin/catalogs/edit/5', respond })
    await user.click(await screen.findByRole('tab', { name: /İngilizce/ }))
    await user.click(await screen.findByRole('button', { name: 'Çeviriyi sil' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'İngilizce çeviri silinsin mi?' })
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(written).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Çeviriyi sil' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Çeviriyi sil' }),
    )
    expect(await screen.findByText('İngilizce çeviri silindi.')).toBeInTheDocument()
    expect(written).toEqual([{ method: 'DELETE', url: '/api/Catalog/5/translations/en', body: undefined }])
  })

  test('the catalogs list shows each language’s state', async () => {
    const { respond } = api('catalogs')
    renderAdmin({ path: '/admin/catalogs', respond })
    const row = (await screen.findByRole('cell', { name: 'Diz Cerrahisi' })).closest('tr')!
    const chips = within(within(row).getByRole('list', { name: 'Çeviriler' })).getAllByRole('listitem')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'EN ✓İngilizce: Yayında',
      'KA –Gürcüce: Eksik',
      'RU ○Rusça: Yayında değil',
    ])
  })
})

describe('a category’s languages (issue 23)', () => {
  test('the row links to the category’s page, where a language tab saves its name', async () => {
    const user = userEvent.setup()
    const { respond, written } = api('categories')
    const { router } = renderAdmin({ path: '/admin/categories', respond })
    const row = (await screen.findByRole('cell', { name: 'Diz Cerrahisi' })).closest('tr')!
    expect(within(row).getByRole('list', { name: 'Çeviriler' })).toHaveTextContent('İngilizce: Yayında')
    await user.click(within(row).getByRole('link', { name: 'Çeviriler: Diz Cerrahisi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories/edit/5'))
    expect(await screen.findByRole('textbox', { name: /^Kategori adı/ })).toHaveValue('Diz Cerrahisi')
    await user.click(screen.getByRole('tab', { name: /Rusça/ }))
    await user.type(await screen.findByRole('textbox', { name: /Rusça/ }), 'Колено')
    await user.click(screen.getByRole('checkbox', { name: 'Yayında' }))
    await user.click(screen.getByRole('button', { name: 'Çeviriyi kaydet' }))
    expect(await screen.findByText('Rusça çeviri kaydedildi (yayında değil).')).toBeInTheDocument()
    expect(written).toEqual([
      { method: 'PUT', url: '/api/Category/5/translations/ru', body: { name: 'Колено', isActive: false } },
    ])
  })

  test('an unknown category says so, with a way back', async () => {
    const { respond } = api('categories')
    renderAdmin({ path: '/admin/categories/edit/99', respond })
    expect(await screen.findByRole('heading', { name: 'Kategori bulunamadı' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kategorilere dön' })).toHaveAttribute(
      'href',
      '/admin/categories',
    )
  })
})
