import { describe, expect, it } from 'vitest'
import {
  AdvertisingOverridesField,
  type AdvertisingRule,
  checkAdvertising,
  contentClaims,
  gateRefusal,
  unresolvedClaims,
} from './advertising.ts'

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

/** Sentences of the kind clinic sites publish, each making a claim the regulation forbids, with the rule it breaks. */
const CLAIMS: ReadonlyArray<readonly [string, AdvertisingRule['id']]> = [
  ['Trabzon’un en iyi ortopedi doktoru ile tanışın.', 'superlative'],
  ['Karadeniz’in en başarılı diz cerrahı.', 'superlative'],
  ['Bölgenin en deneyimli ekibiyle hizmetinizdeyiz.', 'superlative'],
  ['Kliniğimiz en son teknoloji cihazlarla donatılmıştır.', 'superlative'],
  ['Omuz cerrahisinde bölgenin lider kliniği.', 'superlative'],
  ['Eşsiz bir tedavi deneyimi sizi bekliyor.', 'superlative'],
  ['Diğer kliniklerden farklı olarak robotik cerrahi uyguluyoruz.', 'superlative'],
  ['Mükemmel sonuçlar için bize güvenin.', 'superlative'],
  ['Bu yöntemi başka hiçbir yerde bulamazsınız.', 'superlative'],
  ['En iyi tedaviyi biz sunuyoruz.', 'superlative'],
  ['Bölgedeki tek artroskopi merkezi.', 'unique'],
  ['Türkiye’de ilk kez uygulanan teknikle ameliyat ediyoruz.', 'unique'],
  ['Trabzon’da bu ameliyatı yapan tek hekim.', 'unique'],
  ['Karadeniz’in ilk ve tek robotik protez merkezi.', 'unique'],
  ['Kök hücre tedavisinde bir ilk!', 'unique'],
  ['Bu yöntemi uygulayan yegane klinik.', 'unique'],
  ['Bu tekniği sadece biz uyguluyoruz.', 'unique'],
  ['Menisküs tamirinde tek adres.', 'unique'],
  ['Dünyada ilk uygulayan ekiplerden biriyiz.', 'unique'],
  ['Ameliyatta başarı garantisi veriyoruz.', 'guarantee'],
  ['Yüzde yüz iyileşme sağlıyoruz.', 'guarantee'],
  ['%100 başarılı bel fıtığı tedavisi.', 'guarantee'],
  ['Kireçlenmeye kesin çözüm burada.', 'guarantee'],
  ['Diz ağrısına mucize tedavi.', 'guarantee'],
  ['Ağrısız ameliyat ile aynı gün evinize dönün.', 'guarantee'],
  ['Risksiz protez ameliyatı.', 'guarantee'],
  ['Bel ağrısından tamamen kurtulun.', 'guarantee'],
  ['Başarı oranımız %98’dir.', 'guarantee'],
  ['Diz protezi fiyatları için bizi arayın.', 'price'],
  ['Muayene ücreti 1500 TL’dir.', 'price'],
  ['PRP tedavisi sadece ₺2000.', 'price'],
  ['Bu aya özel yüzde 20 indirim.', 'campaign'],
  ['Kampanyamız ay sonuna kadar sürüyor.', 'campaign'],
  ['Ücretsiz ilk muayene fırsatı.', 'campaign'],
  ['Ameliyat ücretini 12 taksitle ödeyin.', 'campaign'],
  ['Kaçırılmayacak fırsat: check-up paketi hediyeli.', 'campaign'],
  ['Bugüne kadar 5.000’den fazla ameliyat yaptık.', 'volume'],
  ['Binlerce hasta sağlığına kavuştu.', 'volume'],
  ['Yılda 300’ün üzerinde protez ameliyatı gerçekleştiriyoruz.', 'volume'],
  ['Hastalarımızın yorumları: çok memnun kaldık.', 'testimonial'],
  ['Hocam sayesinde yeniden yürüyorum, teşekkürler!', 'testimonial'],
  ['Ameliyatım hayatımı değiştirdi.', 'testimonial'],
  ['Öncesi ve sonrası fotoğraflarımızı inceleyin.', 'testimonial'],
  ['Hastalarımız çok memnun.', 'testimonial'],
  ['Hasta hikayelerimizi okuyun.', 'testimonial'],
  ['Kırk yaşından sonra yılda bir check-up yaptırın.', 'steering'],
  ['Kemik erimesi taraması yaptırın.', 'steering'],
  ['Diz ağrınız varsa hemen randevu alın.', 'steering'],
  ['Randevunuzu hemen oluşturun!', 'steering'],
  ['Ücretsiz muayene için kliniğimize gelin.', 'steering'],
  ['Ücretsiz ön görüşme fırsatını kaçırmayın.', 'steering'],
  ['Sizi de kliniğimize bekliyoruz.', 'steering'],
  ['Omuz ağrısında hemen arayın.', 'steering'],
  ['Sertifikalı ozon terapi uzmanı Dr. Ayşe Yılmaz.', 'title'],
  ['Dr. Mehmet Kaya, PRP sertifikalı uzman.', 'title'],
  ['Estetik uzmanı olarak hizmet veriyorum.', 'title'],
  ['Spor hekimi uzmanı Dr. Ali Demir.', 'title'],
  ['Trabzon diz uzmanı Op. Dr. Veli Çelik.', 'title'],
  ['Proloterapi uzmanı ile görüşün.', 'title'],
  ['Kiropraktik uzmanı kadromuz.', 'title'],
]

/** Plain medical writing, several with the words the old word list tripped on ("ilk", "tek", "garanti", "öncesi"). */
const PLAIN: readonly string[] = [
  'İlk 6 hafta koltuk değneği ile yürümeniz önerilir.',
  'Tek taraflı diz protezi, eklemin yalnızca bir bölümü aşındığında uygulanır.',
  'İlk muayenede şikâyetleriniz ve önceki tetkikleriniz değerlendirilir.',
  'Tek bacak üzerinde durma egzersizi dengeyi geliştirir.',
  'Ameliyat öncesi ve sonrası fizik tedavi iyileşmeyi hızlandırır.',
  'Hiçbir cerrahi işlemin sonucu garanti edilemez.',
  'Mucize bir tedavi yoktur; düzenli egzersiz en önemli adımdır.',
  'Ağrısız yürüme mesafesi kısaldığında hekiminize başvurun.',
  'Artroskopi, eklemin içine küçük kesilerden kamera ile bakılmasıdır.',
  'Ön çapraz bağ yırtığı çoğunlukla spor sırasında dizin burkulmasıyla olur.',
  'En sık görülen belirti dizde şişlik ve boşalma hissidir.',
  'Kemiğin kaynaması en az 6 ila 8 hafta sürer.',
  'Kesin tanı manyetik rezonans görüntüleme ile konur.',
  'İlk iki gün buz uygulaması şişliği azaltır.',
  'Tek seferde yapılan enjeksiyon çoğu zaman yeterli olmaz.',
  'Sonuçlar kişiden kişiye değişiklik gösterebilir.',
  'Her cerrahi veya girişimsel işlemde sonuçlar kişiden kişiye değişiklik gösterebilir.',
  'İşlem öncesinde hekiminizden detaylı görüş almanız önerilir.',
  'Omuz çıkığı ilk kez olduğunda genellikle ameliyatsız tedavi edilir.',
  'Menisküs yırtıklarında tedavi yırtığın yerine ve şekline göre seçilir.',
  'Kalça protezinden sonra ilk aylarda bacak bacak üstüne atılmamalıdır.',
  'Bel fıtığının büyük bölümü ameliyat gerekmeden geriler.',
  'Karpal tünel sendromunda geceleri ellerde uyuşma olur.',
  'Halluks valgus, ayak başparmağının dışa doğru eğilmesidir.',
  'Osteoporoz, kemik yoğunluğunun azalmasıyla kırık riskini artırır.',
  'Skolyoz takibinde düzenli röntgen çekilir.',
  'Ameliyat sonrası ilk kontrol iki hafta sonra yapılır.',
  'Tendon iyileşmesi için dokuya zaman tanımak gerekir.',
  'Fizik tedavi programı hastanın yaşına ve beklentisine göre düzenlenir.',
  'Yara yerini ilk hafta kuru tutun.',
  'Protezin ömrü kullanıma ve kemik kalitesine bağlıdır.',
  'Diz kireçlenmesinde kilo vermek ağrıyı belirgin biçimde azaltır.',
  'Tek taraflı kalça ağrısı bel kaynaklı da olabilir.',
  'Ağrı kesiciler hekim önerisiyle ve kısa süreli kullanılmalıdır.',
  'Hiçbir ameliyat risksiz değildir; riskler ayrıntılı konuşulur.',
  'Enfeksiyon belirtilerinde vakit kaybetmeden kliniğe başvurun.',
  'Spor yaralanmalarında ilk yardım dinlenme, buz, bası ve yükseltmedir.',
  'Topuk dikeni sabah ilk adımlarda belirgin ağrı yapar.',
  'Omuz sıkışma sendromunda kolu başın üzerine kaldırmak ağrılıdır.',
  'Çocuklarda büyüme plağı kırıkları dikkatle izlenir.',
  'Ameliyattan önce kullandığınız ilaçların listesini getirin.',
  'En iyi sonuç için egzersizlere düzenli devam edin.',
  'Ortopedi ve travmatoloji uzmanı, kas iskelet sistemi hastalıklarını tedavi eder.',
  'Fizik tedavi ve rehabilitasyon uzmanı egzersiz programınızı belirler.',
  'Spor hekimliği uzmanı sporcunun yüklenmesini planlar.',
  'El cerrahisi uzmanı tendon yaralanmalarını onarır.',
  'Şikâyetiniz sürerse bir diz uzmanına değil, ortopedi uzmanına başvurun.',
  'Ameliyattan sonra kontrol muayenesi iki hafta sonra yapılır.',
  'Kemik yoğunluğu ölçümü, kırık riskini değerlendirmek için yapılır.',
  'Randevu saatinden on dakika önce gelmeniz önerilir.',
  'Sertifika programları tıpta uzmanlık yerine geçmez.',
  'Tarama testleri belirti vermeyen hastalıkları bulmaya yarar.',
]

describe('the gate helpers', () => {
  it('reads the title, short description, full content as words and SEO description', () => {
    const claims = contentClaims({
      title: 'Diz protezi',
      shortDescription: 'En iyi cerrah',
      fullContent: '<p>Sizi bekliyoruz: <strong>hemen randevu</strong> alın</p>',
      seoDescription: 'Garantili sonuç',
    })
    expect(claims).toEqual([
      { ruleId: 'superlative', claim: 'en iyi' },
      { ruleId: 'guarantee', claim: 'garantili' },
      { ruleId: 'steering', claim: 'sizi bekliyoruz' },
      { ruleId: 'steering', claim: 'hemen randevu' },
    ])
  })

  it('leaves a claim flagged unless an override names the same rule and the same words', () => {
    const claims = [
      { ruleId: 'superlative', claim: 'en iyi' },
      { ruleId: 'guarantee', claim: 'garantili' },
    ] as const
    expect(unresolvedClaims(claims, [{ ruleId: 'superlative', claim: 'en iyi' }])).toEqual([claims[1]])
    expect(unresolvedClaims(claims, [{ ruleId: 'superlative', claim: 'en iyisi' }])).toEqual(claims)
  })

  it('names every claim in the Turkish refusal', () => {
    expect(gateRefusal([{ ruleId: 'price', claim: 'fiyat' }])).toContain('«fiyat»')
  })

  it('reads the overrides field as JSON and wants a reason of ten characters', () => {
    const ok = AdvertisingOverridesField.safeParse(
      JSON.stringify([{ ruleId: 'price', claim: 'fiyat', reason: 'SGK fiyat bilgisi, reklam değil' }]),
    )
    expect(ok.success).toBe(true)
    const short = AdvertisingOverridesField.safeParse(
      JSON.stringify([{ ruleId: 'price', claim: 'fiyat', reason: 'kısa' }]),
    )
    expect(short.error?.issues[0]?.message).toBe('Gerekçe en az 10 karakter olmalıdır.')
    expect(AdvertisingOverridesField.safeParse('{').success).toBe(false)
    expect(AdvertisingOverridesField.parse('')).toEqual([])
  })
})

describe('checkAdvertising on real sentences', () => {
  it('has at least 40 sentences each way', () => {
    expect(CLAIMS.length).toBeGreaterThanOrEqual(40)
    expect(PLAIN.length).toBeGreaterThanOrEqual(40)
  })

  it.each(CLAIMS)('flags the claim «%s» (%s)', (sentence, rule) => {
    expect(ids([sentence])).toContain(rule)
  })

  it.each(PLAIN)('lets «%s» through', (sentence) => {
    expect(checkAdvertising([sentence])).toEqual([])
  })
})

describe('checkAdvertising in the translation languages (decision 0277)', () => {
  const idsIn = (locale: 'en' | 'ru' | 'ka', texts: string[]) =>
    checkAdvertising(texts, locale).map((finding) => finding.rule.id)

  it('English: each rule category has its words', () => {
    expect(idsIn('en', ['The BEST knee surgeon in Trabzon'])).toEqual(['superlative'])
    expect(idsIn('en', ['The only clinic that does this'])).toEqual(['unique'])
    expect(idsIn('en', ['100% success, guaranteed'])).toEqual(['guarantee'])
    expect(idsIn('en', ['Painless surgery for everyone'])).toEqual(['guarantee'])
    expect(idsIn('en', ['Prices from 500 EUR'])).toEqual(['price'])
    expect(idsIn('en', ['A 20% discount this month'])).toEqual(['campaign'])
    expect(idsIn('en', ['More than 5,000 patients treated'])).toEqual(['volume'])
    expect(idsIn('en', ['Before and after photos of our patients'])).toEqual(['testimonial'])
    expect(idsIn('en', ['Book your appointment today'])).toEqual(['steering'])
    expect(idsIn('en', ['A certified PRP specialist'])).toEqual(['title'])
  })

  it('English: ordinary medical writing and an honest denial pass', () => {
    expect(
      idsIn('en', [
        'After a meniscus tear, the knee often feels better within the first six weeks.',
        'No surgery can guarantee a result; results vary from person to person.',
        'The only way to know is an examination by your doctor.',
      ]),
    ).toEqual([])
  })

  it('Russian: the claims, whatever the case and ё', () => {
    const [finding] = checkAdvertising(['ЛУЧШИЙ хирург Батуми'], 'ru')
    expect(finding?.rule.id).toBe('superlative')
    expect(finding?.phrases).toEqual(['лучший хирург'])
    expect(idsIn('ru', ['Гарантированный результат на 100%'])).toEqual(['guarantee'])
    expect(idsIn('ru', ['Безболезненное лечение'])).toEqual(['guarantee'])
    expect(idsIn('ru', ['Скидка 20% в этом месяце'])).toEqual(['campaign'])
    expect(idsIn('ru', ['Цена операции: 3000 лари'])).toEqual(['price'])
    expect(idsIn('ru', ['Фото до и после операции'])).toEqual(['testimonial'])
    expect(idsIn('ru', ['Бесплатная консультация'])).toEqual(['campaign', 'steering'])
  })

  it('Russian: ordinary medical writing and an honest denial pass', () => {
    expect(
      idsIn('ru', [
        'После операции колено постепенно восстанавливается; через шесть недель обычно становится лучше.',
        'Результат не гарантируется: он зависит от многих причин.',
        'Первые дни после операции нужен покой.',
      ]),
    ).toEqual([])
  })

  it('Georgian: the claims', () => {
    expect(idsIn('ka', ['საუკეთესო ექიმი ბათუმში'])).toEqual(['superlative'])
    expect(idsIn('ka', ['100% გარანტია'])).toEqual(['guarantee'])
    expect(idsIn('ka', ['უმტკივნეულო ოპერაცია'])).toEqual(['guarantee'])
    expect(idsIn('ka', ['ფასდაკლება ამ თვეში'])).toEqual(['campaign'])
    expect(idsIn('ka', ['ოპერაციის ფასი 3000 ლარი'])).toEqual(['price'])
    expect(idsIn('ka', ['ფოტოები მანამდე და შემდეგ'])).toEqual(['testimonial'])
  })

  it('Georgian: ordinary medical writing and an honest denial pass', () => {
    expect(
      idsIn('ka', [
        'მენისკის დაზიანების შემდეგ მუხლი ხშირად პირველ კვირებში უმჯობესდება.',
        'შედეგის გარანტია არ არსებობს: შედეგები ადამიანიდან ადამიანამდე განსხვავდება.',
        'ოპერაცია გარანტიის გარეშე ტარდება, როგორც ყველა ოპერაცია.',
      ]),
    ).toEqual([])
  })

  it('Turkish stays the default', () => {
    expect(idsIn('en', ['En iyi doktor'])).toEqual([])
    expect(ids(['En iyi doktor'])).toEqual(['superlative'])
  })
})
