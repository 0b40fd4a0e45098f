import { describe, expect, test } from 'vitest'
import { mapLink, siteConfig } from './site-config.ts'

describe('mapLink', () => {
  test("opens Google Maps at the clinic's exact coordinates", () => {
    expect(mapLink({ geo: { lat: 41.0035, lng: 39.7178 } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.0035,39.7178',
    )
  })

  test('every clinic has a position inside its city, so its link points at it', () => {
    const [trabzon, batum] = siteConfig.addresses
    expect(trabzon.geo).toEqual({ lat: 41.0035, lng: 39.7178 })
    expect(batum.geo).toEqual({ lat: 41.6458, lng: 41.6416 })
    for (const address of siteConfig.addresses) expect(mapLink(address)).toMatch(/query=\d+\.\d+,\d+\.\d+$/)
  })
})
