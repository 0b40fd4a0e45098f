import { loadRenderers } from 'astro:container'
import { getContainerRenderer } from '@astrojs/react/container-renderer'
import { DEFAULT_SITE_SETTINGS, SiteSettings, siteConfigFor } from '@clinic/contract/site-settings'
import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { beforeAll, describe, expect, test } from 'vitest'
import { faqPage, medicalBusiness } from '../lib/json-ld.ts'
import { siteConfigIn } from '../lib/site-config.ts'
import ContactFacts from './ContactFacts.astro'
import FactText from './FactText.astro'
import SiteFooter from './SiteFooter.astro'
import TopBar from './TopBar.astro'

/**
 * The clinic's facts in the page's language (decision 0275): the settings' texts and siteConfig's fixed texts read
 * from the address like the catalogues; a settings text without a translation shows its Turkish, marked lang="tr".
 */
let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) })
})

const at = (pathname: string) => ({ request: new Request(`http://localhost${pathname}`) })
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Turkish words of the shipped facts a reader of another language must not meet. */
const TURKISH_FACTS =
  /Pazartesi|Cuma|Gürcistan|Uzmanı|Klinik\b|Batum\b|Merkez|Caddesi|Kat:|Takipçi|Görüntülenme|Haritalar|Derneği|Cep\b/

describe('the footer and the contact facts', () => {
  test('on a Turkish page they are in Turkish, as before', async () => {
    const html = text(
      (await container.renderToString(SiteFooter, { ...at('/'), props: { hasConsentChoice: false } })) +
        (await container.renderToString(ContactFacts, at('/iletisim'))),
    )
    expect(html).toContain('Pazartesi - Cuma: 09:00 - 17:00')
    expect(html).toContain('Zurab Gorgiladze Caddesi No: 45, Merkez / Batum 6000, Gürcistan')
    expect(html).toContain('(Cep / WhatsApp)')
  })

  test.each([
    [
      '/en',
      'Monday - Friday: 09:00 - 17:00',
      '45 Zurab Gorgiladze Street, City centre / Batumi 6000, Georgia',
    ],
    [
      '/ka',
      'ორშაბათი - პარასკევი: 09:00 - 17:00',
      'ზურაბ გორგილაძის ქუჩა №45, ცენტრი / ბათუმი 6000, საქართველო',
    ],
    ['/ru', 'Понедельник - пятница: 09:00 - 17:00', 'ул. Зураба Горгиладзе, 45, Центр / Батуми 6000, Грузия'],
  ])('under %s they are in that language, with no Turkish clinic text', async (home, hours, batumi) => {
    const html =
      (await container.renderToString(SiteFooter, { ...at(home), props: { hasConsentChoice: false } })) +
      (await container.renderToString(ContactFacts, at(`${home}/iletisim`))) +
      (await container.renderToString(TopBar, at(home)))
    expect(text(html)).toContain(hours)
    expect(text(html)).toContain(batumi)
    expect(text(html)).not.toMatch(TURKISH_FACTS)
    // Every shipped text has its translation: nothing stands in as Turkish. The top bar's admin menu (shown to admins
    // only, leading to the Turkish-only admin) is the one Turkish, and marked so.
    expect(html.match(/<[^>]* lang="tr"[^>]*>/g)).toEqual([expect.stringContaining('id="admin-menu"')])
  })
})

describe('a text without a translation', () => {
  const settings = SiteSettings.parse({
    ...DEFAULT_SITE_SETTINGS,
    doctor: { photo: '/img/doctor.jpg', bio: { tr: 'Yalnızca Türkçe biyografi' } },
  })

  test('shows its Turkish marked lang="tr" in another language', async () => {
    const html = await container.renderToString(FactText, {
      ...at('/en'),
      props: { config: siteConfigFor(settings, 'en'), path: 'doctor.bio' },
    })
    expect(html).toMatch(/^<span lang="tr"[^>]*>Yalnızca Türkçe biyografi<\/span>$/)
  })

  test('is the bare text on a Turkish page, and a translated one is bare in its language', async () => {
    const turkish = await container.renderToString(FactText, {
      ...at('/'),
      props: { config: siteConfigFor(settings, 'tr'), path: 'doctor.bio' },
    })
    expect(turkish.trim()).toBe('Yalnızca Türkçe biyografi')
    const city = await container.renderToString(FactText, {
      ...at('/ru'),
      props: { config: siteConfigFor(settings, 'ru'), path: 'addresses.1.city' },
    })
    expect(city.trim()).toBe('Батуми')
  })
})

describe('structured data per language', () => {
  test('the practice, its places and the questions are in the page’s language', () => {
    const ka = siteConfigIn('ka')
    const business = JSON.stringify(medicalBusiness('https://klinik.example', ka))
    expect(business).toContain('ბათუმის კლინიკა')
    expect(business).toContain('საქართველო')
    expect(business).not.toMatch(TURKISH_FACTS)
    const faq = faqPage(siteConfigIn('en')) as { mainEntity: { acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity[2]?.acceptedAnswer.text).toContain('/en/randevu')
    expect(JSON.stringify(medicalBusiness('https://klinik.example'))).toContain('Gürcistan')
  })
})
