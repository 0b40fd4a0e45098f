import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  type SiteSettingsAdmin,
} from '@clinic/contract/site-settings'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

/** "Site ayarları" with the texts' English, Georgian and Russian inputs (decision 0275). */
function answer(settings: SiteSettings): SiteSettingsAdmin {
  return {
    settings,
    updatedAt: null,
    updatedBy: null,
    deploymentDefaults: { bookingUrl: '', analytics: { gaId: '', clarityId: '', metaPixelId: '' } },
  }
}

function renderSettings(settings: SiteSettings, save?: (body: SiteSettings) => Response) {
  return renderAdmin({
    path: '/admin/settings',
    respond: (url, init) => {
      if (url === '/api/site/settings' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as SiteSettings
        return save ? save(body) : jsonResponse(answer(body))
      }
      if (url === '/api/site/settings') return jsonResponse(answer(settings))
      return jsonResponse([])
    },
  })
}

const turkishBioOnly = (): SiteSettings => ({
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  doctor: { photo: '/img/doctor.jpg', bio: { tr: 'Türkçe biyografi', en: 'English bio' } },
})

describe('the settings’ translations', () => {
  test('the shipped settings have every translation: the summary says so', async () => {
    renderSettings(structuredClone(DEFAULT_SITE_SETTINGS) as SiteSettings)
    const summary = await screen.findByRole('region', { name: 'Çeviriler' })
    expect(summary).toHaveTextContent('bütün metinlerin İngilizce, Gürcüce ve Rusça çevirisi var')
  })

  test('the page names which languages each text is missing, in the summary and beside the field', async () => {
    renderSettings(turkishBioOnly())
    const summary = await screen.findByRole('region', { name: 'Çeviriler' })
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Biyografi: Gürcüce, Rusça eksik')
    expect(
      screen.getByText('Biyografi: çeviriler', { selector: 'summary span' }).closest('summary'),
    ).toHaveTextContent('Eksik: Gürcüce, Rusça')
    const translations = screen.getByRole('group', { name: 'Biyografi: çeviriler' })
    expect(within(translations).getByLabelText('İngilizce')).toHaveValue('English bio')
    expect(within(translations).getByLabelText('Gürcüce')).toHaveAttribute('lang', 'ka')
  })

  test('a translation typed in is saved with the Turkish, and the field no longer counts as missing', async () => {
    const user = userEvent.setup()
    const saved: SiteSettings[] = []
    renderSettings(turkishBioOnly(), (body) => {
      saved.push(body)
      return jsonResponse(answer(body))
    })
    await user.click(await screen.findByText('Biyografi: çeviriler', { selector: 'summary span' }))
    const translations = screen.getByRole('group', { name: 'Biyografi: çeviriler' })
    await user.type(within(translations).getByLabelText('Gürcüce'), 'ბიო')
    await user.type(within(translations).getByLabelText('Rusça'), 'Био')
    expect(
      screen.getByText('Biyografi: çeviriler', { selector: 'summary span' }).closest('summary'),
    ).toHaveTextContent('Tamam')
    await user.click(screen.getByRole('button', { name: 'Kaydet ve yayınla' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.doctor.bio).toEqual({
      tr: 'Türkçe biyografi',
      en: 'English bio',
      ka: 'ბიო',
      ru: 'Био',
    })
  })

  test('the server’s message for a translation opens its languages and shows under its input', async () => {
    const user = userEvent.setup()
    renderSettings(turkishBioOnly(), () =>
      jsonResponse(
        {
          message: 'Geçersiz istek.',
          errors: { 'doctor.bio.ru': ['Biyografi (Rusça) en fazla 2000 karakter olabilir.'] },
        },
        { status: 400 },
      ),
    )
    await screen.findByRole('region', { name: 'Çeviriler' })
    await user.click(screen.getByRole('button', { name: 'Kaydet ve yayınla' }))
    const translations = await screen.findByRole('group', { name: 'Biyografi: çeviriler' })
    await waitFor(() =>
      expect(
        within(translations).getByText('Biyografi (Rusça) en fazla 2000 karakter olabilir.'),
      ).toBeVisible(),
    )
    expect(translations.closest('details')).toHaveAttribute('open')
  })
})
