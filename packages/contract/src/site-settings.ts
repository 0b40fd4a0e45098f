import { z } from 'zod'
import { ANALYTICS_ID_PATTERN } from './analytics.ts'
import {
  DEFAULT_LOCALE,
  LOCALE_TURKISH_NAMES,
  LOCALES,
  type Locale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from './locales.ts'
import {
  type SiteConfig,
  type SiteConfigTranslation,
  siteConfig,
  siteConfigTranslations,
} from './site-config.ts'

/**
 * The clinic's own facts, edited in the admin ("Site ayarları", GET/PUT /api/site/settings) and read by the site's
 * build (GET /api/site/settings/public). Every field defaults to today's `siteConfig`, so a clinic that never saved
 * its settings gets today's site. Deployment facts (SMTP, the admin's default password) are not here: they are
 * environment settings, reported by GET /api/site/setup-status.
 *
 * Texts a reader sees are locale objects (`{ tr, en?, ka?, ru? }`): Turkish required, the others optional (0275).
 */

/**
 * The languages a reader-facing text is stored in (the site's, decision 0275): Turkish is the site's language and
 * always required; the others are optional, and a text missing (absent or blank) in one shows its Turkish there.
 */
export const SETTINGS_LOCALES = LOCALES

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`)

/** A translation of a text: optional, blank meaning missing, as long as the Turkish may be. */
const translation = (label: string, locale: TranslationLocale, max: number) => {
  const name = `${label} (${LOCALE_TURKISH_NAMES[locale]})`
  return z
    .string({ error: `${name} metin olmalıdır.` })
    .trim()
    .max(max, `${name} en fazla ${max} karakter olabilir.`)
    .optional()
}

/** A reader-facing text in each locale: `{ tr: '…', en?: '…', ka?: '…', ru?: '…' }`. */
const localized = (label: string, max: number) =>
  z.object(
    {
      tr: text(label, max),
      en: translation(label, 'en', max),
      ka: translation(label, 'ka', max),
      ru: translation(label, 'ru', max),
    } satisfies Record<Locale, z.ZodType>,
    { error: `${label} zorunludur.` },
  )
export type LocalizedText = { tr: string } & { [L in TranslationLocale]?: string | undefined }

/** A text in `locale`, and whether it is the Turkish standing in for a missing translation. */
export function textIn(value: LocalizedText, locale: Locale): { text: string; fallback: boolean } {
  const own = locale === DEFAULT_LOCALE ? value.tr : value[locale]?.trim()
  return own ? { text: own, fallback: false } : { text: value.tr, fallback: true }
}

/** The languages a text has no translation in (blank counts as missing). */
export function missingLocales(value: LocalizedText): TranslationLocale[] {
  return TRANSLATION_LOCALES.filter((locale) => !value[locale]?.trim())
}

/** A shipped text with its shipped translations. */
const shipped = (tr: string, pick: (t: SiteConfigTranslation) => string): LocalizedText => ({
  tr,
  ...Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, pick(siteConfigTranslations[locale])])),
})

const optionalId = (label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .refine((v) => v === '' || ANALYTICS_ID_PATTERN.test(v), {
      error: `${label} yalnızca harf, rakam, tire ve alt çizgi içerebilir (en fazla 40 karakter).`,
    })

const BOOKING_URL_ERROR = 'Randevu adresi https:// ile başlayan geçerli bir adres olmalıdır.'

/** An upload of ours (`/uploads/…`) or one of the site's own pictures (`/img/…`). */
const PHOTO_PATH = /^\/(uploads|img)\/[A-Za-z0-9._/-]{1,200}$/

const Phone = z.object({
  label: localized('Telefon etiketi', 60),
  display: text('Telefon numarası', 40),
  tel: z
    .string({ error: 'Aranacak numara zorunludur.' })
    .trim()
    .regex(
      /^\+[0-9]{6,15}$/,
      'Aranacak numara + ile başlamalı ve yalnızca rakam içermelidir (ör. +904623214567).',
    ),
})

const Geo = z.object(
  {
    lat: z
      .number({ error: 'Enlem bir sayı olmalıdır.' })
      .min(-90, 'Enlem -90 ile 90 arasında olmalıdır.')
      .max(90, 'Enlem -90 ile 90 arasında olmalıdır.'),
    lng: z
      .number({ error: 'Boylam bir sayı olmalıdır.' })
      .min(-180, 'Boylam -180 ile 180 arasında olmalıdır.')
      .max(180, 'Boylam -180 ile 180 arasında olmalıdır.'),
  },
  { error: 'Harita konumu zorunludur.' },
)

const Address = z.object({
  /** A stable name for the clinic (`trabzon`): anchors and structured data ids. */
  key: z
    .string({ error: 'Klinik anahtarı zorunludur.' })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Klinik anahtarı küçük harf, rakam ve tireden oluşmalıdır.'),
  name: localized('Klinik adı', 80),
  street: localized('Açık adres', 200),
  district: localized('İlçe', 80),
  city: localized('Şehir', 80),
  postalCode: z
    .string({ error: 'Posta kodu metin olmalıdır.' })
    .trim()
    .max(12, 'Posta kodu en fazla 12 karakter olabilir.'),
  country: localized('Ülke', 60),
  countryCode: z
    .string({ error: 'Ülke kodu zorunludur.' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'Ülke kodu iki büyük harf olmalıdır (ör. TR).'),
  geo: Geo,
})
export type SettingsAddress = z.infer<typeof Address>

/** Today's facts (siteConfig) in the settings' shape: what an empty table means. */
export const DEFAULT_SITE_SETTINGS = {
  doctor: {
    photo: siteConfig.doctor.photo,
    bio: shipped(siteConfig.doctor.bio, (t) => t.doctor.bio),
  },
  bookingUrl: '',
  contact: {
    email: siteConfig.contact.email,
    phones: siteConfig.contact.phones.map((p, i) => ({
      label: shipped(p.label, (t) => t.phoneLabels[i] ?? ''),
      display: p.display,
      tel: p.tel,
    })),
  },
  addresses: siteConfig.addresses.map((a, i) => {
    const part = (key: 'name' | 'street' | 'district' | 'city' | 'country') =>
      shipped(a[key], (t) => t.addresses[i]?.[key] ?? '')
    return {
      key: a.key,
      name: part('name'),
      street: part('street'),
      district: part('district'),
      city: part('city'),
      postalCode: a.postalCode,
      country: part('country'),
      countryCode: a.countryCode,
      geo: { lat: a.geo.lat, lng: a.geo.lng },
    }
  }),
  analytics: { gaId: '', clarityId: '', metaPixelId: '' },
}

export const SiteSettings = z.object({
  doctor: z
    .object({
      /** The doctor's photo: an upload (POST /api/uploads/image) or the site's own placeholder. */
      photo: z
        .string({ error: 'Doktor fotoğrafı zorunludur.' })
        .trim()
        .regex(PHOTO_PATH, 'Doktor fotoğrafı yüklenmiş bir görsel olmalıdır.'),
      bio: localized('Biyografi', 2000),
    })
    .default(DEFAULT_SITE_SETTINGS.doctor),
  /** The online booking page; empty means the deployment's BOOKING_URL (or none). */
  bookingUrl: z
    .string({ error: BOOKING_URL_ERROR })
    .trim()
    .max(500, 'Randevu adresi en fazla 500 karakter olabilir.')
    .refine((v) => v === '' || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)), {
      error: BOOKING_URL_ERROR,
    })
    .default(''),
  contact: z
    .object({
      email: z
        .string({ error: 'İletişim e-postası zorunludur.' })
        .trim()
        .min(1, 'İletişim e-postası zorunludur.')
        .max(254, 'İletişim e-postası en fazla 254 karakter olabilir.')
        .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin.' })),
      phones: z
        .array(Phone, { error: 'Telefonlar bir liste olmalıdır.' })
        .min(1, 'En az bir telefon numarası girin.')
        .max(6, 'En fazla 6 telefon numarası girilebilir.'),
    })
    .default(DEFAULT_SITE_SETTINGS.contact),
  addresses: z
    .array(Address, { error: 'Klinikler bir liste olmalıdır.' })
    .min(1, 'En az bir klinik adresi girin.')
    .max(4, 'En fazla 4 klinik girilebilir.')
    .refine((list) => new Set(list.map((a) => a.key)).size === list.length, {
      error: 'Her kliniğin anahtarı farklı olmalıdır.',
    })
    .default(DEFAULT_SITE_SETTINGS.addresses),
  /** Empty ids fall back to the deployment's ANALYTICS_* environment (or none). */
  analytics: z
    .object({
      gaId: optionalId('Google Analytics kimliği').default(''),
      clarityId: optionalId('Microsoft Clarity kimliği').default(''),
      metaPixelId: optionalId('Meta Pixel kimliği').default(''),
    })
    .default(DEFAULT_SITE_SETTINGS.analytics),
})
export type SiteSettings = z.infer<typeof SiteSettings>
export type SiteSettingsInput = z.input<typeof SiteSettings>

/** GET /api/site/settings (Admin): the settings, when and by whom they were last saved, and the deployment's defaults. */
export const SiteSettingsAdmin = z.object({
  settings: SiteSettings,
  /** null: never saved (today's defaults). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** What an empty booking URL or analytics id falls back to (the environment). */
  deploymentDefaults: z.object({
    bookingUrl: z.string(),
    analytics: z.object({ gaId: z.string(), clarityId: z.string(), metaPixelId: z.string() }),
  }),
})
export type SiteSettingsAdmin = z.infer<typeof SiteSettingsAdmin>

/**
 * KVKK: contact messages (appointment requests too) and get-well messages are deleted this many months after they
 * arrive unless the deployment's MESSAGE_RETENTION_MONTHS says otherwise; the privacy notice names the number.
 */
export const DEFAULT_MESSAGE_RETENTION_MONTHS = 24

/**
 * GET /api/site/settings/public: what the site's build needs, nothing about who saved it. Beside the settings, the
 * deployment facts the pages state: `messageRetentionMonths` (MESSAGE_RETENTION_MONTHS, named by the privacy notice;
 * an older API without it reads as the default).
 */
export const SiteSettingsPublic = SiteSettings.extend({
  messageRetentionMonths: z.number().int().min(1).default(DEFAULT_MESSAGE_RETENTION_MONTHS),
})
export type SiteSettingsPublic = z.infer<typeof SiteSettingsPublic>

/**
 * GET /api/site/setup-status (Admin): the first-run checklist, booleans only. A clinic fact counts as done once the
 * saved value differs from the shipped placeholder; `analytics` is optional.
 */
export const SETUP_ITEMS = [
  'doctorPhoto',
  'bio',
  'bookingUrl',
  'addresses',
  'mapPositions',
  'contactEmail',
  'analytics',
  'adminPasswordChanged',
  'smtp',
] as const
export type SetupItem = (typeof SETUP_ITEMS)[number]
export const OPTIONAL_SETUP_ITEMS: readonly SetupItem[] = ['analytics']

export const SetupStatus = z.object({
  doctorPhoto: z.boolean(),
  bio: z.boolean(),
  bookingUrl: z.boolean(),
  addresses: z.boolean(),
  mapPositions: z.boolean(),
  contactEmail: z.boolean(),
  analytics: z.boolean(),
  adminPasswordChanged: z.boolean(),
  smtp: z.boolean(),
  /** Every item but the optional ones is done: the admin's checklist hides. */
  complete: z.boolean(),
})
export type SetupStatus = z.infer<typeof SetupStatus>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The clinic facts of the checklist (the rest are deployment facts): done once changed from the placeholder. The
 * Turkish texts count; a translation alone does not make a placeholder the clinic's.
 */
export function clinicSetup(settings: SiteSettings, env: { bookingUrl: string; analytics: boolean }) {
  const defaults = DEFAULT_SITE_SETTINGS
  const addressText = (list: readonly SettingsAddress[]) =>
    list.map(({ key, name, street, district, city, postalCode, country, countryCode }) => ({
      key,
      name: name.tr,
      street: street.tr,
      district: district.tr,
      city: city.tr,
      postalCode,
      country: country.tr,
      countryCode,
    }))
  return {
    doctorPhoto: settings.doctor.photo !== defaults.doctor.photo,
    bio: settings.doctor.bio.tr !== defaults.doctor.bio.tr,
    bookingUrl: settings.bookingUrl !== '' || env.bookingUrl !== '',
    addresses: !same(addressText(settings.addresses), addressText(defaults.addresses)),
    mapPositions: !same(
      settings.addresses.map((a) => a.geo),
      defaults.addresses.map((a) => a.geo),
    ),
    contactEmail: settings.contact.email !== defaults.contact.email,
    analytics: Object.values(settings.analytics).some(Boolean) || env.analytics,
  }
}

/**
 * Where a page shows a settings text in Turkish because its translation is missing: paths into the config
 * (`doctor.bio`, `contact.phones.1.label`, `addresses.0.street`). The site marks those texts `lang="tr"` (0275).
 */
export type TurkishFallbacks = ReadonlySet<string>

/** The facts of one language: `SiteConfig`'s shape, and which of its texts are Turkish standing in. */
export type LocalizedSiteConfig = SiteConfig & { language: Locale; fallbacks: TurkishFallbacks }

/**
 * `siteConfig` in `locale` with the clinic's settings over it, in exactly its shape (components keep reading
 * `siteConfig.doctor.bio`): the fixed texts from `siteConfigTranslations`, the settings' texts in that language, or
 * Turkish where a translation is missing (listed in `fallbacks`). Map links are made from the positions.
 */
export function siteConfigFor(
  settings: SiteSettings,
  locale: Locale = DEFAULT_LOCALE,
  base: SiteConfig = siteConfig,
): LocalizedSiteConfig {
  const fallbacks = new Set<string>()
  const pick = (value: LocalizedText, path: string) => {
    const { text, fallback } = textIn(value, locale)
    if (fallback && locale !== DEFAULT_LOCALE) fallbacks.add(path)
    return text
  }
  const fixed = locale === 'tr' ? base : withFixedTexts(base, siteConfigTranslations[locale])
  return {
    ...fixed,
    doctor: { ...fixed.doctor, photo: settings.doctor.photo, bio: pick(settings.doctor.bio, 'doctor.bio') },
    contact: {
      ...fixed.contact,
      email: settings.contact.email,
      phones: settings.contact.phones.map((p, i) => ({
        label: pick(p.label, `contact.phones.${i}.label`),
        display: p.display,
        tel: p.tel,
      })),
    },
    addresses: settings.addresses.map((a, i) => ({
      key: a.key,
      name: pick(a.name, `addresses.${i}.name`),
      street: pick(a.street, `addresses.${i}.street`),
      district: pick(a.district, `addresses.${i}.district`),
      city: pick(a.city, `addresses.${i}.city`),
      postalCode: a.postalCode,
      country: pick(a.country, `addresses.${i}.country`),
      countryCode: a.countryCode,
      geo: { lat: a.geo.lat, lng: a.geo.lng },
    })),
    language: locale,
    fallbacks,
  }
}

/** The Turkish config (kept for its callers): `siteConfigFor(settings, 'tr')` without the language facts. */
export function siteConfigWith(settings: SiteSettings, base: SiteConfig = siteConfig): SiteConfig {
  const { language: _, fallbacks: __, ...config } = siteConfigFor(settings, DEFAULT_LOCALE, base)
  return config
}

/** `lang="tr"` for a text of the config that is Turkish standing in for a missing translation, else nothing. */
export function fallbackLang(config: LocalizedSiteConfig, path: string): 'tr' | undefined {
  return config.fallbacks.has(path) ? 'tr' : undefined
}

/** The fixed texts of `siteConfig` in another language; the facts that are not words stay. */
function withFixedTexts(base: SiteConfig, t: SiteConfigTranslation): SiteConfig {
  return {
    ...base,
    siteName: t.siteName,
    defaultSeoDescription: t.defaultSeoDescription,
    doctor: { ...base.doctor, specialty: t.doctor.specialty },
    openingHours: { ...base.openingHours, text: t.openingHours.text, days: t.openingHours.days },
    socialCounters: base.socialCounters.map((c, i) => ({ ...c, label: t.socialCounterLabels[i] ?? c.label })),
    mapRating: { ...base.mapRating, display: t.mapRating.display, label: t.mapRating.label },
    association: { ...base.association, name: t.association.name },
    areaServed: t.areaServed,
    faq: t.faq,
  }
}
