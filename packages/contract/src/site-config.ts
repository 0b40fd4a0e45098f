/**
 * The practice's facts, shared by the API, the public site and the admin area.
 *
 * PLACEHOLDER DATA: the doctor's name, biography, phone numbers, e-mail, addresses, map links and social
 * accounts below are invented. Replace them with the practice's real facts before going live.
 * The opening hours, the social counters and the map rating come from the product spec.
 */
export const siteConfig = {
  siteName: 'Op. Dr. Emre Kalaycıoğlu | Ortopedi ve Travmatoloji',
  defaultSeoDescription:
    'Trabzon ve Batum’da ortopedi ve travmatoloji: diz, omuz, kalça, el cerrahisi ve spor yaralanmaları. Online randevu alabilirsiniz.',
  locale: 'tr-TR',

  doctor: {
    /** Full name with title, as shown in headings and the author box. */
    fullName: 'Op. Dr. Emre Kalaycıoğlu',
    title: 'Op. Dr.',
    /** Name without title; the default author is "Dr. " + this. */
    doctorName: 'Emre Kalaycıoğlu',
    specialty: 'Ortopedi ve Travmatoloji Uzmanı',
    bio: 'Ortopedi ve travmatoloji uzmanı olarak diz, omuz ve kalça cerrahisi ile spor yaralanmalarının tedavisi üzerine çalışmaktadır. Artroskopik (kapalı) cerrahi ve eklem protezi uygulamalarında deneyim sahibidir. Hastalarını Trabzon ve Batum’daki kliniklerinde kabul etmektedir.',
    photo: '/img/doctor.jpg',
  },
  /** Name without title (same as doctor.doctorName), used for the default author "Dr. " + name. */
  doctorName: 'Emre Kalaycıoğlu',
  defaultAuthorName: 'Dr. Emre Kalaycıoğlu',

  contact: {
    /** Display form and the tel: form of each number. */
    phones: [
      { label: 'Trabzon Klinik', display: '+90 (462) 321 45 67', tel: '+904623214567' },
      { label: 'Cep / WhatsApp', display: '+90 (532) 456 78 90', tel: '+905324567890' },
      { label: 'Batum Klinik', display: '+995 (422) 27 45 90', tel: '+995422274590' },
    ],
    email: 'iletisim@dremrekalaycioglu.example',
  },

  addresses: [
    {
      key: 'trabzon',
      name: 'Trabzon Klinik',
      street: 'Gazipaşa Mah. Kahramanmaraş Cad. No: 24 Kat: 3',
      district: 'Ortahisar',
      city: 'Trabzon',
      postalCode: '61030',
      country: 'Türkiye',
      countryCode: 'TR',
      /** WGS84 decimal degrees of the clinic's door: the map link opens this point. */
      geo: { lat: 41.0035, lng: 39.7178 },
    },
    {
      key: 'batum',
      name: 'Batum Klinik',
      street: 'Zurab Gorgiladze Caddesi No: 45',
      district: 'Merkez',
      city: 'Batum',
      postalCode: '6000',
      country: 'Gürcistan',
      countryCode: 'GE',
      geo: { lat: 41.6458, lng: 41.6416 },
    },
  ],

  /** Spec: Monday to Friday 09:00-17:00. */
  openingHours: {
    text: 'Pazartesi - Cuma: 09:00 - 17:00',
    /** Turkish day names, Monday first. */
    days: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma'],
    /** The same days as schema.org dayOfWeek values. */
    schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },

  social: {
    instagram: 'https://www.instagram.com/dremrekalaycioglu',
    facebook: 'https://www.facebook.com/dremrekalaycioglu',
    youtube: 'https://www.youtube.com/@dremrekalaycioglu',
    linkedin: 'https://www.linkedin.com/in/dremrekalaycioglu',
  },

  /**
   * Static sidebar counters from the spec ("2,1B" and "3971B", B = bin, thousand) as numbers; the site prints them
   * the Turkish way with formatCount (packages/ui/src/lib/count.ts): "2,1 bin", "3,97 milyon".
   */
  socialCounters: [
    { network: 'instagram', label: 'Takipçi', value: 2100 },
    { network: 'youtube', label: 'Görüntülenme', value: 3_971_000 },
  ],
  /** Static map rating from the spec. */
  mapRating: { value: 4.8, display: '4,8', outOf: 5, label: 'Google Haritalar puanı' },

  association: {
    name: 'Türk Ortopedi ve Travmatoloji Birliği Derneği',
    shortName: 'TOTBİD',
    image: '/img/totbid.svg',
  },

  /** The three questions of the home page's FAQ structured data. */
  faq: [
    {
      question: 'Op. Dr. Emre Kalaycıoğlu hangi alanda hizmet vermektedir?',
      answer:
        'Op. Dr. Emre Kalaycıoğlu ortopedi ve travmatoloji uzmanıdır. Diz, omuz, kalça, el ve el bileği cerrahisi, spor yaralanmaları, eklem protezleri ve kırık tedavisi alanlarında muayene ve tedavi hizmeti vermektedir.',
    },
    {
      question: 'Hangi bölgelerde hasta kabul ediliyor?',
      answer:
        'Hastalar Trabzon’daki klinikte ve Gürcistan’da Batum’daki klinikte kabul edilmektedir. Doğu Karadeniz bölgesinden ve Gürcistan’dan gelen hastalar her iki klinikten de randevu alabilir.',
    },
    {
      question: 'Nasıl randevu alabilirim?',
      answer:
        'Randevunuzu sitemizdeki Online Randevu sayfasından (/randevu) günü ve saati seçerek alabilir ya da hafta içi 09:00 - 17:00 saatleri arasında klinik telefonlarımızı arayabilirsiniz.',
    },
  ],
} as const

/** A value's type with its literals widened (`'Trabzon'` → `string`, `41.0` → `number`), arrays and objects kept. */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly Widened<Item>[]
        : { readonly [K in keyof T]: Widened<T[K]> }

/**
 * The facts' shape: the shipped ones are one value of it, the clinic's saved settings laid over them another
 * (`siteConfigWith`), so it holds no literal of the placeholder data.
 */
export type SiteConfig = Widened<typeof siteConfig>

/** A clinic's position as siteConfig.addresses holds it. */
export interface GeoPoint {
  lat: number
  lng: number
}

/** The "Haritada göster" link of a clinic: Google Maps searching its exact coordinates (WGS84). */
export function mapLink(address: { geo: GeoPoint }): string {
  return `https://www.google.com/maps/search/?api=1&query=${address.geo.lat},${address.geo.lng}`
}
