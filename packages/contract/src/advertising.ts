import { z } from 'zod'
import { foldForAdvertising, LOCALE_ADVERTISING_RULES } from './advertising-locales.ts'
import { foldTurkish } from './fold-turkish.ts'
import type { Locale } from './locales.ts'

/**
 * Claims the health advertising rules (Sağlık Hizmetlerinde Tanıtım ve Bilgilendirme Faaliyetleri Hakkında
 * Yönetmelik, 12.11.2025) forbid on a physician's site: superiority and comparison, "the only/the first", promised
 * results, prices and campaigns, statements about service volume, patients' thanks, steering to a check-up, a
 * screening or a consultation, and specialty titles based on certificates. The admin's form warns as one types; the
 * API refuses to publish a post or an operation while a claim is neither fixed nor overridden with a written reason
 * (decision 0200).
 *
 * A rule matches a claim, not a word: "tek merkez" and "Türkiye'de ilk" are claims, "tek taraflı protez" and "ilk 6
 * hafta" are medicine; "garantili tedavi" is a promise, "sonuç garanti edilemez" is the honest opposite. Patterns
 * are written folded (Turkish letters to ASCII, lowercase) and match whole words; a rule marked `negatable` lets a
 * match through when a denial follows it within two words ("mucize tedavi yoktur").
 */
export interface AdvertisingRule {
  id:
    | 'superlative'
    | 'unique'
    | 'guarantee'
    | 'price'
    | 'campaign'
    | 'volume'
    | 'testimonial'
    | 'steering'
    | 'title'
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
      '(?:hasta|basari) hikaye\\w*',
      'hastalarimizdan gelen\\w*',
      'oncesi (?:ve )?sonrasi (?:fotograf|gorsel|resim|goruntu)\\w*',
      'once(?:si)?\\s?/\\s?sonra(?:si)?',
    ],
  },
  {
    id: 'steering',
    reason:
      'Hastayı check-up, tarama, muayene ya da danışmanlığa yönlendiren çağrılar (hemen randevu alın…) yasaktır.',
    patterns: [
      // A call to act, not a word: "check-up yaptırın", "hemen randevu alın", "ücretsiz muayene".
      'check[- ]?up\\w*',
      '(?:tarama|taramas|kontrol|muayene)\\w* (?:yaptirin|yaptiriniz|olun|olunuz|icin (?:hemen )?(?:arayin|randevu|bize))\\w*',
      '(?:hemen|simdi|bugun|vakit kaybetmeden) randevu\\w*',
      'randevunuzu (?:hemen |simdi |bugun )?(?:alin|olusturun)\\w*',
      '(?:hemen|simdi) (?:arayin|basvurun|ulasin)\\w*',
      '(?:ucretsiz|bedava) (?:ilk )?(?:muayene|kontrol|konsultasyon|danisma|tarama|on gorusme|degerlendirme|check[- ]?up)\\w*',
      '(?:sizi|sizleri) (?:de )?(?:klinigimize |muayenehanemize |muayeneye )?bekliyoruz',
      'konsultasyon (?:icin|randevu)\\w*',
    ],
  },
  {
    id: 'title',
    reason:
      'Yalnızca 1219 sayılı Kanun’a göre alınmış uzmanlık unvanları kullanılabilir; sertifikaya dayalı uzmanlık unvanı kullanılamaz.',
    patterns: [
      // "Sertifikalı ozon terapi uzmanı", "PRP sertifikalı uzman": the title rests on a certificate.
      'sertifikali (?:\\w+ ){0,3}?uzman\\w*',
      // Titles that are no specialty under Law 1219 (ortopedi, fizik tedavi, spor hekimliği uzmanı are).
      '(?:medikal )?estetik (?:uzmani|hekimi)',
      'spor hekimi uzmani',
      '(?:ozon|ozon terapi|proloterapi|mezoterapi|akupunktur|kupa terapi|hacamat|manuel terapi|kiropraktik|prp|kok hucre|noral terapi|neural terapi) uzmani',
      '(?:diz|omuz|kalca|bel|boyun|omurga|eklem|protez|artroskopi|menisku\\w*|skolyoz|bel fitigi) uzmani',
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

const WORD_CHAR = '\\p{L}\\p{N}'

/**
 * The rules of a translation language (decision 0277): the Turkish rule (its id and reason) with that language's
 * patterns, compiled once, when first asked for.
 */
const compiledFor = (() => {
  const cache = new Map<Locale, Array<{ rule: AdvertisingRule; pattern: RegExp }>>()
  return (locale: Exclude<Locale, 'tr'>) => {
    let compiled = cache.get(locale)
    if (!compiled) {
      const rules = LOCALE_ADVERTISING_RULES[locale]
      compiled = ADVERTISING_RULES.flatMap((base) => {
        const patterns = rules.patterns[base.id]
        if (!patterns || patterns.length === 0) return []
        const rule: AdvertisingRule = { ...base, patterns, negatable: rules.negatable.includes(base.id) }
        const pattern = new RegExp(`(?<![${WORD_CHAR}])(?:${patterns.join('|')})(?![${WORD_CHAR}])`, 'gu')
        return [{ rule, pattern }]
      })
      cache.set(locale, compiled)
    }
    return compiled
  }
})()

/**
 * The claims found in the given texts, in the texts' language (Turkish by default; English, Georgian and Russian by
 * their own words, decision 0277). Folding keeps the text's length only for most letters, so the phrase shown is
 * taken from the folded text (lowercase) unless the lengths match.
 */
export function checkAdvertising(texts: readonly string[], locale: Locale = 'tr'): AdvertisingFinding[] {
  if (locale !== 'tr') return checkTranslation(texts, locale)
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

function checkTranslation(texts: readonly string[], locale: Exclude<Locale, 'tr'>): AdvertisingFinding[] {
  const { denialBefore, denialAfter } = LOCALE_ADVERTISING_RULES[locale]
  const findings: AdvertisingFinding[] = []
  for (const { rule, pattern } of compiledFor(locale)) {
    const phrases = new Set<string>()
    for (const text of texts) {
      if (!text) continue
      const folded = foldForAdvertising(locale, text)
      for (const match of folded.matchAll(pattern)) {
        const end = match.index + match[0].length
        if (
          rule.negatable &&
          (denialBefore.test(folded.slice(Math.max(0, match.index - 40), match.index)) ||
            denialAfter?.test(folded.slice(end, end + 40)))
        )
          continue
        phrases.add(match[0])
      }
    }
    if (phrases.size > 0) findings.push({ rule, phrases: [...phrases] })
  }
  return findings
}

/** One flagged claim: the rule and the words as reported (lowercase), which an override names exactly. */
export interface AdvertisingClaim {
  ruleId: AdvertisingRule['id']
  claim: string
}

/** The texts of a post or an operation the gate reads: title, short description, full content, SEO description. */
export interface GatedContent {
  title: string
  shortDescription?: string | null
  fullContent?: string | null
  seoDescription?: string | null
}

/** The words of rich text (tags dropped, the common entities read), for the check. */
export function richTextWords(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
}

/** The texts the gate checks, in one list (the admin's live warnings check the same). */
export function gatedTexts(content: GatedContent): string[] {
  return [
    content.title,
    content.shortDescription ?? '',
    richTextWords(content.fullContent),
    content.seoDescription ?? '',
  ]
}

/** Every claim of a post or an operation (or of its translation in `locale`), one per rule and phrase. */
export function contentClaims(content: GatedContent, locale: Locale = 'tr'): AdvertisingClaim[] {
  return checkAdvertising(gatedTexts(content), locale).flatMap((finding) =>
    finding.phrases.map((claim) => ({ ruleId: finding.rule.id, claim })),
  )
}

/** The key an override and a claim share: the same rule and exactly the same words. */
export const claimKey = (claim: AdvertisingClaim) => `${claim.ruleId}\u0000${claim.claim}`

/** The claims no override covers. */
export function unresolvedClaims(
  claims: readonly AdvertisingClaim[],
  overridden: readonly AdvertisingClaim[],
): AdvertisingClaim[] {
  const keys = new Set(overridden.map(claimKey))
  return claims.filter((claim) => !keys.has(claimKey(claim)))
}

/** The 400 of a publish the gate refuses, naming the claims. */
export function gateRefusal(claims: readonly AdvertisingClaim[]): string {
  const list = claims.map((claim) => `«${claim.claim}»`).join(', ')
  return `Sağlık reklamı kurallarına takılan ifadeler var: ${list}. Yayınlamak için bu ifadeleri düzeltin ya da bir yönetici gerekçe yazarak uyarıyı yok saysın; taslak olarak kaydedebilirsiniz.`
}

export const RULE_IDS = ADVERTISING_RULES.map((rule) => rule.id) as [
  AdvertisingRule['id'],
  ...AdvertisingRule['id'][],
]
export const MIN_OVERRIDE_REASON = 10

/**
 * A claim the check found in a translation a save stored (decision 0277): a warning in the PUT's answer, the same
 * rule and words the admin's language tab shows; a translation is not refused for it.
 */
export const AdvertisingWarning = z.object({
  ruleId: z.enum(RULE_IDS),
  claim: z.string(),
  /** Why the rule forbids it (Turkish, as the admin's form says it). */
  reason: z.string(),
})
export type AdvertisingWarning = z.infer<typeof AdvertisingWarning>

/** The warnings of a text in `locale`: every claim, with its rule's reason. */
export function advertisingWarnings(content: GatedContent, locale: Locale): AdvertisingWarning[] {
  return checkAdvertising(gatedTexts(content), locale).flatMap((finding) =>
    finding.phrases.map((claim) => ({ ruleId: finding.rule.id, claim, reason: finding.rule.reason })),
  )
}

/** One override sent with a save: the claim as the check reported it and the written reason. */
export const AdvertisingOverrideInput = z.object({
  ruleId: z.enum(RULE_IDS, { error: 'Bilinmeyen uyarı türü.' }),
  claim: z
    .string()
    .trim()
    .min(1, 'Uyarının ifadesi boş olamaz.')
    .max(200, 'İfade en fazla 200 karakter olabilir.'),
  reason: z
    .string({ error: 'Uyarıyı yok saymak için gerekçe yazın.' })
    .trim()
    .min(MIN_OVERRIDE_REASON, `Gerekçe en az ${MIN_OVERRIDE_REASON} karakter olmalıdır.`)
    .max(1000, 'Gerekçe en fazla 1000 karakter olabilir.'),
})
export type AdvertisingOverrideInput = z.infer<typeof AdvertisingOverrideInput>

/**
 * The multipart field `advertisingOverrides` of the post and operation forms: a JSON array of overrides (absent or
 * empty: none).
 */
export const AdvertisingOverridesField = z
  .string()
  .max(100_000, 'Uyarı kararları çok uzun.')
  .transform((raw, ctx) => {
    if (raw.trim() === '') return []
    try {
      return JSON.parse(raw) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Uyarı kararları okunamadı.' })
      return z.NEVER
    }
  })
  .pipe(z.array(AdvertisingOverrideInput).max(50, 'En fazla 50 uyarı yok sayılabilir.'))

/** An override as the admin's list shows it (GET /api/advertising-overrides). */
export const AdvertisingOverride = z.object({
  id: z.number().int(),
  contentKind: z.enum(['blogs', 'operations']),
  contentId: z.number().int(),
  /** The item's title now (null when it was deleted). */
  contentTitle: z.string().nullable(),
  ruleId: z.enum(RULE_IDS),
  claim: z.string(),
  reason: z.string(),
  locale: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
})
export type AdvertisingOverride = z.infer<typeof AdvertisingOverride>
export const AdvertisingOverrideList = z.array(AdvertisingOverride)
