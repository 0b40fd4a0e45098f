import type { TranslationLocale } from './locales.ts'

/**
 * The advertising rules (see advertising.ts) in the translation languages (issue 23, decision 0277): the same rule
 * categories as the Turkish set, with each language's words for the claims the regulation forbids. Kept
 * conservative: a pattern names a claim ("best surgeon", "100%", "painless surgery"), not a word that medicine uses
 * too ("better", "first weeks", "free movement"). Reviewed with the translators before going live
 * (docs/translation-review.md).
 *
 * Patterns are matched against the text lowercased (Russian ё read as е; Georgian has no case) with the Unicode flag,
 * so a word's rest is written `L` (letters of any script), not `\w` (ASCII only).
 */
export type RuleId =
  | 'superlative'
  | 'unique'
  | 'guarantee'
  | 'price'
  | 'campaign'
  | 'volume'
  | 'testimonial'
  | 'steering'
  | 'title'

export interface LocaleRules {
  /** Patterns per rule (a rule missing here does not apply in this language). */
  patterns: Partial<Record<RuleId, readonly string[]>>
  /** Rules whose claim a denial next to it cancels ("no guarantee", "не гарантируем", "გარანტია არ არის"). */
  negatable: readonly RuleId[]
  /** A denial just before the claim (the text before it ends with this). */
  denialBefore: RegExp
  /** A denial just after the claim (the text after it starts with this). */
  denialAfter?: RegExp
}

/** The rest of a word: letters or digits of any script. */
const L = '[\\p{L}\\p{N}]*'
/** One word and a space. */
const WORD = '[\\p{L}\\p{N}]+ '
const CURRENCY_SIGN = '[₺$€£₽₾]'

// English -----------------------------------------------------------------------------------------------------------
const EN_PROVIDER = `(?:doctor|surgeon|specialist|physician|clinic|centre|center|hospital|team|practice|orthopaedi${L}|orthopedi${L})s?`
const EN_TREATMENT = `(?:treatment|surgery|surgeries|operation|procedure|method|solution|recovery|replacement)s?`
const EN_PLACE = `(?:turkey|georgia|europe|the world|the region|the black sea|trabzon|batumi)(?:'s)?`

const en: LocaleRules = {
  negatable: ['superlative', 'guarantee'],
  // "There is no guarantee", "we cannot guarantee", "is not painless surgery".
  denialBefore: /(?:^|[^\p{L}])(?:no|not|cannot|can't|never|without)\s+(?:[\p{L}\p{N}'-]+\s+){0,2}$/u,
  patterns: {
    superlative: [
      `(?:the )?best (?:${WORD})?${EN_PROVIDER}`,
      `(?:the )?best ${EN_TREATMENT}`,
      `(?:the )?best results?`,
      'number one',
      'no\\. ?1',
      `market[- ]lead${L}`,
      `leading ${EN_PROVIDER}`,
      'world[- ]class',
      `unrivall?ed`,
      'unmatched',
      'unparall?ell?ed',
      `most (?:experienced|successful|trusted|reliable|qualified|modern|advanced)`,
      'latest technology',
      'cutting[- ]edge',
      '(?:perfect|flawless) results?',
      `better than (?:other|any|all)${L}`,
    ],
    unique: [
      `the only (?:${WORD})?${EN_PROVIDER}`,
      'first and only',
      'only we',
      `${EN_PLACE} (?:first|only)`,
      `the first (?:${WORD})?(?:in|to) ${EN_PLACE}`,
    ],
    guarantee: [
      `guarantee${L}`,
      '100 ?%',
      '% ?100',
      'one hundred per ?cent',
      `miracle${L}`,
      `miraculous${L}`,
      `(?:painless|pain-free|risk-free|riskless|scarless|scar-free|trouble-free) ${EN_TREATMENT}`,
      `(?:certain|definite|sure) (?:result|cure|recovery|success)s?`,
      `(?:cured|rid of (?:${WORD})?pain) (?:for ever|forever|permanently)`,
      `success rates? (?:of )?(?:%|\\d)`,
    ],
    price: [
      `price${L}`,
      'fees?',
      `\\d[\\d.,]* ?(?:tl|try|usd|eur|gel|lari|rub|dollars?|euros?)`,
      `${CURRENCY_SIGN} ?\\d+`,
    ],
    campaign: [
      `campaign${L}`,
      `discount${L}`,
      `special offer${L}`,
      `limited[- ]time offer${L}`,
      'free of charge',
      `\\d+ ?% off`,
      `instal?lments?`,
      `gift${L}`,
    ],
    volume: [
      `(?:thousands|hundreds|tens of thousands) of (?:${WORD})?(?:patients|surgeries|operations|procedures|cases)`,
      `(?:over|more than) \\d[\\d,.]* (?:${WORD})?(?:patients|surgeries|operations|procedures|cases)`,
      `\\d[\\d,.]* successful (?:surgeries|operations|procedures|cases)`,
    ],
    testimonial: [
      `patient (?:reviews?|testimonials?|stories|story|feedback)`,
      `testimonials?`,
      'success stor(?:y|ies)',
      'satisfied patients',
      'satisfaction rate',
      'thanks to (?:dr|doctor)',
      'thank you,? (?:dr|doctor)',
      `changed my life`,
      'before (?:and|&) after (?:photos?|pictures?|images?)',
      'before ?/ ?after',
    ],
    steering: [
      `check[- ]?ups?`,
      `book (?:your |an )?(?:appointment|consultation|examination) (?:now|today)`,
      `(?:call|contact us|apply|book) (?:now|today)`,
      `free (?:first )?(?:consultation|examination|check[- ]?up|screening|assessment|evaluation)s?`,
      `get (?:screened|checked) (?:now|today)`,
    ],
    title: [
      `certified (?:${WORD}){0,3}?specialist`,
      `(?:ozone|ozone therapy|prp|stem cell|prolotherapy|mesotherapy|acupuncture|cupping|hijama|neural therapy|manual therapy|chiropractic) specialist`,
      `(?:knee|shoulder|hip|back|spine|joint|prosthesis|arthroscopy|meniscus|scoliosis) specialist`,
      `aesthetic (?:medicine )?specialist`,
    ],
  },
}

// Russian -----------------------------------------------------------------------------------------------------------
const RU_PROVIDER = `(?:врач|доктор|хирург|специалист|клиник|центр|больниц|госпитал|команд|ортопед)${L}`
const RU_TREATMENT = `(?:лечени|операци|процедур|метод|вмешательств|эндопротезировани)${L}`
const RU_PLACE = `(?:в )?(?:турции|грузии|мире|регионе|европе|трабзоне|батуми)`

const ru: LocaleRules = {
  negatable: ['superlative', 'guarantee'],
  // "Не гарантируем", "нет гарантии", "без гарантий"; after: "гарантий нет", "…гарантировать невозможно".
  denialBefore: /(?:^|[^\p{L}])(?:не|нет|ни|без|невозможно)\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/u,
  denialAfter: /^\s*(?:[\p{L}\p{N}-]+\s+){0,2}?(?:нет|невозможн\p{L}*|нельзя)(?![\p{L}])/u,
  patterns: {
    superlative: [
      `(?:самы|самог|самой|самую|самое|самых)${L} (?:лучш|опытн|успешн|надежн|современн|квалифицированн|известн)${L}`,
      `лучш(?:ий|ая|ее|ие|его|ей|их|ему|им|ую) (?:${WORD})?(?:${RU_PROVIDER}|${RU_TREATMENT}|результат${L})`,
      'номер один',
      '№ ?1',
      `лидер${L}`,
      `ведущ${L} (?:${WORD})?${RU_PROVIDER}`,
      `(?:без|не имеющ${L}) аналог${L}`,
      `(?:идеальн|безупречн)${L} результат${L}`,
      `новейш${L} технологи${L}`,
      `лучше,? чем (?:в )?(?:други|любо)${L}`,
    ],
    unique: [
      `единственн${L} (?:${WORD})?${RU_PROVIDER}`,
      `перв${L} и единственн${L}`,
      'только (?:у нас|мы)',
      `перв(?:ый|ая|ое|ые) ${RU_PLACE}`,
    ],
    guarantee: [
      `гарант${L}`,
      '100 ?%',
      '% ?100',
      'сто процентов',
      `стопроцентн${L}`,
      `чудо${L}`,
      `чудесн${L}`,
      `безболезненн${L} ${RU_TREATMENT}`,
      `${RU_TREATMENT} без (?:боли|риска|шрамов)`,
      `(?:навсегда|полностью|окончательно) (?:избав|излеч|вылеч)${L}`,
      `(?:избав|излеч|вылеч)${L} (?:${WORD})?навсегда`,
      `(?:гарантированн|точн)${L} результат${L}`,
      `процент${L} успеха (?:\\d|%)`,
    ],
    price: [
      'цен(?:а|ы|у|е|ой|ам|ах|ами)',
      `стоимост${L}`,
      `прайс${L}`,
      `\\d[\\d.,\\s]* ?(?:руб|лари|тл|usd|eur|долл|евро)${L}`,
      `${CURRENCY_SIGN} ?\\d+`,
    ],
    campaign: [
      'акци(?:я|и|ю|ей|ях)',
      `скидк${L}`,
      'скидок',
      `специальн${L} предложени${L}`,
      `бесплатн${L}`,
      'подар(?:ок|ка|ки|ком|ков)',
      `рассрочк${L}`,
    ],
    volume: [
      `(?:тысяч${L}|сотн${L}|сотни) (?:${WORD})?(?:пациент|операци|вмешательств)${L}`,
      `(?:более|свыше|больше) \\d[\\d.\\s]* (?:${WORD})?(?:пациент|операци|вмешательств)${L}`,
      `\\d[\\d.]* успешн${L} (?:операци|вмешательств)${L}`,
    ],
    testimonial: [
      `отзыв${L} (?:наших )?(?:пациент|клиент)${L}`,
      `(?:довольн|благодарн)${L} пациент${L}`,
      `спасибо,? (?:доктор|врач)${L}`,
      `благодаря (?:доктор|врач)${L}`,
      `изменил${L} мою жизнь`,
      `истори${L} (?:успеха|пациент${L})`,
      `(?:фото|снимк${L}|фотографи${L}) до и после`,
      'до ?/ ?после',
    ],
    steering: [
      `чек[- ]?ап${L}`,
      `check[- ]?ups?`,
      `запиш${L} (?:${WORD})?(?:прямо )?(?:сейчас|сегодня)`,
      `(?:звоните|обращайтесь|приходите|записывайтесь) (?:прямо )?(?:сейчас|сегодня|немедленно)`,
      `(?:сейчас|сегодня|немедленно) (?:звоните|запиш${L}|обращайтесь|записывайтесь)`,
      `бесплатн${L} (?:перв${L} )?(?:консультаци|осмотр|обследовани|диагностик|при[её]м)${L}`,
    ],
    title: [
      `сертифицированн${L} (?:${WORD}){0,3}?специалист${L}`,
      `специалист${L} по (?:озонотерапи|prp|плазмотерапи|стволовым|мезотерапи|иглоукалывани|акупунктур|хиджам|мануальной терапии|хиропрактик|колен|плеч|тазобедренн|позвоночник|сустав|эндопротезировани|артроскопи|мениск|сколиоз)${L}`,
    ],
  },
}

// Georgian ----------------------------------------------------------------------------------------------------------
const KA_PROVIDER = `(?:ექიმ|ქირურგ|სპეციალისტ|კლინიკ|ცენტრ|საავადმყოფო|ჰოსპიტალ|გუნდ|ორთოპედ)${L}`
const KA_TREATMENT = `(?:მკურნალობ|ოპერაცი|პროცედურ|მეთოდ|ჩარევ|ენდოპროთეზირებ)${L}`

const ka: LocaleRules = {
  negatable: ['superlative', 'guarantee'],
  // "არ გვაქვს გარანტია", "ვერ მოგცემთ გარანტიას"; after: "გარანტია არ არსებობს", "გარანტიის გარეშე".
  denialBefore: /(?:^|[^\p{L}])(?:არ|ვერ|არა)\s+(?:[\p{L}\p{N}-]+\s+){0,2}$/u,
  denialAfter: /^\s*(?:[\p{L}\p{N}-]+\s+){0,2}?(?:არ|ვერ|გარეშე)(?![\p{L}])/u,
  patterns: {
    superlative: [
      `საუკეთესო (?:${WORD})?(?:${KA_PROVIDER}|${KA_TREATMENT}|შედეგ${L})`,
      'ნომერ(?:ი)? პირველი',
      `ლიდერ${L}`,
      `წამყვან${L} (?:${WORD})?${KA_PROVIDER}`,
      `(?:იდეალურ|უნაკლო)${L} შედეგ${L}`,
      `უახლეს${L} ტექნოლოგი${L}`,
    ],
    unique: [`ერთადერთ${L} (?:${WORD})?${KA_PROVIDER}`, 'პირველი და ერთადერთი', 'მხოლოდ ჩვენ'],
    guarantee: [
      `გარანტ${L}`,
      '100 ?%',
      '% ?100',
      `ასპროცენტიან${L}`,
      `სასწაულ${L}`,
      `უმტკივნეულო (?:${WORD})?${KA_TREATMENT}`,
      `(?:სამუდამოდ|სრულად) განკურნ${L}`,
    ],
    price: [
      'ფას(?:ი|ები|ის|ების|ად|ზე|ებზე)',
      `\\d[\\d.,]* ?(?:ლარ${L}|gel|usd|eur|tl)`,
      `${CURRENCY_SIGN} ?\\d+`,
      `\\d+ ?${CURRENCY_SIGN}`,
    ],
    campaign: [
      `ფასდაკლებ${L}`,
      `აქცი(?:ა|ის|ები|ებ${L})`,
      'უფასო',
      `საჩუქ${L}`,
      `განვადებ${L}`,
      `სპეციალურ${L} შეთავაზებ${L}`,
    ],
    volume: [
      `(?:ათასობით|ასობით) (?:${WORD})?(?:პაციენტ|ოპერაცი)${L}`,
      `\\d[\\d.]*(?:-?ზე)? მეტ${L} (?:${WORD})?(?:პაციენტ|ოპერაცი)${L}`,
      `\\d[\\d.]* წარმატებულ${L} ოპერაცი${L}`,
    ],
    testimonial: [
      `პაციენტ${L} (?:შეფასებ|გამოხმაურებ|მიმოხილვ|ისტორი|შთაბეჭდილებ)${L}`,
      `კმაყოფილ${L} პაციენტ${L}`,
      `მადლობა,? (?:ექიმ|დოქტორ)${L}`,
      `ცხოვრება შემიცვალ${L}`,
      `წარმატების ისტორი${L}`,
      'მანამდე და შემდეგ',
      `ფოტო${L} (?:${WORD})?(?:მკურნალობამდე|ოპერაციამდე) და (?:მის |მკურნალობის |ოპერაციის )?შემდეგ`,
    ],
    steering: [
      `ჩექ[- ]?აპ${L}`,
      `check[- ]?ups?`,
      `უფასო (?:${WORD})?(?:კონსულტაცი|გასინჯვ|შემოწმებ|დიაგნოსტიკ)${L}`,
      '(?:დაგვირეკეთ|ჩაეწერეთ|მოგვმართეთ) (?:ახლავე|დღესვე)',
      '(?:ახლავე|დღესვე) (?:დაგვირეკეთ|ჩაეწერეთ|მოგვმართეთ)',
    ],
    title: [
      `სერტიფიცირებულ${L} (?:${WORD}){0,3}?სპეციალისტ${L}`,
      `(?:მუხლის|მხრის|მენჯ-ბარძაყის|ხერხემლის|სახსრების|ოზონოთერაპიის|prp) სპეციალისტ${L}`,
    ],
  },
}

export const LOCALE_ADVERTISING_RULES: Record<TranslationLocale, LocaleRules> = { en, ru, ka }

/** How each translation language is read before its patterns: lowercased, Russian ё as е, one apostrophe. */
export function foldForAdvertising(locale: TranslationLocale, text: string): string {
  const lower = text.normalize('NFC').toLocaleLowerCase(locale).replace(/’/g, "'")
  return locale === 'ru' ? lower.replace(/ё/g, 'е') : lower
}
