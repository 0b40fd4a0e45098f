import { siteConfig } from '@clinic/contract/site-config'
import { messages } from '@clinic/ui/lib/i18n/index'
import { describe, expect, test } from 'vitest'
import { clinicPhones, whatsappLink } from './booking.ts'

describe('the booking links', () => {
  test('WhatsApp opens a chat with the number labelled WhatsApp, digits only, with the Turkish text', () => {
    const link = whatsappLink(siteConfig.contact, messages('tr').appointment.whatsappMessage)
    expect(link).toBe(
      `https://wa.me/905324567890?text=${encodeURIComponent('Merhaba, randevu almak istiyorum.')}`,
    )
  })

  test('in another language the chat opens with that language’s greeting', () => {
    const link = whatsappLink(siteConfig.contact, messages('ru').appointment.whatsappMessage)
    expect(decodeURIComponent(link!.split('text=')[1]!)).toBe(
      'Здравствуйте, я хотел(а) бы записаться на приём.',
    )
  })

  test('without a WhatsApp number there is no WhatsApp link', () => {
    expect(
      whatsappLink({ phones: [{ label: 'Trabzon Klinik', display: '1', tel: '+901' }] }, 'Merhaba'),
    ).toBeUndefined()
  })

  test("the clinics' own lines are both clinics' phones", () => {
    expect(clinicPhones(siteConfig.contact).map((p) => p.label)).toEqual(['Trabzon Klinik', 'Batum Klinik'])
  })
})
