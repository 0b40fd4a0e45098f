import { siteConfig } from '@clinic/contract/site-config'
import { describe, expect, test } from 'vitest'
import { clinicPhones, WHATSAPP_TEXT, whatsappLink } from './booking.ts'

describe('the booking links', () => {
  test('WhatsApp opens a chat with the number labelled WhatsApp, digits only, with the Turkish text', () => {
    expect(whatsappLink(siteConfig.contact)).toBe(
      `https://wa.me/905324567890?text=${encodeURIComponent(WHATSAPP_TEXT)}`,
    )
    expect(decodeURIComponent(whatsappLink(siteConfig.contact)!.split('text=')[1]!)).toBe(
      'Merhaba, randevu almak istiyorum.',
    )
  })

  test('without a WhatsApp number there is no WhatsApp link', () => {
    expect(whatsappLink({ phones: [{ label: 'Trabzon Klinik', display: '1', tel: '+901' }] })).toBeUndefined()
  })

  test("the clinics' own lines are both clinics' phones", () => {
    expect(clinicPhones(siteConfig.contact).map((p) => p.label)).toEqual(['Trabzon Klinik', 'Batum Klinik'])
  })
})
