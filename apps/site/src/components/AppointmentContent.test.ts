import { loadRenderers } from 'astro:container'
import { getContainerRenderer } from '@astrojs/react/container-renderer'
import { siteConfig } from '@clinic/contract/site-config'
import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { beforeAll, describe, expect, test } from 'vitest'
import { trail } from '../lib/json-ld.ts'

/**
 * /randevu as the build renders it, with and without BOOKING_URL. The e2e product is built with a booking stub, so the
 * page without one (the path that must never dead-end) is rendered here: the real component, its real island HTML.
 */
let container: AstroContainer
let AppointmentContent: Awaited<typeof import('./AppointmentContent.astro')>['default']
beforeAll(async () => {
  // The captcha's worker module (a browser worker bundled by Vite) installs its handler on `self` when imported; Node
  // has no `self`, so it gets a throwaway one while the island's modules load.
  const scope = globalThis as { self?: unknown }
  scope.self = {}
  try {
    AppointmentContent = (await import('./AppointmentContent.astro')).default
  } finally {
    delete scope.self
  }
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) })
})

const crumbs = trail('Ana Sayfa', { name: 'Randevu', path: '/randevu' })
const render = (bookingUrl: string | undefined) =>
  container.renderToString(AppointmentContent, { props: { crumbs, bookingUrl } })

const hrefs = (html: string, prefix: string) =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .filter((h) => h.startsWith(prefix))

describe('/randevu without BOOKING_URL', () => {
  test('has no frame, and says how to book instead', async () => {
    const html = await render(undefined)
    expect(html).not.toContain('<iframe')
    expect(html).toContain('data-booking-fallback')
    expect(html).toContain('Randevu almanın yolları')
  })

  test("offers both clinics' phones as tel: links", async () => {
    const tels = hrefs(await render(undefined), 'tel:')
    for (const label of ['Trabzon Klinik', 'Batum Klinik']) {
      const phone = siteConfig.contact.phones.find((p) => p.label === label)!
      expect(tels).toContain(`tel:${phone.tel}`)
    }
  })

  test('offers WhatsApp to the mobile number with a Turkish greeting', async () => {
    const [link] = hrefs(await render(undefined), 'https://wa.me/')
    expect(link).toBe(
      `https://wa.me/905324567890?text=${encodeURIComponent('Merhaba, randevu almak istiyorum.')}`,
    )
  })

  test('offers the appointment request form: clinic, day and time, phone required', async () => {
    const html = await render(undefined)
    expect(html).toContain('id="randevu-talebi"')
    expect(hrefs(html, '#')).toContain('#randevu-talebi')
    expect(html).toMatch(/<legend>Randevu tercihiniz<\/legend>/)
    for (const clinic of siteConfig.addresses)
      expect(html).toContain(`<option value="${clinic.key}">${clinic.name}</option>`)
    expect(html).toContain('<option value="09:00">09:00</option>')
    expect(html).toContain('<option value="16:30">16:30</option>')
    expect(html).not.toContain('<option value="17:00">')
    expect(html).toMatch(/type="date"/)
    expect(html).toContain('Randevu Talebini Gönder')
  })
})

describe('/randevu with BOOKING_URL', () => {
  test('shows the online booking first, then the other ways as alternatives', async () => {
    const html = await render('https://randevu.example/takvim')
    const frame = html.indexOf('<iframe')
    expect(frame).toBeGreaterThan(-1)
    expect(html).toContain('src="https://randevu.example/takvim"')
    expect(html.indexOf('Diğer randevu yolları')).toBeGreaterThan(frame)
    expect(html.indexOf('id="randevu-talebi"')).toBeGreaterThan(frame)
    expect(hrefs(html, 'https://wa.me/')).toHaveLength(1)
    expect(html).not.toContain('data-booking-fallback')
  })
})
