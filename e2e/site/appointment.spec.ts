import type { IncomingHttpHeaders } from 'node:http'
import { expect, test } from '../support/site.ts'

const bookingUrl = () => `${process.env.E2E_BOOKING_URL}/takvim`

/** The headers of every request the booking stub has answered (the frame's loads). */
async function bookingRequests(): Promise<IncomingHttpHeaders[]> {
  const res = await fetch(`${process.env.E2E_BOOKING_URL}/requests`)
  return (await res.json()) as IncomingHttpHeaders[]
}

test.describe('/randevu', () => {
  test('embeds the booking page in a titled, lazy frame that sends no referrer', async ({ page }) => {
    await page.goto('/randevu')
    const frame = page.locator('iframe.booking-frame')
    await expect(frame).toHaveAttribute('title', 'Online randevu sayfası')
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(frame).toHaveAttribute('src', bookingUrl())
  })

  test('the booking page loads in the frame, and the booking site is told nothing about where from', async ({
    page,
  }) => {
    const before = (await bookingRequests()).length
    await page.goto('/randevu')
    const frame = page.locator('iframe.booking-frame')
    await frame.scrollIntoViewIfNeeded()
    await expect(
      page.frameLocator('iframe.booking-frame').getByRole('heading', { name: 'Randevu takvimi (test)' }),
    ).toBeVisible()

    const requests = await bookingRequests()
    const frameLoads = requests.slice(before).filter((h) => h['sec-fetch-dest'] === 'iframe')
    expect(frameLoads.length).toBeGreaterThanOrEqual(1)
    for (const headers of requests.filter((h) => h['sec-fetch-dest'] === 'iframe')) {
      expect(headers.referer, 'Referer sent to the booking site').toBeUndefined()
    }
  })

  test('the phone numbers are tel: links', async ({ page }) => {
    await page.goto('/randevu')
    const main = page.getByRole('main')
    const phones = [
      ['+90 (462) 321 45 67', 'tel:+904623214567'],
      ['+90 (532) 456 78 90', 'tel:+905324567890'],
      ['+995 (422) 27 45 90', 'tel:+995422274590'],
    ] as const
    for (const [display, href] of phones) {
      // The ways to book and the clinic facts both list a number: each of its links dials it.
      const links = main.getByRole('link', { name: display })
      await expect(links.first()).toHaveAttribute('href', href)
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href)
    }
    // Every tel: link dials the digits it shows.
    const links = await main
      .locator('a[href^="tel:"]')
      .evaluateAll((nodes) => nodes.map((n) => [n.textContent ?? '', n.getAttribute('href') ?? ''] as const))
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const [text, href] of links) {
      expect(href.replace('tel:', '')).toBe(`+${text.replace(/\D/g, '')}`)
    }
  })
})
