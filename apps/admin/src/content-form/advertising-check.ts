import { foldTurkish } from '@clinic/contract/fold-turkish'

/**
 * Wording the health advertising rules (Sağlık Bakanlığı, Sağlık Hizmetlerinde Tanıtım ve Bilgilendirme
 * Yönetmeliği) forbid on a physician's site: superlatives and "the only/the first", promises of results, prices
 * and campaigns, and patients' testimonials. The check warns; the doctor decides. Patterns are written folded
 * (Turkish letters to ASCII, lowercase) and match whole words, so "tek" is found but "tekrar" is not.
 */
export interface AdvertisingRule {
  id: 'superlative' | 'unique' | 'guarantee' | 'price' | 'campaign' | 'testimonial'
  /** Why it is a problem, in a sentence the staff can act on. */
  reason: string
  patterns: readonly string[]
}

export const ADVERTISING_RULES: readonly AdvertisingRule[] = [
  {
    id: 'superlative',
    reason: 'Üstünlük iddiası (en iyi, en başarılı…) tanıtımda kullanılamaz.',
    patterns: [
      'en iyi\\w*',
      'en basarili\\w*',
      'en uzman\\w*',
      'en guvenilir\\w*',
      'en deneyimli\\w*',
      'en modern\\w*',
      'en son teknoloji\\w*',
      'bir numara\\w*',
      'lider\\w*',
      'essiz\\w*',
      'mukemmel\\w*',
    ],
  },
  {
    id: 'unique',
    reason: '"Tek", "ilk" gibi ifadeler başka hekimlerle kıyas sayılır.',
    patterns: ['tek', 'tektir', 'ilk', 'ilktir', 'yegane', 'sadece biz\\w*'],
  },
  {
    id: 'guarantee',
    reason: 'Sonuç garantisi ya da kesinlik vaadi verilemez.',
    patterns: [
      'garanti\\w*',
      'kesin sonuc\\w*',
      'kesin cozum\\w*',
      'kesin tedavi\\w*',
      '%\\s?100',
      'yuzde yuz',
      'mucize\\w*',
      'risksiz',
      'agrisiz',
    ],
  },
  {
    id: 'price',
    reason: 'Fiyat ve ücret bilgisi tanıtımda yer alamaz.',
    patterns: ['fiyat\\w*', 'ucret\\w*', '\\d+\\s?(?:tl|try|usd|eur|lari)', '[₺$€]\\s?\\d+', '\\d+\\s?[₺$€]'],
  },
  {
    id: 'campaign',
    reason: 'Kampanya, indirim ve hediye gibi teşvikler yasaktır.',
    patterns: ['kampanya\\w*', 'indirim\\w*', 'firsat\\w*', 'bedava', 'ucretsiz', 'hediye\\w*', 'taksit\\w*'],
  },
  {
    id: 'testimonial',
    reason: 'Hasta görüşleri, teşekkürleri ve öncesi/sonrası anlatımları kullanılamaz.',
    patterns: [
      'hasta yorum\\w*',
      'hasta gorus\\w*',
      'hastalarimizin yorum\\w*',
      'tesekkur ederim',
      'memnun kald\\w*',
      'oncesi ve sonrasi',
      'oncesi sonrasi',
    ],
  },
]

export interface AdvertisingFinding {
  rule: AdvertisingRule
  /** The words as they were written, each once. */
  phrases: string[]
}

const LETTER = 'a-z0-9'

function compile(patterns: readonly string[]) {
  // Lookarounds keep matches to whole words of the folded text.
  return new RegExp(`(?<![${LETTER}])(?:${patterns.join('|')})(?![${LETTER}])`, 'g')
}

const COMPILED = ADVERTISING_RULES.map((rule) => ({ rule, pattern: compile(rule.patterns) }))

/**
 * The forbidden wording found in the given texts. Folding keeps the text's length only for most letters, so the
 * phrase shown is taken from the folded text (lowercase ASCII) unless the lengths match.
 */
export function checkAdvertising(texts: readonly string[]): AdvertisingFinding[] {
  const findings: AdvertisingFinding[] = []
  for (const { rule, pattern } of COMPILED) {
    const phrases = new Set<string>()
    for (const text of texts) {
      if (!text) continue
      const folded = foldTurkish(text)
      const sameLength = folded.length === text.length
      for (const match of folded.matchAll(pattern)) {
        const original = sameLength ? text.slice(match.index, match.index + match[0].length) : match[0]
        phrases.add(original.toLocaleLowerCase('tr-TR'))
      }
    }
    if (phrases.size > 0) findings.push({ rule, phrases: [...phrases] })
  }
  return findings
}
