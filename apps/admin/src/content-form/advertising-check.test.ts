import { describe, expect, it } from 'vitest'
import { checkAdvertising } from './advertising-check.ts'

const ids = (texts: string[]) => checkAdvertising(texts).map((finding) => finding.rule.id)

describe('checkAdvertising', () => {
  it('finds superlatives whatever the case and Turkish letters', () => {
    const [finding] = checkAdvertising(['Trabzon’un EN İYİ ortopedi kliniği'])
    expect(finding?.rule.id).toBe('superlative')
    expect(finding?.phrases).toEqual(['en iyi'])
    expect(ids(['En başarılı cerrahımız'])).toEqual(['superlative'])
  })

  it('finds "tek" and "ilk" as words, not inside other words', () => {
    expect(ids(['Bölgedeki tek merkez'])).toEqual(['unique'])
    expect(ids(['Türkiye’de bir ilk!'])).toEqual(['unique'])
    expect(ids(['Ağrı tekrar ederse ilkbaharda kontrole gelin.'])).toEqual([])
  })

  it('finds guarantees, prices, campaigns and testimonials', () => {
    expect(ids(['%100 garantili tedavi'])).toEqual(['guarantee'])
    expect(ids(['Muayene ücreti 1500 TL'])).toEqual(['price'])
    expect(ids(['Bu aya özel indirim kampanyası'])).toEqual(['campaign'])
    expect(ids(['Hasta yorumları: çok memnun kaldım, teşekkür ederim'])).toEqual(['testimonial'])
  })

  it('lists each phrase once across all texts', () => {
    const [finding] = checkAdvertising(['Garanti veriyoruz.', 'garanti', '<p>Garantili</p>'])
    expect(finding?.phrases).toEqual(['garanti', 'garantili'])
  })

  it('lets ordinary medical writing through', () => {
    expect(
      ids([
        'Ön çapraz bağ yırtığında artroskopik tedavi; iyileşme süresi hastadan hastaya değişir.',
        'Diz protezi ameliyatı sonrası fizik tedavi önemlidir.',
      ]),
    ).toEqual([])
  })
})
