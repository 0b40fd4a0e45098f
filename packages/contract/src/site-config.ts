import type { TranslationLocale } from './locales.ts'

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

  /** The regions the practice serves (structured data's areaServed). */
  areaServed: ['Trabzon', 'Doğu Karadeniz', 'Batum', 'Gürcistan'],

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

/**
 * The shipped facts' texts in the site's other languages (issue 23, decision 0275): what a reader of `/en/`, `/ka/`,
 * `/ru/` sees where `siteConfig` holds Turkish. The fixed texts (specialty, hours, counters, rating, association,
 * questions, site name and description) are used as they are; the settings' texts (bio, phone labels, addresses) are
 * the default translations of `DEFAULT_SITE_SETTINGS`, which the admin can change in "Site ayarları". Names stay as
 * written: the doctor's name and title, the association's short name, the Latin street names of Türkiye.
 * REVIEW: docs/translation-review.md names who checks each language before going live.
 */
export interface SiteConfigTranslation {
  siteName: string
  defaultSeoDescription: string
  doctor: { specialty: string; bio: string }
  /** In the order of siteConfig.contact.phones. */
  phoneLabels: readonly string[]
  /** In the order of siteConfig.addresses. */
  addresses: readonly { name: string; street: string; district: string; city: string; country: string }[]
  openingHours: { text: string; days: readonly string[] }
  /** In the order of siteConfig.socialCounters. */
  socialCounterLabels: readonly string[]
  mapRating: { display: string; label: string }
  association: { name: string }
  /** In the order of siteConfig.areaServed. */
  areaServed: readonly string[]
  /** In the order of siteConfig.faq; a link to a page of the site is written in the language's path. */
  faq: readonly { question: string; answer: string }[]
}

export const siteConfigTranslations: Record<TranslationLocale, SiteConfigTranslation> = {
  en: {
    siteName: 'Op. Dr. Emre Kalaycıoğlu | Orthopaedics and Traumatology',
    defaultSeoDescription:
      'Orthopaedics and traumatology in Trabzon and Batumi: knee, shoulder, hip and hand surgery and sports injuries. Book your appointment online.',
    doctor: {
      specialty: 'Specialist in Orthopaedics and Traumatology',
      bio: 'As a specialist in orthopaedics and traumatology, he works on knee, shoulder and hip surgery and on the treatment of sports injuries. He is experienced in arthroscopic (keyhole) surgery and joint replacement. He sees patients at his clinics in Trabzon and Batumi.',
    },
    phoneLabels: ['Trabzon Clinic', 'Mobile / WhatsApp', 'Batumi Clinic'],
    addresses: [
      {
        name: 'Trabzon Clinic',
        street: 'Gazipaşa Mah. Kahramanmaraş Cad. No: 24, 3rd floor',
        district: 'Ortahisar',
        city: 'Trabzon',
        country: 'Türkiye',
      },
      {
        name: 'Batumi Clinic',
        street: '45 Zurab Gorgiladze Street',
        district: 'City centre',
        city: 'Batumi',
        country: 'Georgia',
      },
    ],
    openingHours: {
      text: 'Monday - Friday: 09:00 - 17:00',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    },
    socialCounterLabels: ['Followers', 'Views'],
    mapRating: { display: '4.8', label: 'Google Maps rating' },
    association: { name: 'Turkish Society of Orthopaedics and Traumatology' },
    areaServed: ['Trabzon', 'Eastern Black Sea', 'Batumi', 'Georgia'],
    faq: [
      {
        question: 'What does Op. Dr. Emre Kalaycıoğlu treat?',
        answer:
          'Op. Dr. Emre Kalaycıoğlu is a specialist in orthopaedics and traumatology. He examines and treats patients in knee, shoulder, hip, hand and wrist surgery, sports injuries, joint replacement and fractures.',
      },
      {
        question: 'Where are patients seen?',
        answer:
          'Patients are seen at the clinic in Trabzon and at the clinic in Batumi, Georgia. Patients from the Eastern Black Sea region and from Georgia can book an appointment at either clinic.',
      },
      {
        question: 'How can I book an appointment?',
        answer:
          'You can book on our Online Appointment page (/en/randevu) by choosing the day and time, or call our clinics on weekdays between 09:00 and 17:00.',
      },
    ],
  },
  ka: {
    siteName: 'Op. Dr. Emre Kalaycıoğlu | ორთოპედია და ტრავმატოლოგია',
    defaultSeoDescription:
      'ორთოპედია და ტრავმატოლოგია ტრაბზონსა და ბათუმში: მუხლის, მხრის, მენჯ-ბარძაყის და ხელის ქირურგია, სპორტული ტრავმები. ვიზიტზე ჩაეწერეთ ონლაინ.',
    doctor: {
      specialty: 'ორთოპედ-ტრავმატოლოგი',
      bio: 'ორთოპედიისა და ტრავმატოლოგიის სპეციალისტი, რომელიც მუშაობს მუხლის, მხრისა და მენჯ-ბარძაყის სახსრის ქირურგიასა და სპორტული ტრავმების მკურნალობაზე. აქვს ართროსკოპიული (დახურული) ქირურგიისა და სახსრის ენდოპროთეზირების გამოცდილება. პაციენტებს იღებს ტრაბზონსა და ბათუმში მდებარე კლინიკებში.',
    },
    phoneLabels: ['ტრაბზონის კლინიკა', 'მობილური / WhatsApp', 'ბათუმის კლინიკა'],
    addresses: [
      {
        name: 'ტრაბზონის კლინიკა',
        street: 'Gazipaşa Mah. Kahramanmaraş Cad. No: 24, მე-3 სართული',
        district: 'ორთაჰისარი',
        city: 'ტრაბზონი',
        country: 'თურქეთი',
      },
      {
        name: 'ბათუმის კლინიკა',
        street: 'ზურაბ გორგილაძის ქუჩა №45',
        district: 'ცენტრი',
        city: 'ბათუმი',
        country: 'საქართველო',
      },
    ],
    openingHours: {
      text: 'ორშაბათი - პარასკევი: 09:00 - 17:00',
      days: ['ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი'],
    },
    socialCounterLabels: ['გამომწერი', 'ნახვა'],
    mapRating: { display: '4,8', label: 'შეფასება Google Maps-ზე' },
    association: { name: 'თურქეთის ორთოპედიისა და ტრავმატოლოგიის საზოგადოება' },
    areaServed: ['ტრაბზონი', 'აღმოსავლეთ შავიზღვისპირეთი', 'ბათუმი', 'საქართველო'],
    faq: [
      {
        question: 'რა სფეროში მუშაობს Op. Dr. Emre Kalaycıoğlu?',
        answer:
          'Op. Dr. Emre Kalaycıoğlu ორთოპედიისა და ტრავმატოლოგიის სპეციალისტია. ის პაციენტებს უტარებს გასინჯვასა და მკურნალობას მუხლის, მხრის, მენჯ-ბარძაყის, ხელისა და მაჯის ქირურგიის, სპორტული ტრავმების, სახსრების ენდოპროთეზირებისა და მოტეხილობების მიმართულებით.',
      },
      {
        question: 'სად იღებენ პაციენტებს?',
        answer:
          'პაციენტებს იღებენ ტრაბზონის კლინიკაში და საქართველოში, ბათუმის კლინიკაში. აღმოსავლეთ შავიზღვისპირეთისა და საქართველოს პაციენტებს შეუძლიათ ვიზიტზე ჩაეწერონ ორივე კლინიკაში.',
      },
      {
        question: 'როგორ ჩავეწერო ვიზიტზე?',
        answer:
          'ვიზიტზე ჩაწერა შეგიძლიათ ჩვენი საიტის ონლაინ ჩაწერის გვერდზე (/ka/randevu) დღისა და საათის არჩევით, ან დაგვირეკეთ კლინიკებში სამუშაო დღეებში, 09:00-დან 17:00-მდე.',
      },
    ],
  },
  ru: {
    siteName: 'Op. Dr. Emre Kalaycıoğlu | Ортопедия и травматология',
    defaultSeoDescription:
      'Ортопедия и травматология в Трабзоне и Батуми: хирургия коленного, плечевого и тазобедренного суставов и кисти, спортивные травмы. Онлайн-запись на приём.',
    doctor: {
      specialty: 'Врач ортопед-травматолог',
      bio: 'Специалист по ортопедии и травматологии: занимается хирургией коленного, плечевого и тазобедренного суставов и лечением спортивных травм. Имеет опыт артроскопических (малоинвазивных) операций и эндопротезирования суставов. Принимает пациентов в своих клиниках в Трабзоне и Батуми.',
    },
    phoneLabels: ['Клиника в Трабзоне', 'Мобильный / WhatsApp', 'Клиника в Батуми'],
    addresses: [
      {
        name: 'Клиника в Трабзоне',
        street: 'Gazipaşa Mah. Kahramanmaraş Cad. No: 24, 3-й этаж',
        district: 'Ортахисар',
        city: 'Трабзон',
        country: 'Турция',
      },
      {
        name: 'Клиника в Батуми',
        street: 'ул. Зураба Горгиладзе, 45',
        district: 'Центр',
        city: 'Батуми',
        country: 'Грузия',
      },
    ],
    openingHours: {
      text: 'Понедельник - пятница: 09:00 - 17:00',
      days: ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница'],
    },
    socialCounterLabels: ['Подписчики', 'Просмотры'],
    mapRating: { display: '4,8', label: 'Оценка в Google Картах' },
    association: { name: 'Турецкое общество ортопедии и травматологии' },
    areaServed: ['Трабзон', 'Восточное Причерноморье', 'Батуми', 'Грузия'],
    faq: [
      {
        question: 'Чем занимается Op. Dr. Emre Kalaycıoğlu?',
        answer:
          'Op. Dr. Emre Kalaycıoğlu — специалист по ортопедии и травматологии. Он проводит обследование и лечение в области хирургии коленного, плечевого и тазобедренного суставов, кисти и запястья, спортивных травм, эндопротезирования суставов и переломов.',
      },
      {
        question: 'Где принимают пациентов?',
        answer:
          'Пациентов принимают в клинике в Трабзоне и в клинике в Батуми (Грузия). Пациенты из региона Восточного Причерноморья и из Грузии могут записаться на приём в любую из двух клиник.',
      },
      {
        question: 'Как записаться на приём?',
        answer:
          'Записаться можно на странице онлайн-записи на нашем сайте (/ru/randevu), выбрав день и время, или позвонить в наши клиники в будние дни с 09:00 до 17:00.',
      },
    ],
  },
}

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
