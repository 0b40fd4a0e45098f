import { foldTurkish } from '@clinic/contract/fold-turkish'

/**
 * Claims the health advertising rules (Sağlık Hizmetlerinde Tanıtım ve Bilgilendirme Faaliyetleri Hakkında
 * Yönetmelik, 12.11.2025) forbid on a physician's site: superiority and comparison, "the only/the first", promised
 * results, prices and campaigns, statements about service volume, and patients' thanks. The check warns; the doctor
 * decides.
 *
 * A rule matches a claim, not a word: "tek merkez" and "Türkiye'de ilk" are claims, "tek taraflı protez" and "ilk 6
 * hafta" are medicine; "garantili tedavi" is a promise, "sonuç garanti edilemez" is the honest opposite. Patterns
 * are written folded (Turkish letters to ASCII, lowercase) and match whole words; a rule marked `negatable` lets a
 * match through when a denial follows it within two words ("mucize tedavi yoktur").
 */
export interface AdvertisingRule {
  id: 'superlative' | 'unique' | 'guarantee' | 'price' | 'campaign' | 'volume' | 'testimonial'
  /** Why it is a problem, in a sentence the staff can act on. */
  reason: string
  patterns: readonly string[]
  negatable?: boolean
}

/** An apostrophe before a suffix, typed or typographic ("Türkiye'de", "Trabzon’un"), or none. */
const APOS = "['’]?"
/** Who the claims are about: the practice and its people. */
const PROVIDER = '(?:doktor|hekim|cerrah|uzman|klinik|merkez|hastane|ekip|adres|ortopedi\\w*|ortopedist)\\w*'
/** Where a "first" or "only" claim is placed. */
const PLACE = `(?:turkiye|dunya|bolge|karadeniz|trabzon|sehir|ulke|avrupa|batum)\\w*${APOS}\\w*`
/** Treatments a promise or a price is attached to. */
const TREATMENT = '(?:tedavi|ameliyat|operasyon|islem|yontem|cozum|iyilesme|protez)\\w*'

export const ADVERTISING_RULES: readonly AdvertisingRule[] = [
  {
    id: 'superlative',
    reason:
      'Üstünlük iddiası ve başkalarıyla kıyas (en iyi, lider, diğerlerinden farklı…) tanıtımda kullanılamaz.',
    negatable: true,
    patterns: [
      // The claim's words are what the warning quotes; whom they are about is only looked at.
      `en iyi(?=(?: \\w+)? ${PROVIDER}(?![a-z0-9]))`,
      `en iyi(?= ${TREATMENT}(?![a-z0-9]))`,
      'en iyisi\\w*',
      'en basarili\\w*',
      'en uzman\\w*',
      'en guvenilir\\w*',
      'en deneyimli\\w*',
      'en modern\\w*',
      'en son teknoloji\\w*',
      'en kaliteli\\w*',
      'bir numara\\w*',
      'lider\\w*',
      'essiz\\w*',
      'benzersiz\\w*',
      'rakipsiz\\w*',
      'mukemmel sonuc\\w*',
      'kusursuz sonuc\\w*',
      `(?:diger|baska) ${PROVIDER}(?: \\w+)? (?:farkli|ustun|daha iyi)\\w*`,
      `baska hicbir (?:yerde|${PROVIDER})`,
    ],
  },
  {
    id: 'unique',
    reason: '"Tek", "ilk" gibi iddialar başka hekimlerle kıyas sayılır.',
    patterns: [
      `${PLACE} (?:tek|ilk|yegane)(?: \\w+)?`,
      `tek ${PROVIDER}`,
      'ilk ve tek',
      'tek ve ilk',
      'bir ilk',
      'tektir',
      'ilktir',
      'yegane',
      'sadece biz\\w*',
      'yalnizca biz\\w*',
      'ilk (?:kez |defa )?(?:biz|uygula\\w*)',
    ],
  },
  {
    id: 'guarantee',
    reason: 'Sonuç garantisi ya da kesinlik vaadi verilemez.',
    negatable: true,
    patterns: [
      'garanti\\w*',
      'kesin sonuc\\w*',
      'kesin cozum\\w*',
      'kesin (?:iyilesme|tedavi)\\w*',
      '%\\s?100',
      'yuzde yuz',
      'mucize\\w*',
      `(?:risksiz|agrisiz|acisiz|izsiz|sorunsuz) ${TREATMENT}`,
      `(?:tamamen|kalici olarak) (?:kurtul|iyiles)\\w*`,
      'basari oran\\w* (?:%|yuzde)\\s?\\d+',
      'basari oran\\w* (?:%|yuzde)',
    ],
  },
  {
    id: 'price',
    reason: 'Fiyat ve ücret bilgisi tanıtımda yer alamaz.',
    patterns: [
      'fiyat\\w*',
      'ucret(?!siz)\\w*',
      '\\d+\\s?(?:tl|try|usd|eur|lari)',
      '[₺$€]\\s?\\d+',
      '\\d+\\s?[₺$€]',
    ],
  },
  {
    id: 'campaign',
    reason: 'Kampanya, indirim ve hediye gibi teşvikler yasaktır.',
    patterns: [
      'kampanya\\w*',
      'indirim\\w*',
      '(?:kacirilmayacak|ozel|sinirli|bu) firsat\\w*',
      'firsati kacirma\\w*',
      'bedava',
      'ucretsiz',
      'hediye\\w*',
      'taksit\\w*',
    ],
  },
  {
    id: 'volume',
    reason: 'Hizmet hacmi (kaç hasta, kaç ameliyat) tanıtımda belirtilemez.',
    patterns: [
      `\\d[\\d.]*\\s?${APOS}\\w* (?:fazla|asin|uzerinde) (?:\\w+ )?(?:hasta|ameliyat|operasyon|vaka)\\w*`,
      '(?:binlerce|yuzlerce|on binlerce) (?:\\w+ )?(?:hasta|ameliyat|operasyon|vaka)\\w*',
      '\\d[\\d.]*\\s?(?:basarili )(?:ameliyat|operasyon|vaka)\\w*',
    ],
  },
  {
    id: 'testimonial',
    reason: 'Hasta görüşleri, teşekkürleri ve öncesi/sonrası anlatımları kullanılamaz.',
    patterns: [
      'hasta yorum\\w*',
      'hasta gorus\\w*',
      'hastalarimiz\\w* (?:yorum|gorus)\\w*',
      'hastalarimiz\\w* (?:cok )?memnun\\w*',
      'memnuniyet oran\\w*',
      'tesekkur ederim',
      'tesekkurler',
      'memnun kald\\w*',
      '(?:hocam\\w*|doktor bey\\w*|doktor hanim\\w*) sayesinde',
      'sayesinde (?:tekrar|yeniden) (?:yuru|kos|ayaga|spor)\\w*',
      'hayatimi degistir\\w*',
      'oncesi (?:ve )?sonrasi (?:fotograf|gorsel|resim|goruntu)\\w*',
      'once(?:si)?\\s?/\\s?sonra(?:si)?',
    ],
  },
]

export interface AdvertisingFinding {
  rule: AdvertisingRule
  /** The words as they were written, each once. */
  phrases: string[]
}

const LETTER = 'a-z0-9'
/** A denial within the next two words: "garanti edilemez", "mucize tedavi yoktur", "risksiz değildir". */
const DENIAL =
  /^\s*(?:\S+\s+){0,2}?(?:edilemez|verilemez|verilmez|yok|yoktur|degil|degildir|olamaz|olmaz)(?![a-z])/

function compile(patterns: readonly string[]) {
  // Lookarounds keep matches to whole words of the folded text.
  return new RegExp(`(?<![${LETTER}])(?:${patterns.join('|')})(?![${LETTER}])`, 'g')
}

const COMPILED = ADVERTISING_RULES.map((rule) => ({ rule, pattern: compile(rule.patterns) }))

/**
 * The claims found in the given texts. Folding keeps the text's length only for most letters, so the phrase shown
 * is taken from the folded text (lowercase ASCII) unless the lengths match.
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
        const end = match.index + match[0].length
        if (rule.negatable && DENIAL.test(folded.slice(end, end + 40))) continue
        const original = sameLength ? text.slice(match.index, end) : match[0]
        phrases.add(original.toLocaleLowerCase('tr-TR'))
      }
    }
    if (phrases.size > 0) findings.push({ rule, phrases: [...phrases] })
  }
  return findings
}
