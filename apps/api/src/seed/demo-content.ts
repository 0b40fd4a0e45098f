/**
 * Demo content for seeding a fresh database: operation catalogs, operations (procedures), blog categories and
 * blog posts, written in Turkish as a real orthopaedics practice's site would read. Authors, slugs and images
 * are set by the seeder; `daysAgo` gives the publish date (now minus that many days) and `imageHue` the colour
 * of the generated demo picture.
 *
 * fullContent uses only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote> and <a href="/randevu">.
 */

export interface DemoCatalog {
  key: string
  name: string
}

export interface DemoOperation {
  catalogKey: string
  title: string
  shortDescription: string
  fullContent: string
  seoKeywords: string
  seoDescription: string
  viewCount: number
  daysAgo: number
  imageHue: number
}

export interface DemoCategory {
  key: string
  name: string
}

export interface DemoBlog {
  categoryKey: string
  title: string
  shortDescription: string
  fullContent: string
  tags: string[]
  seoKeywords: string
  seoDescription: string
  viewCount: number
  likes: number
  daysAgo: number
  imageHue: number
}

export const demoCatalogs: DemoCatalog[] = [
  { key: 'diz', name: 'Diz Cerrahisi' },
  { key: 'omuz', name: 'Omuz Cerrahisi' },
  { key: 'kalca', name: 'Kalça Cerrahisi' },
  { key: 'spor', name: 'Spor Yaralanmaları' },
  { key: 'el', name: 'El ve El Bileği Cerrahisi' },
  { key: 'ayak', name: 'Ayak ve Ayak Bileği Cerrahisi' },
]

export const demoOperations: DemoOperation[] = [
  {
    catalogKey: 'spor',
    title: 'Ön Çapraz Bağ Rekonstrüksiyonu',
    shortDescription:
      'Yırtılan ön çapraz bağın, hastanın kendi tendonundan hazırlanan bir greftle artroskopik yöntemle yeniden oluşturulmasıdır. Amaç dizdeki boşalma hissini gidermek ve menisküs ile kıkırdağı korumaktır.',
    fullContent: `<h2>Ön Çapraz Bağ Nedir?</h2>
<p>Ön çapraz bağ (ÖÇB), diz eklemi içinde uyluk kemiği (femur) ile kaval kemiğini (tibia) birbirine bağlayan ve kaval kemiğinin öne kaymasını ve dönme hareketlerini sınırlayan temel bağdır. Çoğunlukla futbol, basketbol ve kayak gibi ani yön değiştirme, sıçrayıp yere inme ya da dizin içe dönmesiyle birlikte görülen zorlamalarda yırtılır. Hastalar yaralanma anında bir “kopma” hissi yaşadıklarını, ardından dizde kısa sürede şişlik geliştiğini anlatır.</p>
<h2>Kimler İçin Ameliyat Önerilir?</h2>
<p>Yırtılan ön çapraz bağ kendiliğinden iyileşmez; ancak her yırtık ameliyat gerektirmez. Tedavi kararı yaş, aktivite düzeyi, dizde boşalma (instabilite) yakınması ve eşlik eden yaralanmalar birlikte değerlendirilerek verilir. Ameliyat özellikle şu durumlarda öne çıkar:</p>
<ul>
<li>Ani dönüş ve sıçrama içeren sporlara geri dönmek isteyen aktif bireyler</li>
<li>Günlük yaşamda merdiven inerken ya da dönerken dizi boşalan hastalar</li>
<li>Bağ yırtığına onarılabilir bir menisküs yırtığının eşlik ettiği durumlar</li>
<li>Birden fazla bağın birlikte yaralandığı dizler</li>
</ul>
<p>Daha az aktif ve dizinde boşalma yaşamayan hastalarda kas kuvvetlendirmeye dayalı bir fizik tedavi programı da iyi bir seçenek olabilir.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genellikle spinal (belden) ya da genel anestezi altında, diz çevresine açılan birkaç küçük kesiden <strong>artroskopik (kapalı) yöntemle</strong> yapılır. Yeni bağ için çoğunlukla hastanın kendi arka uyluk (hamstring) tendonları, diz kapağı tendonu ya da quadriseps tendonu kullanılır. Hazırlanan greft, uyluk ve kaval kemiğinde açılan tünellerden geçirilerek vida veya askı sistemleriyle sabitlenir. Aynı seansta menisküs ve kıkırdak da değerlendirilir, gerekirse tedavi edilir.</p>
<h2>İyileşme ve Spora Dönüş</h2>
<p>Hastalar çoğunlukla ameliyatın ertesi günü koltuk değnekleriyle, ağrının izin verdiği ölçüde yük vererek yürümeye başlar. İlk haftalarda amaç şişliği azaltmak, dizi tam açabilmek ve uyluk kaslarını yeniden çalıştırmaktır. Koşuya genellikle 3-4. ayda başlanır; temaslı ve ani dönüş gerektiren sporlara dönüş ise kuvvet ve denge testleri tamamlandıktan sonra, çoğu hastada 9-12. ayda planlanır.</p>
<h2>Olası Riskler</h2>
<p>Her cerrahide olduğu gibi enfeksiyon, kanama ve derin ven trombozu gibi genel riskler vardır. Bunlara ek olarak diz sertliği, greftin yeniden yırtılması, kesi çevresinde uyuşukluk ve diz önü ağrısı görülebilir. Rehabilitasyon programına düzenli katılım bu risklerin azaltılmasında önemli rol oynar.</p>
<p>Dizinizde boşalma hissi varsa ya da spor sırasında bir yaralanma geçirdiyseniz, muayene ve değerlendirme için <a href="/randevu">online randevu</a> alabilirsiniz.</p>`,
    seoKeywords:
      'ön çapraz bağ, ÖÇB ameliyatı, çapraz bağ yırtığı, artroskopik bağ rekonstrüksiyonu, spora dönüş',
    seoDescription:
      'Ön çapraz bağ rekonstrüksiyonu nedir, kimlere önerilir, nasıl yapılır? İyileşme süreci, spora dönüş ve olası riskler hakkında bilgi.',
    viewCount: 2840,
    daysAgo: 12,
    imageHue: 205,
  },
  {
    catalogKey: 'diz',
    title: 'Artroskopik Menisküs Tamiri',
    shortDescription:
      'Yırtılan menisküsün çıkarılmak yerine kapalı yöntemle dikilerek korunmasıdır. Uygun yırtıklarda dizin yük taşıma ve şok emme işlevini sürdürmeyi amaçlar.',
    fullContent: `<h2>Menisküs ve Menisküs Yırtığı</h2>
<p>Menisküsler, diz ekleminde uyluk ve kaval kemiği arasında yer alan, C şeklinde iki kıkırdak yastıktır. Yükü eklem yüzeyine dengeli dağıtır, darbeleri emer ve kıkırdağı korur. Gençlerde genellikle spor sırasında dizin dönmesiyle, ileri yaşta ise dokunun yıpranmasına bağlı olarak basit bir çömelme sonrasında bile yırtılabilir. Dizde ağrı, şişlik, takılma ve kilitlenme en sık yakınmalardır.</p>
<h2>Neden Tamir Tercih Edilir?</h2>
<p>Yırtık menisküs parçasının çıkarılması (parsiyel menisektomi) yakınmaları hızla azaltabilir; ancak çıkarılan doku arttıkça eklem kıkırdağına binen yük artar ve ileride kireçlenme riski yükselir. Bu nedenle <strong>tamir edilebilecek yırtıklarda menisküsü korumak</strong> öncelikli hedeftir. Tamir için en uygun yırtıklar şunlardır:</p>
<ul>
<li>Menisküsün kanlanması iyi olan dış kenarına yakın yırtıklar</li>
<li>Genç ve aktif hastalardaki yeni (akut) yırtıklar</li>
<li>Ön çapraz bağ yırtığına eşlik eden yırtıklar</li>
<li>Menisküsün kemiğe tutunduğu kök bölgesindeki yırtıklar</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>İşlem, dize açılan iki ya da üç küçük kesiden kamera ile yapılır. Yırtık kenarları temizlenerek iyileşmeye hazırlanır, ardından yırtığın yerine ve tipine göre eklem içinden yerleştirilen özel dikiş sistemleriyle ya da küçük ek kesiler yardımıyla menisküs dikilir. Ameliyat çoğunlukla bir saat civarında sürer ve hastalar genellikle aynı gün ya da ertesi gün taburcu olur.</p>
<h2>Ameliyat Sonrası Süreç</h2>
<p>Dikilen dokunun kaynaması için ilk haftalar önemlidir. Yırtığın tipine göre 4-6 hafta süreyle dizlik kullanımı, yük vermenin kısıtlanması ve dizin belirli bir açının üzerinde bükülmemesi istenebilir. Derin çömelme birkaç ay boyunca önerilmez. Fizik tedavi eşliğinde kas gücü kazanıldıktan sonra spora dönüş genellikle 4-6. ayda mümkün olur.</p>
<h2>Olası Riskler</h2>
<p>Tamir edilen menisküsün bir kısmı beklendiği gibi kaynamayabilir ve ilerleyen dönemde ikinci bir artroskopi gerekebilir. Bunun dışında enfeksiyon, derin ven trombozu, diz sertliği ve dikiş bölgesine yakın sinir dallarının etkilenmesine bağlı uyuşukluk nadir de olsa görülebilir.</p>
<p>Dizinizde takılma ya da kilitlenme yaşıyorsanız, menisküsünüzün durumunu değerlendirmek için <a href="/randevu">randevu oluşturabilirsiniz</a>.</p>`,
    seoKeywords: 'menisküs tamiri, menisküs yırtığı, artroskopi, diz ameliyatı, menisküs dikişi',
    seoDescription:
      'Artroskopik menisküs tamiri hangi yırtıklarda yapılır, ameliyat nasıl gerçekleşir ve iyileşme süreci nasıl ilerler? Ayrıntılı bilgi.',
    viewCount: 1975,
    daysAgo: 45,
    imageHue: 190,
  },
  {
    catalogKey: 'diz',
    title: 'Total Diz Protezi',
    shortDescription:
      'İleri evre diz kireçlenmesinde aşınmış eklem yüzeylerinin metal ve özel plastik parçalarla kaplanmasıdır. Ağrıyı azaltmayı ve yürüme kapasitesini artırmayı amaçlar.',
    fullContent: `<h2>Total Diz Protezi Nedir?</h2>
<p>Total diz protezi, kireçlenme (osteoartrit), romatizmal hastalıklar ya da eski yaralanmalar nedeniyle aşınmış diz eklemi yüzeylerinin çıkarılıp yerine metal alaşımlı parçalar ve aralarına yerleştirilen yüksek dayanımlı bir plastik (polietilen) ara parça konulmasıdır. Aslında “diz değiştirme” değil, eklem yüzeylerinin yeniden kaplanmasıdır; dizi çevreleyen bağ ve kaslar korunur.</p>
<h2>Kimler İçin Uygundur?</h2>
<p>Protez kararı yalnızca röntgen görüntüsüne göre değil, hastanın yakınmalarına ve yaşam kalitesine göre verilir. Genellikle şu durumlarda gündeme gelir:</p>
<ul>
<li>Dinlenmekle geçmeyen, gece uykudan uyandıran diz ağrısı</li>
<li>Kısa mesafede yürüme, merdiven çıkma ve oturup kalkmada belirgin güçlük</li>
<li>İlaç, egzersiz, kilo verme ve eklem içi enjeksiyonlara rağmen süren yakınmalar</li>
<li>Dizde ilerleyen eğrilik (çarpıklık) ve hareket kısıtlılığı</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat çoğunlukla spinal anestezi ile yapılır ve yaklaşık 1-2 saat sürer. Dizin ön yüzünden yapılan kesiyle eklem açılır, aşınmış kıkırdak ve altındaki ince kemik tabakası özel kesi bloklarıyla şekillendirilir. Ardından uyluk ve kaval kemiğine protez parçaları yerleştirilir, bacağın dizilimi ve bağ dengesi ayarlanır. Gerekli görülürse diz kapağının arka yüzü de kaplanır.</p>
<h2>İyileşme Süreci</h2>
<p>Hastalar genellikle ameliyat günü ya da ertesi gün fizyoterapist eşliğinde yürüteçle ayağa kalkar. Hastanede kalış süresi çoğunlukla 2-4 gündür. İlk 6 hafta boyunca yürüteç ya da baston desteği, düzenli egzersizler ve pıhtı önleyici tedavi sürdürülür. Günlük işlerin büyük kısmına 6-12 hafta içinde dönülür; dizin tamamen “yerine oturduğu” hissi ise birkaç ay ile bir yıl arasında gelişir.</p>
<h2>Olası Riskler</h2>
<p>Enfeksiyon, derin ven trombozu ve akciğer embolisi, dizde sertlik, yara iyileşmesi sorunları ve uzun dönemde protezin gevşemesi başlıca risklerdir. Damar ve sinir yaralanmaları nadirdir. Günümüzde protezlerin büyük çoğunluğu uzun yıllar sorunsuz kullanılabilmektedir; ancak sonuç, hastanın genel sağlığına ve rehabilitasyona katılımına da bağlıdır.</p>
<p>Diz ağrınız günlük yaşamınızı kısıtlıyorsa, tedavi seçeneklerini birlikte değerlendirmek için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'total diz protezi, diz protezi ameliyatı, diz kireçlenmesi, diz artrozu, protez sonrası iyileşme',
    seoDescription:
      'Total diz protezi kimlere uygulanır, ameliyat nasıl yapılır, iyileşme ne kadar sürer? Diz kireçlenmesinde protez hakkında bilgiler.',
    viewCount: 2410,
    daysAgo: 27,
    imageHue: 25,
  },
  {
    catalogKey: 'diz',
    title: 'Yüksek Tibial Osteotomi (Diz Dizilim Düzeltme Ameliyatı)',
    shortDescription:
      'O bacak eğriliğine bağlı, dizin iç kısmında sınırlı kireçlenmesi olan genç ve aktif hastalarda yükü dizin sağlam bölümüne aktaran bir düzeltme ameliyatıdır.',
    fullContent: `<h2>Yüksek Tibial Osteotomi Nedir?</h2>
<p>Yüksek tibial osteotomi (YTO), kaval kemiğinin diz altındaki bölümünde kontrollü bir kemik kesisi yapılarak bacağın diziliminin düzeltilmesidir. “O bacak” (varus) dizilimi olan kişilerde vücut ağırlığı dizin iç bölmesine yoğunlaşır ve bu bölmedeki kıkırdak daha hızlı aşınır. Osteotomi ile yük, kıkırdağı daha sağlam olan dış bölmeye doğru kaydırılır.</p>
<h2>Kimler İçin Uygundur?</h2>
<ul>
<li>Kireçlenmesi dizin yalnızca iç bölmesiyle sınırlı olan hastalar</li>
<li>Genellikle 60 yaşın altında, aktif yaşamını sürdürmek isteyen kişiler</li>
<li>Diz hareket açıklığı iyi olan ve bağ yetmezliği bulunmayan dizler</li>
<li>Menisküs ya da kıkırdak cerrahisinin başarısını artırmak için dizilim düzeltmesi gereken hastalar</li>
</ul>
<p>Sigara kullanımı kemik kaynamasını geciktirdiğinden ameliyat öncesinde bırakılması önerilir.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat öncesinde tüm bacak röntgeni üzerinde düzeltme miktarı ayrıntılı olarak planlanır. Kaval kemiğinin üst iç yüzünden yapılan kesiyle kemik, arka taraftaki ince bir kemik köprüsü korunarak kesilir ve planlanan açı kadar açılır. Oluşan boşluk, özel bir kilitli plak ve vidalarla sabitlenir. Gerekirse aynı seansta artroskopi ile menisküs ve kıkırdak da değerlendirilir.</p>
<h2>İyileşme Süreci</h2>
<p>Kemiğin kaynaması için ilk 4-6 hafta koltuk değneğiyle kısmi yük verilmesi önerilir; bu süre hastanın kemik yapısına ve kullanılan tespit yöntemine göre değişebilir. Kemik kaynaması genellikle 2-3 ayda tamamlanır. Diz hareketleri ve kas güçlendirme egzersizlerine erken dönemde başlanır; yürüyüş, bisiklet ve yüzme gibi aktivitelere çoğu hasta 3-6. ayda döner.</p>
<h2>Olası Riskler</h2>
<p>Kemiğin geç kaynaması ya da kaynamaması, düzeltme miktarında kayıp, enfeksiyon ve derin ven trombozu başlıca risklerdir. Plak cilt altında rahatsızlık verirse kemik kaynadıktan sonra çıkarılabilir. Osteotomi ileride diz protezi yapılmasına engel değildir.</p>
<p>Bacak eğriliği ve dizin iç tarafında ağrınız varsa, size uygun tedaviyi konuşmak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'yüksek tibial osteotomi, HTO, o bacak, varus diz, diz kireçlenmesi, dizilim düzeltme',
    seoDescription:
      'Yüksek tibial osteotomi ile O bacak eğriliği ve dizin iç bölmesindeki kireçlenme nasıl tedavi edilir? Uygun hastalar, ameliyat ve iyileşme.',
    viewCount: 612,
    daysAgo: 300,
    imageHue: 160,
  },
  {
    catalogKey: 'spor',
    title: 'Diz Kapağı Çıkığında MPFL Rekonstrüksiyonu',
    shortDescription:
      'Tekrarlayan diz kapağı (patella) çıkıklarında, diz kapağını iç taraftan tutan bağın yeni bir greftle yeniden oluşturulmasıdır.',
    fullContent: `<h2>Diz Kapağı Neden Çıkar?</h2>
<p>Diz kapağı (patella), uyluk kemiğinin ön yüzündeki bir oluk içinde kayarak hareket eder. Medial patellofemoral bağ (MPFL), diz kapağını iç taraftan tutarak dışa kaymasını engelleyen en önemli yapıdır. Genellikle gençlerde, dizin bükülü hâldeyken içe dönmesiyle diz kapağı dışa çıkar ve bu sırada MPFL çoğunlukla yırtılır. Sığ oluk, yüksek yerleşimli diz kapağı ve eklem gevşekliği çıkık riskini artırır.</p>
<h2>Kimlere Önerilir?</h2>
<p>İlk çıkık sonrasında çoğu hasta fizik tedavi ile tedavi edilir. Ameliyat genellikle şu durumlarda önerilir:</p>
<ul>
<li>İki ya da daha fazla kez tekrarlayan diz kapağı çıkığı</li>
<li>Çıkık sırasında kopan ve eklem içinde serbest kalan kıkırdak ya da kemik parçası</li>
<li>Günlük yaşamda ya da sporda diz kapağının sürekli kayacakmış gibi hissedilmesi</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Önce artroskopi ile eklem içi değerlendirilir, varsa serbest parçalar çıkarılır ya da yerine tespit edilir. Ardından çoğunlukla hastanın kendi arka uyluk tendonlarından biri kullanılarak hazırlanan greft, diz kapağının iç kenarı ile uyluk kemiğindeki anatomik noktaya küçük kesilerden yerleştirilir ve sabitlenir. Kemik yapıda belirgin bir bozukluk varsa kaval kemiği çıkıntısının yerini değiştiren ek bir işlem (tüberkül transferi) gerekebilir.</p>
<h2>İyileşme Süreci</h2>
<p>İlk haftalarda dizlik ile, ağrının izin verdiği ölçüde yük verilerek yürünür. Diz hareket açıklığı fizyoterapist eşliğinde kademeli olarak artırılır. Hafif koşuya genellikle 3. aydan sonra başlanır; spora tam dönüş kas gücü ve denge yeterli düzeye ulaştığında, çoğunlukla 6. ay civarında mümkün olur.</p>
<h2>Olası Riskler</h2>
<p>Diz sertliği, diz önü ağrısı, enfeksiyon ve nadiren diz kapağında kırık ya da yeniden çıkık görülebilir. Greftin doğru noktaya yerleştirilmesi ve dengeli gerginlikte sabitlenmesi sonuçlar açısından belirleyicidir.</p>
<p>Diz kapağınız daha önce yerinden çıktıysa ve yeniden çıkmasından endişe ediyorsanız, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'diz kapağı çıkığı, patella çıkığı, MPFL rekonstrüksiyonu, patellar instabilite, diz kapağı kayması',
    seoDescription:
      'Tekrarlayan diz kapağı çıkığında MPFL rekonstrüksiyonu nasıl yapılır, kimlere önerilir? İyileşme süreci ve spora dönüş hakkında bilgi.',
    viewCount: 488,
    daysAgo: 160,
    imageHue: 265,
  },
  {
    catalogKey: 'spor',
    title: 'Aşil Tendonu Tamiri',
    shortDescription:
      'Kopan Aşil tendonunun uçlarının açık ya da küçük kesilerle dikilerek birleştirilmesidir. Ayak bileğinin itme gücünü yeniden kazandırmayı amaçlar.',
    fullContent: `<h2>Aşil Tendonu Kopması Nedir?</h2>
<p>Aşil tendonu, baldır kaslarını topuk kemiğine bağlayan, vücudun en güçlü tendonudur. Kopma çoğunlukla 30-50 yaş arasında, düzenli spor yapmayan kişilerin ani çıkış gerektiren halı saha, basketbol ya da tenis gibi sporlarında görülür. Hastalar sıklıkla “arkadan biri tekme attı sandım” diye tarif eder. Parmak ucunda yükselememe ve topuk arkasında çukurluk tipik bulgulardır.</p>
<h2>Tedavi Seçenekleri</h2>
<p>Aşil tendonu kopmasında ameliyatsız (fonksiyonel) tedavi ve cerrahi tedavi birlikte değerlendirilir. Ameliyatsız tedavide ayak, parmak ucu pozisyonunda özel bir botla tespit edilir ve kademeli bir programla tendonun kendiliğinden kaynaması beklenir. Cerrahi tedavi ise özellikle aktif sporcularda, tanının geciktiği olgularda ve tendon uçları arasındaki mesafenin fazla olduğu durumlarda öne çıkar. Karar, hastanın beklentileri ve genel sağlık durumu göz önüne alınarak birlikte verilir.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genellikle spinal ya da bölgesel anestezi ile, hasta yüzüstü yatarken yapılır. Tendon uçları, topuk arkasından yapılan bir kesiyle ya da birkaç küçük kesiden (perkütan yöntem) özel sağlam dikişlerle birleştirilir. Tendonun gerginliği sağlam taraftaki bacakla karşılaştırılarak ayarlanır.</p>
<h2>İyileşme Süreci</h2>
<ol>
<li><strong>İlk 2 hafta:</strong> Ayak parmak ucu pozisyonunda atel ya da bot içinde tutulur, yara iyileşmesi izlenir.</li>
<li><strong>2-8. hafta:</strong> Topuk yükseltici takozlu bot ile kademeli olarak yük verilir; takozlar zamanla azaltılır.</li>
<li><strong>8-12. hafta:</strong> Bot bırakılır, fizik tedavi ile baldır kaslarının kuvveti ve ayak bileği hareketleri geliştirilir.</li>
<li><strong>4-6. ay ve sonrası:</strong> Hafif koşu başlanır; spora tam dönüş çoğunlukla 6-9. ayda mümkün olur.</li>
</ol>
<h2>Olası Riskler</h2>
<p>Topuk arkasındaki cilt ince olduğu için yara iyileşmesi sorunları ve enfeksiyon dikkat edilmesi gereken risklerdir. Ayrıca tendonun yeniden kopması, ayağın dış kenarında uyuşukluk (sural sinir etkilenmesi) ve derin ven trombozu görülebilir. Sigara kullanımı yara sorunlarının riskini artırır.</p>
<p>Topuk arkasında ani bir ağrı ve güç kaybı yaşadıysanız gecikmeden değerlendirilmeniz önemlidir; <a href="/randevu">online randevu</a> sayfamızdan başvurabilirsiniz.</p>`,
    seoKeywords: 'Aşil tendonu kopması, Aşil tendonu tamiri, Aşil ameliyatı, topuk ağrısı, spor yaralanması',
    seoDescription:
      'Aşil tendonu kopmasında ameliyatlı ve ameliyatsız tedavi, ameliyatın nasıl yapıldığı ve haftalara göre iyileşme süreci hakkında bilgiler.',
    viewCount: 1320,
    daysAgo: 88,
    imageHue: 12,
  },
  {
    catalogKey: 'omuz',
    title: 'Artroskopik Rotator Manşet Tamiri',
    shortDescription:
      'Omzu hareket ettiren ve dengeleyen rotator manşet tendonlarındaki yırtığın, kapalı yöntemle kemiğe yeniden tutturulmasıdır.',
    fullContent: `<h2>Rotator Manşet Nedir?</h2>
<p>Rotator manşet, kol kemiğinin başını saran ve omzun hem hareketini hem de dengesini sağlayan dört kas ve tendondan oluşur. Bu tendonlar, özellikle de supraspinatus tendonu, yaşla birlikte yıpranabilir ya da bir düşme veya ağır kaldırma sırasında yırtılabilir. Kolu yana ve yukarı kaldırırken ağrı, güçsüzlük ve etkilenen omuz üzerine yatamama en sık yakınmalardır.</p>
<h2>Kimler İçin Ameliyat Gerekir?</h2>
<p>Kısmi ve yıpranmaya bağlı yırtıkların önemli bir bölümü fizik tedavi, egzersiz ve ağrı kontrolü ile rahatlar. Ameliyat daha çok şu durumlarda önerilir:</p>
<ul>
<li>Düşme ya da zorlanma sonrasında oluşan, güç kaybına yol açan yeni yırtıklar</li>
<li>Genç ve aktif hastalardaki tam kat yırtıklar</li>
<li>3-6 ay düzenli fizik tedaviye rağmen süren ağrı ve güçsüzlük</li>
</ul>
<p>Tam kat yırtıkların zamanla büyüyebileceği ve kas dokusunda geri dönüşü zor değişiklikler olabileceği için tedavi kararının geciktirilmemesi önemlidir.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genel anestezi ve çoğunlukla ek bir sinir bloğu ile yapılır. Omuz çevresine açılan birkaç küçük kesiden kamera ve ince aletler yardımıyla yırtık tendon serbestleştirilir, tutunacağı kemik yüzeyi hazırlanır ve <strong>dikiş ankorları</strong> denilen küçük vidalar aracılığıyla tendon kemiğe yeniden tutturulur. Gerekirse aynı seansta biseps tendonu ve eklem içi yapılar da tedavi edilir.</p>
<h2>İyileşme Süreci</h2>
<p>Tendonun kemiğe kaynaması zaman alır. İlk 4-6 hafta kol askı içinde tutulur ve yalnızca fizyoterapistin önerdiği pasif hareketler yapılır. Ardından aktif hareketlere, 3. aydan itibaren de kuvvetlendirme egzersizlerine geçilir. Günlük işlerin çoğuna 3-4 ayda dönülürken, ağır işler ve baş üstü sporlar için 6 ay ya da daha uzun süre gerekebilir.</p>
<h2>Olası Riskler</h2>
<p>Omuz sertliği, yeniden yırtılma, enfeksiyon ve anesteziye bağlı genel riskler bulunur. Yeniden yırtılma olasılığı büyük yırtıklarda, ileri yaşta ve sigara içenlerde daha yüksektir. Sabırla ve düzenli sürdürülen rehabilitasyon, sonucun en önemli parçalarından biridir.</p>
<p>Omuz ağrınız geceleri uykunuzu bölüyor ya da kolunuzu kaldırmakta zorlanıyorsanız, muayene için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'rotator manşet yırtığı, rotator manşet tamiri, omuz artroskopisi, omuz ağrısı, supraspinatus yırtığı',
    seoDescription:
      'Rotator manşet yırtığında artroskopik tamir ne zaman gerekir, nasıl yapılır? Omuz ameliyatı sonrası iyileşme ve riskler hakkında bilgi.',
    viewCount: 1766,
    daysAgo: 60,
    imageHue: 220,
  },
  {
    catalogKey: 'omuz',
    title: 'Omuz Çıkığı (Bankart) Ameliyatı',
    shortDescription:
      'Tekrarlayan omuz çıkıklarında, eklem yuvasının kenarından ayrılan kıkırdak halkanın (labrum) ve bağların artroskopik olarak yerine dikilmesidir.',
    fullContent: `<h2>Bankart Lezyonu Nedir?</h2>
<p>Omuz, vücudun en geniş hareket açıklığına sahip eklemidir ve bu nedenle en sık çıkan eklemdir. Omuz öne doğru çıktığında, eklem yuvasının (glenoid) kenarını çevreleyen kıkırdak halka (labrum) ve ona bağlı eklem bağları sıklıkla yuvadan ayrılır. Bu yaralanmaya <em>Bankart lezyonu</em> denir. Özellikle gençlerde ve temaslı spor yapanlarda ilk çıkıktan sonra omzun yeniden çıkma olasılığı yüksektir.</p>
<h2>Kimler İçin Uygundur?</h2>
<ul>
<li>Omzu iki ya da daha fazla kez çıkmış hastalar</li>
<li>İlk çıkığını geçirmiş, yüksek riskli spor yapan genç sporcular</li>
<li>Kolunu yukarı ve geriye götürdüğünde omzunun çıkacakmış gibi olduğunu hisseden kişiler</li>
</ul>
<p>Eklem yuvasında belirgin kemik kaybı varsa yalnızca yumuşak doku tamiri yeterli olmayabilir; bu durumda kemik blok transferi (Latarjet ameliyatı) gibi seçenekler değerlendirilir. Bu nedenle ameliyat öncesinde MR ve gerektiğinde bilgisayarlı tomografi ile ayrıntılı inceleme yapılır.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genel anestezi altında, omuz çevresine açılan küçük kesilerden artroskopik olarak yapılır. Ayrılmış labrum ve bağlar serbestleştirilir, eklem yuvasının kenarına yerleştirilen küçük dikiş ankorlarıyla yeniden yerine tutturulur ve gevşemiş eklem kapsülü uygun gerginliğe getirilir.</p>
<h2>İyileşme Süreci</h2>
<p>Kol yaklaşık 3-4 hafta askıda tutulur; bu dönemde dirsek, el ve bilek egzersizleri ile kontrollü omuz hareketleri yapılır. Ardından fizik tedavi ile hareket açıklığı ve kas gücü kademeli olarak geri kazanılır. Temassız sporlara 3-4. ayda, temaslı sporlara ve baş üstü sporlara genellikle 5-6. ayda dönülür.</p>
<h2>Olası Riskler</h2>
<p>Yeniden çıkık, omuzda dış rotasyon kısıtlılığı, sertlik ve enfeksiyon görülebilecek başlıca sorunlardır. Sinir yaralanmaları nadirdir. Ameliyat sonrası ilk aylarda omzu zorlayıcı hareketlerden kaçınmak, tamirin korunması açısından önemlidir.</p>
<p>Omzunuz tekrar tekrar yerinden çıkıyorsa, size uygun cerrahi ya da ameliyatsız tedaviyi planlamak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'omuz çıkığı, Bankart ameliyatı, tekrarlayan omuz çıkığı, labrum yırtığı, omuz artroskopisi',
    seoDescription:
      'Tekrarlayan omuz çıkığında artroskopik Bankart ameliyatı kimlere uygulanır, nasıl yapılır ve spora dönüş ne kadar sürer? Bilgi alın.',
    viewCount: 935,
    daysAgo: 133,
    imageHue: 240,
  },
  {
    catalogKey: 'omuz',
    title: 'Ters Total Omuz Protezi',
    shortDescription:
      'Rotator manşetin onarılamayacak kadar hasar gördüğü kireçlenmiş omuzlarda, eklemin top ve yuvasının yer değiştirdiği özel bir protezle ağrıyı azaltmayı ve kolu kaldırabilmeyi amaçlar.',
    fullContent: `<h2>Ters Omuz Protezi Nedir?</h2>
<p>Normal omuzda top kol kemiğinin ucunda, yuva ise kürek kemiğindedir. Ters total omuz protezinde bu düzen tersine çevrilir: kürek kemiğine yarım küre şeklinde bir top, kol kemiğine ise bir yuva yerleştirilir. Bu tasarım, hasar görmüş rotator manşet yerine omzun üstündeki büyük deltoid kasının kolu kaldırmasına olanak tanır.</p>
<h2>Kimler İçin Uygundur?</h2>
<ul>
<li>Büyük ve onarılamayan rotator manşet yırtığına bağlı omuz kireçlenmesi (rotator manşet artropatisi)</li>
<li>Kolu kaldıramama ile birlikte süren şiddetli omuz ağrısı</li>
<li>İleri yaştaki hastalarda onarılması güç, parçalı kol kemiği üst uç kırıkları</li>
<li>Daha önce yapılmış omuz protezinin başarısız olduğu bazı durumlar</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genel anestezi ve sinir bloğu ile, hasta yarı oturur pozisyondayken yapılır ve genellikle 1,5-2 saat sürer. Omzun ön yüzünden yapılan kesiyle eklem açılır, kürek kemiğindeki yuva ve kol kemiği başı hazırlanarak protez parçaları yerleştirilir. Ameliyat öncesinde bilgisayarlı tomografi ile yuvanın yapısı ayrıntılı olarak planlanır.</p>
<h2>İyileşme Süreci</h2>
<p>Kol yaklaşık 4-6 hafta askıda tutulur; bu sürede el, bilek ve dirsek hareketleri serbesttir. Fizik tedavi ile önce pasif, sonra aktif hareketler kazandırılır. Hastaların çoğunda ağrı belirgin olarak azalır ve kolu öne doğru kaldırma becerisi artar; ancak kolu içe ve dışa döndürme hareketleri bir miktar kısıtlı kalabilir. Ağır yük kaldırma ve omzu zorlayan sporlardan uzun dönemde kaçınılması önerilir.</p>
<h2>Olası Riskler</h2>
<p>Enfeksiyon, protezin çıkması, kürek kemiğinde stres kırığı, sinir yaralanması ve uzun dönemde protez parçalarında gevşeme başlıca risklerdir. Düzenli kontroller, olası sorunların erken fark edilmesini sağlar.</p>
<p>Omuz ağrısı ve kolunuzu kaldıramama yakınmanız varsa, tedavi seçeneklerinizi konuşmak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'ters omuz protezi, omuz protezi, rotator manşet artropatisi, omuz kireçlenmesi, omuz kırığı',
    seoDescription:
      'Ters total omuz protezi nedir, kimler için uygundur? Onarılamayan rotator manşet yırtığı ve omuz kireçlenmesinde protez tedavisi.',
    viewCount: 214,
    daysAgo: 385,
    imageHue: 280,
  },
  {
    catalogKey: 'kalca',
    title: 'Total Kalça Protezi',
    shortDescription:
      'Hasar görmüş kalça ekleminin top ve yuvasının yapay parçalarla değiştirilmesidir. İleri evre kalça kireçlenmesinde ağrıyı gidermeyi ve hareketi kolaylaştırmayı amaçlar.',
    fullContent: `<h2>Total Kalça Protezi Nedir?</h2>
<p>Kalça eklemi, uyluk kemiğinin başı (top) ile leğen kemiğindeki yuvadan (asetabulum) oluşur. Total kalça protezinde aşınmış yuvaya metal bir kap ve içine özel bir astar, uyluk kemiği kanalına ise bir gövde ve üzerine yeni bir top yerleştirilir. Böylece pürüzlü ve ağrılı eklem yüzeyleri, birbiri üzerinde düzgünce kayan yapay yüzeylerle değiştirilmiş olur.</p>
<h2>Kimler İçin Uygundur?</h2>
<ul>
<li>İleri evre kalça kireçlenmesi (koksartroz)</li>
<li>Kalça kemiğinin kanlanmasının bozulması (avasküler nekroz)</li>
<li>Doğuştan kalça çıkıklığına (gelişimsel kalça displazisi) bağlı erken kireçlenme</li>
<li>Yaşlılarda uyluk kemiği boynu kırıklarının bir bölümü</li>
</ul>
<p>Kasıkta ve uyluk önünde ağrı, çorap giyme ve ayakkabı bağlamada zorlanma, topallama ve kısa mesafede yürüyememe sık görülen yakınmalardır.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat çoğunlukla spinal anestezi ile yapılır ve 1-2 saat sürer. Kalçaya önden, yandan ya da arkadan ulaşılabilir; yaklaşım hastanın yapısına ve cerrahın deneyimine göre seçilir. Protez parçaları kemiğe ya da kemik çimentosuyla ya da kemiğin içine doğru büyümesine izin veren özel yüzeyleri sayesinde çimentosuz olarak tespit edilir. Bacak boyu ve eklem dengesi ameliyat sırasında kontrol edilir.</p>
<h2>İyileşme Süreci</h2>
<p>Hastalar genellikle ameliyat günü ya da ertesi gün ayağa kalkar ve yürüteçle yürümeye başlar. Hastanede kalış süresi çoğunlukla 2-3 gündür. İlk haftalarda yürüteç ya da koltuk değneği kullanılır; kullanılan yaklaşıma göre bacak bacak üstüne atmak ve kalçayı aşırı bükmek gibi bazı hareketlerden bir süre kaçınılması istenir. Araç kullanmaya ve masa başı işe dönüş çoğunlukla 4-6. haftada mümkün olur.</p>
<h2>Olası Riskler</h2>
<p>Enfeksiyon, derin ven trombozu, protezin çıkması, bacak boyu farkı, protez çevresinde kırık ve uzun dönemde gevşeme başlıca risklerdir. Bu riskler ameliyat öncesi hazırlık, pıhtı önleyici tedavi ve ameliyat sonrası önerilere uyumla önemli ölçüde azaltılabilir.</p>
<p>Kalça ağrısı yürümenizi ve uykunuzu etkiliyorsa, değerlendirme için <a href="/randevu">online randevu</a> alabilirsiniz.</p>`,
    seoKeywords:
      'total kalça protezi, kalça protezi ameliyatı, kalça kireçlenmesi, koksartroz, avasküler nekroz',
    seoDescription:
      'Total kalça protezi kimlere uygulanır, ameliyat nasıl yapılır ve iyileşme ne kadar sürer? Kalça kireçlenmesinde protez hakkında bilgiler.',
    viewCount: 2150,
    daysAgo: 18,
    imageHue: 40,
  },
  {
    catalogKey: 'kalca',
    title: 'Kalça Artroskopisi (Femoroasetabular Sıkışma Tedavisi)',
    shortDescription:
      'Kalça ekleminde kemik çıkıntılarının neden olduğu sıkışma ve labrum yırtıklarının küçük kesilerden kamera ile tedavi edilmesidir.',
    fullContent: `<h2>Femoroasetabular Sıkışma Nedir?</h2>
<p>Femoroasetabular sıkışma (FAS), uyluk kemiğinin başı ile kalça yuvası arasında, kemik yapıdaki küçük şekil farklılıklarına bağlı olarak hareket sırasında sürtünme ve sıkışma olmasıdır. Uyluk kemiği başında fazla kemik çıkıntısı (cam tipi), yuvanın kenarında fazla örtünme (pincer tipi) ya da her ikisi bir arada bulunabilir. Zamanla yuvanın kenarındaki kıkırdak halka (labrum) yırtılabilir ve eklem kıkırdağı zarar görebilir.</p>
<h2>Kimler İçin Uygundur?</h2>
<p>Kasıkta, özellikle kalçayı büküp içe döndürürken ortaya çıkan ağrı; uzun süre oturma, araçtan inme ve spor sırasında artan yakınmalar tipiktir. Kalça artroskopisi şu hastalarda değerlendirilir:</p>
<ul>
<li>Fizik tedavi ve aktivite düzenlemesine rağmen ağrısı süren genç ve aktif kişiler</li>
<li>Görüntülemede sıkışma bulguları ve labrum yırtığı saptanan hastalar</li>
<li>Eklemde ileri evre kireçlenme bulunmayan kalçalar</li>
</ul>
<p>İleri kireçlenmesi olan kalçalarda artroskopinin yararı sınırlıdır; bu hastalarda başka tedavi seçenekleri konuşulur.</p>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat genel anestezi altında, özel bir masada bacağa kontrollü çekme uygulanarak eklem aralığı açıldıktan sonra yapılır. Kalçanın yan tarafına açılan iki ya da üç küçük kesiden kamera ile girilir; yırtık labrum dikiş ankorlarıyla onarılır, sıkışmaya neden olan kemik çıkıntıları tıraşlanarak düzeltilir.</p>
<h2>İyileşme Süreci</h2>
<p>İlk 2-4 hafta koltuk değneği ile kısmi yük verilerek yürünür. Sabit bisiklet ve fizik tedavi egzersizlerine erken başlanır. Günlük yaşama dönüş birkaç hafta içinde olurken, spora dönüş çoğunlukla 3-6. ayda planlanır.</p>
<h2>Olası Riskler</h2>
<p>Çekme işlemine bağlı kasık ve uyluk bölgesinde geçici uyuşukluk, kalça çevresinde kemik oluşumu, yakınmaların tam geçmemesi ve nadiren enfeksiyon ya da derin ven trombozu görülebilir.</p>
<p>Kasık ağrınızın nedenini öğrenmek ve tedavi seçeneklerini konuşmak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'kalça artroskopisi, femoroasetabular sıkışma, FAS, labrum yırtığı, kasık ağrısı',
    seoDescription:
      'Femoroasetabular sıkışma ve kalça labrum yırtığında kalça artroskopisi: kimlere uygun, nasıl yapılır, iyileşme süreci nasıl ilerler?',
    viewCount: 377,
    daysAgo: 240,
    imageHue: 95,
  },
  {
    catalogKey: 'kalca',
    title: 'Kalça Kırığı Cerrahisi',
    shortDescription:
      'Çoğunlukla yaşlılarda düşme sonrası oluşan uyluk kemiği üst ucu kırıklarının çivi, vida ya da protezle tedavisidir. Hastanın en kısa sürede ayağa kalkabilmesini amaçlar.',
    fullContent: `<h2>Kalça Kırığı Nedir?</h2>
<p>Kalça kırığı, uyluk kemiğinin kalça eklemine yakın üst bölümünde oluşan kırıklardır. En sık, kemik erimesi (osteoporoz) olan yaşlı hastalarda ev içinde basit bir düşme sonrasında görülür. Kasıkta şiddetli ağrı, ayağa basamama ve bacağın kısalıp dışa dönmüş görünmesi tipik bulgulardır.</p>
<h2>Neden Erken Ameliyat Önerilir?</h2>
<p>Kalça kırıklarının büyük çoğunluğu ameliyatla tedavi edilir. Uzun süre yatağa bağlı kalmak; zatürre, yatak yarası, idrar yolu enfeksiyonu ve pıhtı gibi ciddi sorunlara yol açabilir. Bu nedenle, hastanın genel durumu uygun hâle getirildikten sonra <strong>ameliyatın ilk 24-48 saat içinde yapılması</strong> önerilir.</p>
<h2>Hangi Yöntemler Kullanılır?</h2>
<ul>
<li><strong>Kapalı redüksiyon ve çivileme:</strong> Uyluk kemiğinin trokanter bölgesindeki kırıklarda kemik içine yerleştirilen bir çivi ile tespit yapılır.</li>
<li><strong>Vida ile tespit:</strong> Yer değiştirmemiş kalça boynu kırıklarında birkaç vida ile kırık sabitlenebilir.</li>
<li><strong>Yarım ya da total kalça protezi:</strong> Yer değiştirmiş kalça boynu kırıklarında, özellikle ileri yaşta, kırık kemik başı çıkarılarak protez uygulanır.</li>
</ul>
<p>Yöntem; kırığın yerine ve tipine, hastanın yaşına, kemik kalitesine ve kırık öncesindeki hareket düzeyine göre seçilir.</p>
<h2>İyileşme Süreci</h2>
<p>Amaç, hastanın ameliyatın ertesi günü fizyoterapist eşliğinde ayağa kaldırılmasıdır. Yürüteçle yürüme kısa sürede başlar. Taburculuk sonrası evde düşmeyi önleyici düzenlemeler, ev egzersizleri ve kemik erimesinin tedavisi iyileşmenin önemli parçalarıdır. Kırık öncesindeki yürüme düzeyine dönüş birkaç ay sürebilir ve her hastada aynı ölçüde gerçekleşmeyebilir.</p>
<h2>Olası Riskler</h2>
<p>Kalça kırığı geçiren hastalar çoğunlukla ileri yaşta olduğundan, kalp ve akciğer sorunları, geçici bilinç bulanıklığı (deliryum), enfeksiyon ve pıhtı gibi riskler daha dikkatli izlenir. Kırığın kaynamaması, tespit malzemesinin yerinden oynaması ya da protezin çıkması da görülebilecek sorunlar arasındadır.</p>
<p>Yakınınızın kırık sonrası tedavisi ve kemik sağlığı değerlendirmesi için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'kalça kırığı, kalça kırığı ameliyatı, femur boyun kırığı, yaşlılarda kırık, osteoporoz',
    seoDescription:
      'Yaşlılarda kalça kırığı neden erken ameliyat edilmeli? Çivi, vida ve protez seçenekleri, iyileşme süreci ve riskler hakkında bilgi.',
    viewCount: 1089,
    daysAgo: 110,
    imageHue: 330,
  },
  {
    catalogKey: 'el',
    title: 'Karpal Tünel Sendromu Cerrahisi',
    shortDescription:
      'El bileğinde sıkışan orta sinirin (median sinir), üzerindeki bağın kesilmesiyle rahatlatılmasıdır. Çoğunlukla lokal anestezi ile günübirlik yapılır.',
    fullContent: `<h2>Karpal Tünel Sendromu Nedir?</h2>
<p>Karpal tünel, el bileğinin iç yüzünde kemikler ve üzerlerini örten kalın bir bağın (transvers karpal bağ) oluşturduğu dar bir kanaldır. Bu kanaldan parmakları büken tendonlar ve median sinir geçer. Kanal içindeki basınç arttığında sinir sıkışır. Başparmak, işaret, orta parmak ve yüzük parmağının yarısında uyuşma ve karıncalanma, özellikle geceleri uykudan uyandıran yakınmalar ve ince işlerde beceriksizlik tipiktir.</p>
<h2>Kimler İçin Ameliyat Gerekir?</h2>
<p>Hafif olgularda gece ateli, el kullanımının düzenlenmesi ve gerekirse kanal içine yapılan enjeksiyon yakınmaları azaltabilir. Ameliyat şu durumlarda önerilir:</p>
<ul>
<li>Ameliyatsız tedaviye rağmen süren ya da tekrarlayan yakınmalar</li>
<li>Sinir iletim çalışmasında (EMG) orta ya da ileri düzey sıkışma</li>
<li>Başparmak kökündeki kaslarda erime ve güç kaybı</li>
<li>Sürekli hâle gelmiş uyuşukluk</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat çoğunlukla lokal anestezi ile, yaklaşık 15-20 dakikada ve günübirlik olarak yapılır. Avuç içinin alt kısmına açılan küçük bir kesiyle ya da endoskopik yöntemle transvers karpal bağ kesilir ve sinirin üzerindeki baskı kaldırılır. Kesi birkaç dikişle kapatılır ve hafif bir pansuman yapılır.</p>
<h2>İyileşme Süreci</h2>
<p>Ameliyattan hemen sonra parmak hareketlerine başlanması istenir. Gece uyanmaları ve karıncalanma çoğu hastada ilk günlerden itibaren azalır. Dikişler 10-14 gün sonra alınır. Avuç içindeki hassasiyet ve kavrama gücündeki azalma birkaç hafta ile birkaç ay içinde düzelir. Uzun süredir var olan ve kas erimesine yol açmış sıkışmalarda uyuşukluğun düzelmesi daha uzun sürebilir ve tam olmayabilir.</p>
<h2>Olası Riskler</h2>
<p>Yara yerinde hassasiyet, enfeksiyon, yakınmaların tam geçmemesi ya da yıllar sonra tekrarlaması ve çok nadiren sinir ya da damar yaralanması görülebilir.</p>
<p>Ellerinizde uyuşma ve gece uyanmaları yaşıyorsanız, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'karpal tünel sendromu, karpal tünel ameliyatı, elde uyuşma, median sinir sıkışması, el cerrahisi',
    seoDescription:
      'Karpal tünel sendromu ameliyatı ne zaman gerekir, nasıl yapılır? Elde uyuşma ve gece uyanmalarında cerrahi tedavi ve iyileşme süreci.',
    viewCount: 1532,
    daysAgo: 75,
    imageHue: 140,
  },
  {
    catalogKey: 'el',
    title: 'Tetik Parmak Ameliyatı',
    shortDescription:
      'Parmağı büken tendonun kalınlaşmış bir tünelde takılmasıyla oluşan tetik parmağın, bu tünelin küçük bir kesiyle gevşetilmesidir.',
    fullContent: `<h2>Tetik Parmak Nedir?</h2>
<p>Parmakları büken tendonlar, avuç içinde “makara” adı verilen bağ dokusundan tüneller içinde kayarak hareket eder. Bu tünellerin ilki (A1 makarası) kalınlaştığında ya da tendon üzerinde bir şişlik oluştuğunda, tendon tünelden geçerken takılır. Parmak bükülü kalır ve açılırken bir tetik gibi aniden “tık” ederek düzelir. Sabahları daha belirgin olan takılma, avuç içinde parmak kökünde ağrı ve hassas bir şişlik sık görülür.</p>
<h2>Tedavi Seçenekleri</h2>
<p>Başlangıçta elin dinlendirilmesi, atel ve tendon kılıfına yapılan kortizon enjeksiyonu çoğu hastada yakınmaları azaltır. Ameliyat şu durumlarda önerilir:</p>
<ul>
<li>Enjeksiyona rağmen tekrarlayan takılma</li>
<li>Parmağın kilitli kalması ve elle açılmasının gerekmesi</li>
<li>Parmağın tam açılamadığı ileri olgular</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>İşlem lokal anestezi ile, günübirlik olarak yapılır ve birkaç dakika sürer. Avuç içinde parmak kökünün hizasına açılan 1-2 cm’lik kesiyle kalınlaşmış A1 makarası kesilerek tendonun serbestçe kayması sağlanır. Hasta ameliyat sırasında parmağını hareket ettirerek takılmanın geçtiğini görebilir.</p>
<h2>İyileşme Süreci</h2>
<p>Parmak hareketlerine ameliyat günü başlanır. Hafif günlük işler birkaç gün içinde yapılabilir. Dikişler 10-14 gün sonra alınır. Avuç içindeki hassasiyet ve hafif şişlik birkaç hafta sürebilir; uzun süredir bükülü kalmış parmaklarda tam açılma için el terapisi gerekebilir.</p>
<h2>Olası Riskler</h2>
<p>Enfeksiyon, yara yerinde hassasiyet, parmakta sertlik ve çok nadiren parmak sinirinin yaralanması ya da tendonun yay gibi gerilmesi görülebilir.</p>
<p>Parmağınızda takılma ya da kilitlenme yaşıyorsanız, muayene için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'tetik parmak, tetik parmak ameliyatı, parmakta takılma, A1 makara gevşetme, el cerrahisi',
    seoDescription:
      'Tetik parmak neden olur, hangi durumda ameliyat gerekir? Lokal anestezi ile yapılan tetik parmak ameliyatı ve iyileşme süreci.',
    viewCount: 706,
    daysAgo: 205,
    imageHue: 120,
  },
  {
    catalogKey: 'el',
    title: 'El Bileği (Distal Radius) Kırığı Cerrahisi',
    shortDescription:
      'Ön kol kemiğinin el bileğine yakın ucundaki yer değiştirmiş ya da eklem yüzeyini bozan kırıkların plak ve vidalarla tespit edilmesidir.',
    fullContent: `<h2>Distal Radius Kırığı Nedir?</h2>
<p>Distal radius kırığı, ön koldaki iki kemikten kalın olanının (radius) el bileğine yakın ucunda oluşan kırıktır ve en sık görülen kırıklardan biridir. Genellikle el üzerine düşme sonucu oluşur. İleri yaşta kemik erimesine bağlı olarak basit bir düşmeyle, gençlerde ise spor yaralanmaları ve trafik kazası gibi yüksek enerjili travmalarla görülür.</p>
<h2>Hangi Kırıklar Ameliyat Gerektirir?</h2>
<p>Yer değiştirmemiş ya da kapalı yöntemle düzgünce yerine oturtulabilen kırıklar alçı ya da atelle tedavi edilebilir. Ameliyat genellikle şu durumlarda önerilir:</p>
<ul>
<li>Kapalı yöntemle yerine oturtulamayan ya da alçı içinde yeniden kayan kırıklar</li>
<li>Eklem yüzeyini ilgilendiren ve basamak oluşturan kırıklar</li>
<li>Kemiğin belirgin kısaldığı ya da açılandığı kırıklar</li>
<li>Açık kırıklar ve sinir-damar sorunlarının eşlik ettiği yaralanmalar</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat çoğunlukla koltuk altından yapılan bölgesel sinir bloğu ile, kolun tamamı uyuşturularak gerçekleştirilir. El bileğinin iç yüzünden yapılan kesiyle kırık yerine oturtulur ve kemiğe uyumlu, kilitli bir plak ile vidalarla sabitlenir. Kırığın tipine göre farklı tespit yöntemleri de kullanılabilir. İşlem skopi (ameliyat sırasında röntgen) kontrolünde yapılır.</p>
<h2>İyileşme Süreci</h2>
<p>Parmak hareketlerine hemen başlanır. Tespit sağlam olduğunda kısa bir süre ateli takiben, genellikle ilk 2 hafta içinde el bileği egzersizlerine geçilir. Kırığın kaynaması 6-8 hafta sürer; bu dönemde ağır yük kaldırılmaz. Kavrama gücü ve hareket açıklığının büyük ölçüde geri gelmesi çoğunlukla 3-6 ay sürer. İleri yaştaki hastalarda kemik erimesi açısından değerlendirme yapılması önerilir.</p>
<h2>Olası Riskler</h2>
<p>Tendonlarda plağa bağlı tahriş, elde şişlik ve ağrının uzun sürdüğü kompleks bölgesel ağrı sendromu, median sinir yakınmaları, hareket kısıtlılığı ve enfeksiyon görülebilir. Plak rahatsızlık vermedikçe çıkarılması genellikle gerekmez.</p>
<p>El bileği kırığı sonrasında tedavi seçeneklerinizi konuşmak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords:
      'el bileği kırığı, distal radius kırığı, el bileği plak ameliyatı, kırık tedavisi, el cerrahisi',
    seoDescription:
      'El bileği (distal radius) kırığında ameliyat ne zaman gerekir? Plak ile tespit, iyileşme süreci ve olası riskler hakkında bilgiler.',
    viewCount: 143,
    daysAgo: 350,
    imageHue: 350,
  },
  {
    catalogKey: 'ayak',
    title: 'Halluks Valgus (Bunyon) Ameliyatı',
    shortDescription:
      'Ayak başparmağının dışa doğru eğilmesi ve iç tarafta çıkıntı oluşmasıyla seyreden halluks valgus deformitesinin kemik düzeltme ameliyatıyla tedavisidir.',
    fullContent: `<h2>Halluks Valgus Nedir?</h2>
<p>Halluks valgus, ayak başparmağının diğer parmaklara doğru eğilmesi ve başparmak kökünün iç tarafında belirgin bir çıkıntı (bunyon) oluşmasıdır. Ailesel yatkınlık en önemli nedendir; dar burunlu ve yüksek topuklu ayakkabılar yakınmaları artırabilir. Çıkıntı üzerinde ağrı ve kızarıklık, ayakkabı seçmede güçlük ve diğer parmaklarda çekiçleşme görülebilir.</p>
<h2>Kimler İçin Ameliyat Önerilir?</h2>
<p>Geniş ve yumuşak ayakkabılar, silikon koruyucular ve uygun tabanlıklar yakınmaları hafifletebilir; ancak eğriliği düzeltmez. Ameliyat, yalnızca görünüm için değil, şu durumlarda önerilir:</p>
<ul>
<li>Uygun ayakkabıya rağmen süren ağrı</li>
<li>İlerleyen eğrilik ve diğer parmaklara binen yük</li>
<li>Ayak tabanında, parmak kökleri altında ağrı (metatarsalji)</li>
</ul>
<h2>Ameliyat Nasıl Yapılır?</h2>
<p>Ameliyat çoğunlukla spinal anestezi ya da ayak bileği bloğu ile yapılır. Deformitenin derecesine göre birinci tarak kemiğinde kontrollü kemik kesileri (osteotomi) yapılarak kemik doğru konuma getirilir ve küçük vidalarla sabitlenir. Eklem çevresindeki gergin yumuşak dokular gevşetilir, çıkıntı tıraşlanır. İleri ve esnek olmayan olgularda farklı düzeltme ya da dondurma (artrodez) yöntemleri gerekebilir.</p>
<h2>İyileşme Süreci</h2>
<p>Hastalar ameliyattan sonra ön ayağa yük bindirmeyen özel bir ayakkabı ile, genellikle ilk günlerden itibaren yürüyebilir. Bu ayakkabı yaklaşık 6 hafta kullanılır. İlk haftalarda ayağın yüksekte tutulması şişliği azaltır. Normal ayakkabıya geçiş 6-8. haftada başlar; ayaktaki şişliğin tamamen geçmesi 3-6 ay sürebilir.</p>
<h2>Olası Riskler</h2>
<p>Eğriliğin tekrarlaması, başparmak ekleminde sertlik, kemiğin geç kaynaması, parmakta uyuşukluk, enfeksiyon ve yükün diğer parmak köklerine aktarılmasına bağlı ağrı görülebilecek sorunlardır.</p>
<p>Ayak başparmağınızdaki çıkıntı ağrıya ve ayakkabı sorununa yol açıyorsa, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    seoKeywords: 'halluks valgus, bunyon, başparmak çıkıntısı, halluks valgus ameliyatı, ayak cerrahisi',
    seoDescription:
      'Halluks valgus (bunyon) ameliyatı kimlere önerilir, nasıl yapılır? Ayak başparmağı eğriliğinde cerrahi tedavi ve iyileşme süreci.',
    viewCount: 1248,
    daysAgo: 150,
    imageHue: 60,
  },
]

export const demoCategories: DemoCategory[] = [
  { key: 'spor-yaralanmalari', name: 'Spor Yaralanmaları' },
  { key: 'eklem-sagligi', name: 'Eklem Sağlığı' },
  { key: 'ameliyat-sonrasi', name: 'Ameliyat Sonrası Bakım' },
  { key: 'omurga-durus', name: 'Omurga ve Duruş' },
  { key: 'kirik-travma', name: 'Kırık ve Travma' },
]

export const demoBlogs: DemoBlog[] = [
  {
    categoryKey: 'spor-yaralanmalari',
    title: 'Koşucularda Sık Görülen Sakatlıklar ve Korunma Yolları',
    shortDescription:
      'Koşu, sağlıklı yaşamın en kolay ulaşılabilir sporlarından biri; ancak yanlış planlanan antrenmanlar sakatlıklara yol açabilir. En sık görülen sorunları ve korunma yollarını derledik.',
    fullContent: `<p>Koşu; kalp-damar sağlığını destekleyen, kilo kontrolüne yardımcı olan ve ruh hâlini iyileştiren, özel ekipman gerektirmeyen bir spordur. Ancak koşucularda görülen sakatlıkların büyük bölümü tek bir darbeyle değil, tekrarlayan küçük zorlanmaların birikmesiyle ortaya çıkar. Bu sakatlıkların çoğu, antrenman yükünün vücudun uyum sağlayabileceğinden daha hızlı artırılmasıyla ilişkilidir.</p>
<h2>En Sık Görülen Sakatlıklar</h2>
<ul>
<li><strong>Koşucu dizi (patellofemoral ağrı):</strong> Diz kapağının çevresinde, özellikle merdiven inerken ve uzun süre oturduktan sonra artan ağrı.</li>
<li><strong>İliotibial bant sendromu:</strong> Dizin dış yüzünde, koşunun belirli bir dakikasından sonra başlayan batıcı ağrı.</li>
<li><strong>Kaval kemiği ağrısı (shin splints):</strong> Kaval kemiğinin iç kenarı boyunca yayılan, yükle artan ağrı.</li>
<li><strong>Aşil tendiniti:</strong> Topuk arkasında, sabah ilk adımlarda belirgin olan ağrı ve sertlik.</li>
<li><strong>Plantar fasiit:</strong> Topuk altında, sabah yataktan kalkınca ilk adımlarda hissedilen keskin ağrı.</li>
<li><strong>Stres kırıkları:</strong> Ayak tarak kemikleri ya da kaval kemiğinde, dinlenmekle azalan ama koşuyla giderek artan noktasal ağrı.</li>
</ul>
<h2>Sakatlıklar Neden Olur?</h2>
<p>Haftalık mesafenin ya da hızın kısa sürede artırılması, yetersiz dinlenme, kalça ve uyluk kaslarındaki zayıflık, eskimiş ayakkabılar ve sert zeminde sürekli koşmak en sık nedenlerdir. Yeni başlayanlarda ise kas ve tendonların yüke alışması kemik ve kalp-damar sisteminden daha uzun sürer; bu nedenle “kendini iyi hissetmek” her zaman yükü artırmaya hazır olmak anlamına gelmez.</p>
<h2>Korunmak İçin Neler Yapabilirsiniz?</h2>
<p>Haftalık koşu mesafesini her hafta yaklaşık yüzde on civarında artırmak genel kabul gören pratik bir yaklaşımdır. Haftada iki gün kalça, uyluk ve baldır kaslarına yönelik kuvvet çalışması yapmak, koşu öncesinde dinamik ısınma ve sonrasında hafif germe hareketleri uygulamak sakatlık riskini azaltır. Ayakkabılarınızı kullanım yoğunluğunuza göre belirli aralıklarla yenilemeyi ve kolay, orta ve zor antrenman günlerini dengelemeyi unutmayın.</p>
<h2>Ne Zaman Hekime Başvurmalısınız?</h2>
<p>Birkaç günlük dinlenmeye rağmen geçmeyen ağrı, topallamaya neden olan ya da gece de süren ağrı, belirgin şişlik ve kemik üzerinde parmakla gösterilebilen noktasal hassasiyet değerlendirilmesi gereken bulgulardır. Özellikle stres kırıklarında erken tanı, iyileşme süresini önemli ölçüde kısaltır.</p>
<blockquote>Ağrıya rağmen koşmaya devam etmek, küçük bir sorunu haftalarca sürebilecek bir sakatlığa dönüştürebilir.</blockquote>
<p>Koşu sırasında ya da sonrasında geçmeyen bir ağrınız varsa, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Spor', 'Koşu', 'Diz', 'Ayak Bileği', 'Sakatlık Önleme'],
    seoKeywords:
      'koşu sakatlıkları, koşucu dizi, plantar fasiit, stres kırığı, shin splints, sakatlık önleme',
    seoDescription:
      'Koşucularda sık görülen sakatlıklar: koşucu dizi, kaval kemiği ağrısı, plantar fasiit ve stres kırıkları. Nedenleri ve korunma yolları.',
    viewCount: 1840,
    likes: 64,
    daysAgo: 2,
    imageHue: 15,
  },
  {
    categoryKey: 'eklem-sagligi',
    title: 'Menisküs Yırtığı Nedir? Belirtileri ve Tedavi Seçenekleri',
    shortDescription:
      'Diz ağrısının en sık nedenlerinden biri olan menisküs yırtıkları her zaman ameliyat gerektirmez. Belirtileri, tanı yöntemlerini ve tedavi seçeneklerini anlattık.',
    fullContent: `<p>Menisküsler, dizde uyluk ve kaval kemikleri arasında yer alan, hilal şeklindeki iki kıkırdak yapıdır. Her dizde bir iç (medial) ve bir dış (lateral) menisküs bulunur. Yükü eklem yüzeyine dengeli dağıtır, darbeleri emer ve dizin dengesine katkıda bulunur. Bu nedenle menisküs sağlığı, dizin uzun vadeli sağlığı için büyük önem taşır.</p>
<h2>Menisküs Nasıl Yırtılır?</h2>
<p>Gençlerde menisküs yırtıkları çoğunlukla futbol ve basketbol gibi sporlarda, ayak yere sabitken dizin dönmesiyle oluşur. Kırklı yaşlardan sonra ise menisküs dokusu yıprandığından, yerden bir şey almak için çömelmek ya da çömelikten kalkmak gibi basit hareketlerle de yırtık gelişebilir. Bu tür yıpranma yırtıkları sıklıkla başlangıç düzeyindeki kireçlenmeyle birlikte görülür.</p>
<h2>Belirtiler Nelerdir?</h2>
<ul>
<li>Dizin iç ya da dış yanında, eklem çizgisi boyunca ağrı</li>
<li>Yaralanmadan sonraki saatler ya da bir gün içinde gelişen şişlik</li>
<li>Dizde takılma hissi ya da dizin belli bir açıda kilitlenmesi</li>
<li>Çömelme, merdiven inme ve dönme hareketlerinde artan ağrı</li>
</ul>
<h2>Tanı Nasıl Konur?</h2>
<p>Tanıda ayrıntılı öykü ve muayene ilk adımdır. Muayenede özel testlerle menisküse yük bindirilerek ağrının kaynağı araştırılır. Manyetik rezonans (MR) görüntüleme yırtığın yerini, şeklini ve eşlik eden bağ ya da kıkırdak hasarını gösterir. Ancak MR’da görülen her yırtığın yakınmalardan sorumlu olmadığını bilmek gerekir; özellikle ileri yaşta, hiç yakınması olmayan kişilerde de yıpranma yırtıkları saptanabilir.</p>
<h2>Tedavi Seçenekleri</h2>
<p>Yıpranmaya bağlı ve kilitlenme yapmayan yırtıkların önemli bir kısmı; aktivite düzenlemesi, ağrı kesici ilaçlar ve özellikle uyluk kaslarını güçlendiren fizik tedavi programıyla rahatlar. Dizi kilitleyen yırtıklar, genç hastalardaki travmatik yırtıklar ve ameliyatsız tedaviye yanıt vermeyen yakınmalarda ise artroskopik cerrahi gündeme gelir. Cerrahide mümkün olduğunca <strong>menisküsü dikerek korumak</strong> hedeflenir; dikilemeyen parçalar ise en az doku kaybıyla temizlenir.</p>
<p>Menisküs yırtığında doğru tedavi; yırtığın tipine, yaşınıza, aktivite düzeyinize ve dizinizin genel durumuna göre kişiye özel olarak belirlenir. Dizinizde ağrı, şişlik ya da takılma varsa muayene için <a href="/randevu">online randevu</a> alabilirsiniz.</p>`,
    tags: ['Diz', 'Menisküs', 'Spor', 'Artroskopi'],
    seoKeywords: 'menisküs yırtığı, menisküs belirtileri, diz ağrısı, menisküs tedavisi, artroskopi, diz MR',
    seoDescription:
      'Menisküs yırtığı nedir, belirtileri nelerdir, her yırtık ameliyat gerektirir mi? Menisküs yırtığında tanı ve tedavi seçenekleri.',
    viewCount: 2675,
    likes: 71,
    daysAgo: 9,
    imageHue: 195,
  },
  {
    categoryKey: 'ameliyat-sonrasi',
    title: 'Diz Protezi Sonrası İlk 6 Hafta: Adım Adım İyileşme Rehberi',
    shortDescription:
      'Diz protezi ameliyatından sonraki ilk altı hafta, uzun vadeli sonucu belirleyen en önemli dönemdir. Bu süreçte nelere dikkat etmeniz gerektiğini haftalara göre özetledik.',
    fullContent: `<p>Diz protezi ameliyatı başarılı geçtikten sonra asıl iş, hastanın kendisinin de aktif rol aldığı rehabilitasyon dönemiyle başlar. İlk altı hafta; dizin hareket açıklığının kazanıldığı, kasların yeniden güçlenmeye başladığı ve günlük yaşama dönüşün temellerinin atıldığı dönemdir. Aşağıdaki bilgiler genel bir çerçeve sunar; kendi programınız için ameliyatı yapan hekiminizin ve fizyoterapistinizin önerilerini esas alın.</p>
<h2>Hastanede Geçen İlk Günler</h2>
<p>Çoğu hasta ameliyat günü ya da ertesi gün yürüteçle ayağa kalkar. Ağrı kontrolü için düzenli ilaçlar, pıhtı oluşumunu önlemek için ilaç ve ayak bileği pompalama egzersizleri uygulanır. Dizi düz uzatabilmek bu dönemin en önemli hedeflerinden biridir; bu nedenle dizin altına yastık konulmaması önerilir.</p>
<h2>1-2. Haftalar: Evde İlk Adımlar</h2>
<ul>
<li>Günde birkaç kez, kısa aralıklarla evin içinde yürüyün.</li>
<li>Size öğretilen egzersizleri günde 2-3 kez düzenli olarak yapın.</li>
<li>Şişliği azaltmak için bacağınızı kalp hizasının üzerinde tutun ve önerilen aralıklarla soğuk uygulama yapın.</li>
<li>Yaranızı kuru ve temiz tutun; pansuman ve dikiş alınma zamanını takip edin.</li>
</ul>
<h2>3-6. Haftalar: Güçlenme Dönemi</h2>
<p>Bu dönemde dizin bükülme açısının giderek artırılması, uyluk kaslarının güçlendirilmesi ve yürüyüş mesafesinin uzatılması hedeflenir. Çoğu hasta bu haftalarda yürüteçten bastona geçer. Sabit bisiklet, fizyoterapistin onayıyla programa eklenebilir. Altıncı haftanın sonunda dizin yaklaşık 90 derece ve üzerinde bükülebilmesi sık hedeflenen bir eşiktir; ancak ilerleme herkeste aynı hızda olmaz.</p>
<h2>Dikkat Edilmesi Gereken Belirtiler</h2>
<p>Yarada artan kızarıklık, akıntı, ateş, baldırda ağrılı şişlik ya da ani nefes darlığı gibi belirtiler acil değerlendirme gerektirir. Bu tür durumlarda beklemeden hekiminize ya da en yakın sağlık kuruluşuna başvurun.</p>
<blockquote>Protez sonrası iyileşme bir maraton gibidir: Her gün düzenli yapılan küçük egzersizler, birkaç gün yapılan yoğun çalışmadan çok daha değerlidir.</blockquote>
<p>İlk altı haftanın sonunda hastaların çoğu ev içinde bağımsız hareket edebilir ve günlük işlerinin önemli bir kısmını yapabilir hâle gelir. Kontrol muayeneniz ya da protez hakkındaki sorularınız için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Diz', 'Protez', 'Ameliyat Sonrası', 'Fizik Tedavi'],
    seoKeywords:
      'diz protezi sonrası, diz protezi rehabilitasyon, protez sonrası egzersiz, diz protezi iyileşme süresi',
    seoDescription:
      'Diz protezi sonrası ilk 6 hafta: hastanede ilk günler, evde egzersizler, güçlenme dönemi ve dikkat edilmesi gereken uyarı belirtileri.',
    viewCount: 2215,
    likes: 58,
    daysAgo: 21,
    imageHue: 30,
  },
  {
    categoryKey: 'eklem-sagligi',
    title: 'Omuz Ağrısı Ne Zaman Ciddiye Alınmalı?',
    shortDescription:
      'Omuz ağrısı çoğu zaman kısa sürede geçer; ancak bazı belirtiler tendon yırtığı ya da donuk omuz gibi tedavi gerektiren bir sorunun habercisi olabilir.',
    fullContent: `<p>Omuz, vücudun en hareketli eklemidir ve bu geniş hareket kabiliyeti onu zorlanmalara karşı daha hassas hâle getirir. Omuz ağrısı; ağır bir çanta taşıdıktan, bahçe işlerinden ya da uzun süre bilgisayar başında kaldıktan sonra sık görülür ve çoğunlukla birkaç gün içinde geçer. Ancak bazı durumlarda ağrı, altta yatan ve erken tedavi edildiğinde daha iyi sonuç alınan bir sorunun işareti olabilir.</p>
<h2>Omuz Ağrısının Sık Nedenleri</h2>
<ul>
<li><strong>Sıkışma sendromu ve tendinit:</strong> Kolu yukarı kaldırırken belirli bir açıda ortaya çıkan ağrı.</li>
<li><strong>Rotator manşet yırtığı:</strong> Ağrıyla birlikte kolu kaldırmada güçsüzlük, geceleri artan yakınmalar.</li>
<li><strong>Donuk omuz (adeziv kapsülit):</strong> Özellikle diyabet hastalarında sık görülen, ağrı ve giderek artan hareket kısıtlılığı.</li>
<li><strong>Omuz kireçlenmesi:</strong> İleri yaşta, hareketle artan ağrı ve eklemde sürtünme hissi.</li>
<li><strong>Boyundan yayılan ağrı:</strong> Boyun fıtığı gibi sorunlar da omuz çevresinde ağrıya neden olabilir.</li>
</ul>
<h2>Hangi Belirtiler Uyarıcıdır?</h2>
<p>Geceleri uykudan uyandıran ya da etkilenen omuz üzerine yatmayı imkânsız kılan ağrı, kolu başın üzerine kaldıramamak, bir düşme ya da ani zorlanma sonrasında başlayan güç kaybı ve iki-üç haftadan uzun süren yakınmalar mutlaka değerlendirilmelidir. Düşme sonrası kolu hiç kaldıramama, tendon yırtığının ya da çıkığın belirtisi olabilir.</p>
<h2>Acil Başvuru Gerektiren Durumlar</h2>
<p>Göğüs ağrısı, nefes darlığı ya da terlemeyle birlikte olan sol omuz ve kol ağrısı kalp kaynaklı olabilir; bu durumda vakit kaybetmeden acil servise başvurulmalıdır. Omuzda belirgin şekil bozukluğu, ateşle birlikte şişlik ve kızarıklık da acil değerlendirme gerektirir.</p>
<h2>Tanı ve Tedavi</h2>
<p>Muayenede hareket açıklığı, kas gücü ve özel testlerle ağrının kaynağı araştırılır. Gerektiğinde röntgen, ultrason ya da MR ile inceleme yapılır. Omuz ağrılarının büyük çoğunluğu egzersiz programı, fizik tedavi, ilaçlar ve gerektiğinde enjeksiyonlarla iyileşir. Yeni oluşmuş tendon yırtıkları ve tekrarlayan çıkıklar gibi durumlarda ise cerrahi tedavi daha ön plana çıkar.</p>
<p>Omuz ağrınız günlük yaşamınızı kısıtlıyorsa ya da yukarıdaki uyarıcı belirtilerden birini yaşıyorsanız, muayene için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Omuz', 'Ağrı', 'Rotator Manşet'],
    seoKeywords: 'omuz ağrısı, omuz ağrısı nedenleri, rotator manşet, donuk omuz, gece omuz ağrısı',
    seoDescription:
      'Omuz ağrısı ne zaman ciddiye alınmalı? Sık nedenler, uyarıcı belirtiler, acil durumlar ve omuz ağrısında tanı ile tedavi seçenekleri.',
    viewCount: 1410,
    likes: 37,
    daysAgo: 36,
    imageHue: 230,
  },
  {
    categoryKey: 'omurga-durus',
    title: 'Bel Fıtığı mı, Kas Ağrısı mı? Bel Ağrısında Uyarı İşaretleri',
    shortDescription:
      'Bel ağrısı yaşayanların çoğunda neden basit bir kas zorlanmasıdır ve ağrı birkaç hafta içinde geçer. Hangi belirtilerin daha ayrıntılı değerlendirme gerektirdiğini anlattık.',
    fullContent: `<p>Bel ağrısı, yetişkinlerin büyük çoğunluğunun hayatının bir döneminde yaşadığı ve iş gücü kaybının en sık nedenlerinden biri olan bir yakınmadır. İyi haber şu ki bel ağrılarının büyük bölümü kas ve bağlardaki zorlanmalardan kaynaklanır ve birkaç gün ile birkaç hafta içinde kendiliğinden ya da basit önlemlerle geçer.</p>
<h2>Kas Kaynaklı Bel Ağrısı</h2>
<p>Ağır kaldırma, ani dönme, uzun süre aynı pozisyonda kalma ya da alışık olunmayan bir fiziksel aktivite sonrasında ortaya çıkar. Ağrı genellikle belde ve kalçanın üst kısmında yoğunlaşır, hareketle artar, dinlenmekle azalır. Bu tür ağrılarda uzun süre yatak istirahati önerilmez; ağrının izin verdiği ölçüde hareketli kalmak iyileşmeyi hızlandırır.</p>
<h2>Bel Fıtığı Nasıl Ayırt Edilir?</h2>
<p>Bel fıtığında omurlar arasındaki diskin iç kısmı dışarı taşarak sinir köküne baskı yapar. Bu durumda ağrı çoğunlukla belden kalçaya ve bacağın arkasına, hatta ayağa kadar yayılır. Bacakta uyuşma, karıncalanma ve bazen güç kaybı eşlik edebilir. Öksürme ve hapşırma ile bacak ağrısının artması da tipik bir bulgudur. Bel fıtıklarının da önemli bir kısmı ameliyatsız tedaviyle, zaman içinde düzelir.</p>
<h2>Hangi Belirtiler Uyarı İşaretidir?</h2>
<ul>
<li>İdrar ya da gaitayı tutamama veya idrar yapamama</li>
<li>Kasık ve makat çevresinde uyuşma (eyer tarzı uyuşma)</li>
<li>Bacakta hızla artan güçsüzlük, ayak bileğini ya da parmakları kaldıramama</li>
<li>Ateş, açıklanamayan kilo kaybı ya da geçmişte kanser öyküsü ile birlikte bel ağrısı</li>
<li>Ciddi bir düşme ya da kaza sonrası başlayan ağrı</li>
<li>Gece istirahatte de geçmeyen, giderek artan ağrı</li>
</ul>
<p>Özellikle ilk üç belirti acil değerlendirme gerektirir; bu durumda beklemeden en yakın acil servise başvurulmalıdır.</p>
<h2>Ne Yapabilirsiniz?</h2>
<p>Uyarı işaretleri yoksa ilk günlerde hareketli kalmak, kısa süreli ağrı kesici kullanmak ve sıcak uygulama yapmak çoğu zaman yeterlidir. Ağrı azaldıktan sonra karın ve sırt kaslarını güçlendiren egzersizler, düzenli yürüyüş ve doğru kaldırma teknikleri tekrarlamayı önlemeye yardımcı olur. Altı haftayı aşan ağrılarda ise ayrıntılı muayene ve gerekirse görüntüleme yapılmalıdır.</p>
<p>Bel ağrınız uzun sürüyorsa ya da bacağınıza yayılıyorsa, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Bel Ağrısı', 'Omurga', 'Duruş', 'Ağrı'],
    seoKeywords: 'bel ağrısı, bel fıtığı belirtileri, kas ağrısı, siyatik, bel ağrısı uyarı işaretleri',
    seoDescription:
      'Bel ağrınız kas zorlanması mı, bel fıtığı mı? Bel ağrısında ayırt edici belirtiler, acil uyarı işaretleri ve evde yapılabilecekler.',
    viewCount: 2990,
    likes: 80,
    daysAgo: 52,
    imageHue: 300,
  },
  {
    categoryKey: 'omurga-durus',
    title: 'Masa Başı Çalışanlar İçin Doğru Oturma ve Duruş Önerileri',
    shortDescription:
      'Günün büyük kısmını bilgisayar başında geçirenlerde boyun, sırt ve bel ağrıları sık görülür. Çalışma alanınızda yapacağınız küçük düzenlemelerle bu yakınmaları azaltabilirsiniz.',
    fullContent: `<p>Masa başında uzun saatler geçirmek, boyun ve bel ağrılarının en sık nedenlerinden biridir. Sorun çoğu zaman tek bir “yanlış” pozisyon değil, hangi pozisyonda olursa olsun uzun süre hareketsiz kalmaktır. Bu nedenle doğru duruş kadar düzenli hareket etmek de önemlidir.</p>
<h2>Sandalye ve Masa Ayarı</h2>
<ul>
<li>Ayaklarınız yere tam basmalı, dizleriniz kalça hizasında ya da biraz altında olmalıdır.</li>
<li>Belinizin çukurunu destekleyen bir sandalye ya da küçük bir bel yastığı kullanın.</li>
<li>Klavye ve fare, omuzlarınız gevşek ve dirsekleriniz yaklaşık 90 derece bükülü olacak şekilde yerleştirilmelidir.</li>
<li>Kol dayanakları omuzlarınızı yukarı itmeyecek yükseklikte olmalıdır.</li>
</ul>
<h2>Ekran Konumu</h2>
<p>Ekranın üst kenarı göz hizasında ya da biraz altında, yaklaşık bir kol boyu uzaklıkta olmalıdır. Dizüstü bilgisayar kullanıyorsanız bir yükseltici ile ekranı göz hizasına getirip ayrı bir klavye ve fare kullanmak boynunuzun öne eğilmesini önler. Telefonu uzun süre aşağı bakarak kullanmak da boyuna önemli bir yük bindirir.</p>
<h2>Mola ve Hareket</h2>
<p>Her 30-45 dakikada bir kısa bir mola vererek ayağa kalkmak, birkaç adım yürümek ve omuzlarınızı çevirmek kaslardaki gerginliği azaltır. Telefonla görüşmeleri ayakta yapmak ya da yazıcıya kadar yürümek gibi küçük alışkanlıklar gün içinde fark yaratır. Hatırlatıcı kullanmak, molaları alışkanlık hâline getirmenize yardımcı olabilir.</p>
<h2>Basit Egzersizler</h2>
<p>Çeneyi hafifçe geriye çekme, kürek kemiklerini birbirine yaklaştırma, göğüs germe ve oturduğunuz yerde gövdeyi iki yana döndürme hareketleri gün içinde birkaç kez tekrarlanabilir. Haftada en az üç gün yürüyüş, yüzme ya da pilates gibi düzenli egzersizler sırt ve karın kaslarını güçlendirerek omurganızı destekler.</p>
<p>Uzun süren boyun ya da bel ağrılarınız, kollarınıza veya bacaklarınıza yayılan uyuşmalarınız varsa muayene için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Duruş', 'Omurga', 'Boyun Ağrısı', 'Egzersiz'],
    seoKeywords: 'doğru oturma, masa başı duruş, ergonomi, boyun ağrısı, bel ağrısı, ofis egzersizleri',
    seoDescription:
      'Masa başı çalışanlar için sandalye, masa ve ekran ayarı, mola önerileri ve boyun ile bel ağrısını azaltan basit ofis egzersizleri.',
    viewCount: 530,
    likes: 22,
    daysAgo: 67,
    imageHue: 170,
  },
  {
    categoryKey: 'eklem-sagligi',
    title: 'Kireçlenme (Osteoartrit) Nedir? Dizlerinizi Korumak İçin Günlük Öneriler',
    shortDescription:
      'Eklem kireçlenmesi yaşla birlikte sıklaşan bir durumdur; ancak doğru alışkanlıklarla ağrıyı azaltmak ve ilerlemesini yavaşlatmak mümkündür.',
    fullContent: `<p>Halk arasında “kireçlenme” olarak bilinen osteoartrit, eklem yüzeylerini kaplayan kıkırdağın zamanla incelip aşınmasıdır. Adının aksine eklemde kireç birikmesi söz konusu değildir; kıkırdak kaybıyla birlikte eklem kenarlarında kemik çıkıntıları oluşur ve eklem aralığı daralır. En sık diz, kalça, el ve omurga eklemleri etkilenir.</p>
<h2>Kimlerde Daha Sık Görülür?</h2>
<ul>
<li>İleri yaş ve ailesel yatkınlık</li>
<li>Fazla kilo</li>
<li>Geçirilmiş menisküs, bağ ya da kırık yaralanmaları</li>
<li>O bacak ya da X bacak gibi dizilim bozuklukları</li>
<li>Uzun yıllar ağır fiziksel iş yapmak</li>
</ul>
<h2>Belirtiler</h2>
<p>Kireçlenmenin başlıca belirtisi hareketle artan, dinlenmekle azalan eklem ağrısıdır. Sabahları ya da uzun süre oturduktan sonra kısa süren tutukluk, merdiven inip çıkarken zorlanma ve eklemde sürtünme sesi sık görülür. İlerleyen dönemde ağrı istirahatte ve geceleri de hissedilebilir.</p>
<h2>Dizlerinizi Korumak İçin Neler Yapabilirsiniz?</h2>
<p>Fazla kilolarınızdan kurtulmak dizlere binen yükü belirgin şekilde azaltır. Uyluk kaslarını güçlendiren düzenli egzersizler eklemi destekler ve ağrıyı azaltır; yüzme, sabit bisiklet ve düz zeminde yürüyüş dizler için uygun aktivitelerdir. Uzun süre çömelmek, yer minderinde oturmak ve sık merdiven inip çıkmak gibi dize fazla yük bindiren hareketleri sınırlamak da faydalı olur.</p>
<h2>Tedavi Seçenekleri</h2>
<p>Tedavi kireçlenmenin evresine ve yakınmalara göre planlanır. Erken evrede egzersiz, fizik tedavi, kilo kontrolü ve gerektiğinde ağrı kesiciler temel tedavidir. Seçilmiş hastalarda eklem içi enjeksiyonlar yakınmaları bir süre hafifletebilir. Dizilim bozukluğu olan genç hastalarda düzeltme ameliyatları, ileri evrede ve yaşam kalitesini belirgin bozan durumlarda ise protez cerrahisi değerlendirilir.</p>
<p>Kireçlenme bir anda gelişmez ve erken dönemde alınan önlemler eklem sağlığını uzun süre korumaya yardımcı olur. Eklem ağrılarınız için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Kireçlenme', 'Diz', 'Kalça', 'Egzersiz'],
    seoKeywords: 'kireçlenme, osteoartrit, diz kireçlenmesi, eklem ağrısı, diz sağlığı, kireçlenme tedavisi',
    seoDescription:
      'Kireçlenme (osteoartrit) nedir, kimlerde görülür? Diz kireçlenmesinin belirtileri, dizleri korumak için öneriler ve tedavi seçenekleri.',
    viewCount: 1195,
    likes: 45,
    daysAgo: 94,
    imageHue: 50,
  },
  {
    categoryKey: 'spor-yaralanmalari',
    title: 'Ön Çapraz Bağ Ameliyatı Sonrası Spora Dönüş Süreci',
    shortDescription:
      'Ön çapraz bağ ameliyatından sonra spora dönüş, takvimden çok testlerle belirlenen aşamalı bir süreçtir. Bu süreçte sizi nelerin beklediğini anlattık.',
    fullContent: `<p>Ön çapraz bağ ameliyatı olan sporcuların en sık sorduğu soru “Ne zaman sahaya dönebilirim?” olur. Yanıt, yalnızca ameliyattan bu yana geçen süreye değil; dizin hareket açıklığına, kas gücüne, dengeye ve sporcunun kendine güvenine bağlıdır. Yeni bağın kemik tünelleri içinde yerleşmesi ve olgunlaşması aylar sürer; bu nedenle dönüş sabırla planlanmalıdır.</p>
<h2>Aşamalar</h2>
<ol>
<li><strong>0-6. haftalar:</strong> Şişliği kontrol altına almak, dizi tam açmak, bükülmeyi artırmak ve koltuk değneklerini bırakmak.</li>
<li><strong>6-12. haftalar:</strong> Normal yürüyüş, sabit bisiklet, denge çalışmaları ve kapalı zincir kuvvet egzersizleri.</li>
<li><strong>3-6. aylar:</strong> Düz koşu, çeviklik ve sıçrama çalışmalarına kademeli başlangıç.</li>
<li><strong>6-9. aylar:</strong> Spora özgü antrenmanlar, yön değiştirme ve takım antrenmanlarına kontrollü katılım.</li>
<li><strong>9-12. aylar:</strong> Testlerin başarıyla tamamlanmasının ardından müsabakalara dönüş.</li>
</ol>
<h2>Spora Dönüş Testleri</h2>
<p>Dönüş kararında ameliyatlı bacağın kuvvetinin sağlam bacakla karşılaştırılması, tek ayak sıçrama testleri, denge ve çeviklik değerlendirmeleri kullanılır. Genel olarak ameliyatlı bacağın sağlam bacağın en az yüzde 90’ı düzeyinde performans göstermesi hedeflenir. Sporcunun psikolojik olarak hazır olması da en az fiziksel hazırlık kadar önemlidir.</p>
<h2>Erken Dönüşün Riskleri</h2>
<p>Çalışmalar, dokuzuncu aydan önce ve testler tamamlanmadan spora dönen sporcularda yeniden yaralanma riskinin belirgin şekilde arttığını göstermektedir. Yeniden yırtılma yalnızca ameliyatlı dizde değil, karşı dizde de görülebilir. Bu nedenle kendinizi iyi hissetseniz bile programın aşamalarını atlamamak önemlidir.</p>
<h2>Yeniden Yaralanmayı Önlemek</h2>
<p>Isınma programları, sıçrayıp yere iniş tekniğinin geliştirilmesi, kalça ve gövde kaslarının güçlendirilmesi ve yorgunken yoğun çalışmaktan kaçınmak hem ameliyatlı hem de sağlam dizi korur. Spora döndükten sonra da koruyucu egzersizlerin haftalık programın bir parçası olarak sürdürülmesi önerilir.</p>
<p>Ameliyat sonrası sürecinizi değerlendirmek ya da spora dönüş testleri hakkında bilgi almak için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Ön Çapraz Bağ', 'Diz', 'Spor', 'Ameliyat Sonrası', 'Fizik Tedavi'],
    seoKeywords:
      'ön çapraz bağ ameliyatı sonrası, spora dönüş, ÖÇB rehabilitasyon, çapraz bağ iyileşme süresi',
    seoDescription:
      'Ön çapraz bağ ameliyatı sonrası spora dönüş ne zaman mümkün? Aşamalar, spora dönüş testleri ve yeniden yaralanmayı önleme yolları.',
    viewCount: 845,
    likes: 49,
    daysAgo: 121,
    imageHue: 210,
  },
  {
    categoryKey: 'ameliyat-sonrasi',
    title: 'Kalça Protezi Sonrası Evde Güvenli Yaşam İçin Öneriler',
    shortDescription:
      'Kalça protezi ameliyatından sonra evinizde yapacağınız küçük düzenlemeler düşme riskini azaltır ve iyileşme sürecinizi kolaylaştırır.',
    fullContent: `<p>Kalça protezi ameliyatından sonra hastanede geçen süre kısadır ve iyileşmenin büyük bölümü evde gerçekleşir. Bu nedenle eve dönmeden önce yaşam alanınızı hazırlamak, hem düşme riskini azaltır hem de günlük işlerinizi daha rahat yapmanızı sağlar.</p>
<h2>Eve Dönmeden Önce</h2>
<ul>
<li>Kaygan halıları kaldırın, elektrik kablolarını yürüme yollarından uzaklaştırın.</li>
<li>Sık kullandığınız eşyaları bel ile omuz hizası arasındaki raflara yerleştirin.</li>
<li>Koridor ve banyo için gece lambası kullanın.</li>
<li>Banyoya tutunma barları ve kaydırmaz paspas yerleştirin; gerekirse tuvalet yükseltici kullanın.</li>
</ul>
<h2>Oturma ve Kalkma</h2>
<p>Kolçaklı, sağlam ve çok alçak olmayan sandalyeler tercih edin. Oturup kalkarken kolçaklardan destek alın. Ameliyatta kullanılan yaklaşıma göre hekiminiz bir süre kalçanızı aşırı bükmemenizi, bacak bacak üstüne atmamanızı ve ameliyatlı bacağı içe döndürmemenizi isteyebilir; bu önerileri size verilen süre boyunca uygulayın.</p>
<h2>Yürüme ve Merdiven</h2>
<p>Yürüteç ya da koltuk değneklerinizi size önerilen süre boyunca kullanın. Merdiven çıkarken önce sağlam bacak, inerken önce ameliyatlı bacak ile adım atmak pratik bir kuraldır. Evin içinde terlik yerine arkası kapalı ve kaymaz tabanlı ayakkabı giymek düşme riskini azaltır.</p>
<h2>Giyinme ve Günlük İşler</h2>
<p>Uzun saplı ayakkabı çekeceği, çorap giyme aparatı ve uzanma maşası gibi yardımcı araçlar ilk haftalarda işinizi kolaylaştırır. Otururken giyinmek ve önce ameliyatlı bacağı giydirmek daha güvenlidir.</p>
<h2>Hangi Belirtilerde Başvurmalısınız?</h2>
<p>Yarada artan kızarıklık ya da akıntı, ateş, baldırda ağrılı şişlik, ani nefes darlığı, bacakta ani kısalma ya da dönme ve yük verememe durumlarında vakit kaybetmeden hekiminize başvurun. Kontrol muayeneleriniz ve sorularınız için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Kalça', 'Protez', 'Ameliyat Sonrası', 'Düşme Önleme'],
    seoKeywords:
      'kalça protezi sonrası, kalça protezi ev düzenlemesi, protez sonrası düşme, kalça protezi bakım',
    seoDescription:
      'Kalça protezi sonrası evde güvenli yaşam: ev düzenlemesi, oturup kalkma, merdiven kullanımı, giyinme ve başvurmanız gereken durumlar.',
    viewCount: 675,
    likes: 18,
    daysAgo: 143,
    imageHue: 45,
  },
  {
    categoryKey: 'kirik-travma',
    title: 'Osteoporoz ve Kırık Riski: Kemik Sağlığını Korumanın Yolları',
    shortDescription:
      'Kemik erimesi çoğu zaman ilk kırığa kadar belirti vermez. Risk faktörlerini bilmek ve erken önlem almak, kalça ve omurga kırıklarını önlemede önemlidir.',
    fullContent: `<p>Osteoporoz (kemik erimesi), kemik yoğunluğunun azalması ve kemik yapısının zayıflamasıyla kemiklerin kolay kırılır hâle gelmesidir. Sessiz ilerleyen bir hastalıktır; çoğu kişi osteoporozu olduğunu ilk kez basit bir düşme sonrasında oluşan bir el bileği, omurga ya da kalça kırığıyla öğrenir.</p>
<h2>Risk Faktörleri</h2>
<ul>
<li>Menopoz sonrası dönemdeki kadınlar ve ileri yaş</li>
<li>Ailede kalça kırığı öyküsü</li>
<li>Düşük vücut ağırlığı, hareketsiz yaşam</li>
<li>Sigara ve fazla alkol kullanımı</li>
<li>Uzun süreli kortizon kullanımı ve bazı hormonal hastalıklar</li>
</ul>
<h2>Tanı Nasıl Konur?</h2>
<p>Kemik yoğunluğu ölçümü (DEXA), osteoporoz tanısında kullanılan temel yöntemdir. Menopoz sonrası kadınlarda ve risk faktörü taşıyan kişilerde hekimin önerisiyle yapılır. Daha önce basit bir düşmeyle kırık geçirmiş olmak başlı başına önemli bir risk göstergesidir ve mutlaka değerlendirilmelidir.</p>
<h2>Kemik Sağlığı İçin Neler Yapabilirsiniz?</h2>
<p>Süt ürünleri gibi kalsiyumdan zengin besinler tüketmek, yeterli D vitamini almak ve düzenli egzersiz yapmak temel önlemlerdir. Yürüyüş gibi yük bindiren egzersizler ve kas güçlendirme çalışmaları kemiği uyarır; denge egzersizleri ise düşme riskini azaltır. Sigarayı bırakmak ve alkolü sınırlamak da kemik kaybını yavaşlatır. Takviye kullanımına kendi başınıza değil, hekiminizle birlikte karar vermelisiniz.</p>
<h2>Düşmeleri Önlemek</h2>
<p>Osteoporozlu kişilerde kırıkların çoğu ev içindeki düşmelerle olur. Evde yeterli aydınlatma, kaygan halıların kaldırılması, banyoda tutunma barları ve kaymaz terlikler basit ama etkili önlemlerdir. Baş dönmesi yapabilen ilaçların gözden geçirilmesi ve düzenli göz muayenesi de önemlidir.</p>
<h2>Tedavi</h2>
<p>Osteoporoz tanısı konan hastalarda kemik yıkımını azaltan ya da kemik yapımını artıran ilaç tedavileri kırık riskini anlamlı ölçüde düşürür. Tedavinin seçimi ve süresi kişinin risk düzeyine göre belirlenir.</p>
<p>Kırık geçirdiyseniz ya da kemik sağlığınızla ilgili sorularınız varsa, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Osteoporoz', 'Kırık', 'Kemik Sağlığı', 'Kalça', 'Düşme Önleme'],
    seoKeywords:
      'osteoporoz, kemik erimesi, kırık riski, kemik yoğunluğu ölçümü, kalça kırığı, kemik sağlığı',
    seoDescription:
      'Osteoporoz (kemik erimesi) nedir, kimlerde görülür? Kırık riskini azaltmak ve kemik sağlığını korumak için öneriler ve tedavi yolları.',
    viewCount: 1610,
    likes: 33,
    daysAgo: 180,
    imageHue: 285,
  },
  {
    categoryKey: 'spor-yaralanmalari',
    title: 'Ayak Bileği Burkulması: İlk Müdahale ve İyileşme Süreci',
    shortDescription:
      'Ayak bileği burkulması en sık görülen spor yaralanmalarından biridir. Doğru ilk müdahale ve düzenli egzersiz, tekrar burkulmaların önlenmesinde belirleyicidir.',
    fullContent: `<p>Ayak bileği burkulması, ayağın genellikle içe doğru dönmesiyle ayak bileğinin dış yüzündeki bağların gerilmesi ya da yırtılmasıdır. Basketbol, voleybol ve futbol gibi sporlarda çok sık görülür; ancak kaldırımdan inerken ya da engebeli zeminde yürürken de olabilir. Çoğu hafif gibi görünse de yetersiz tedavi edilen burkulmalar tekrarlayabilir ve ayak bileğinde kronik gevşekliğe yol açabilir.</p>
<h2>İlk 48-72 Saatte Ne Yapmalı?</h2>
<ul>
<li><strong>Koruma:</strong> Ağrı belirginse bir süre koltuk değneği ya da destekleyici bir bileklik kullanın.</li>
<li><strong>Soğuk uygulama:</strong> Bir beze sarılı buzu günde birkaç kez 15-20 dakika uygulayın; buzu doğrudan cilde koymayın.</li>
<li><strong>Elastik bandaj:</strong> Şişliği sınırlamak için bandaj kullanabilirsiniz; bandajın parmaklarda morarma ya da uyuşma yapmamasına dikkat edin.</li>
<li><strong>Yükseltme:</strong> Özellikle ilk günlerde ayağınızı kalp hizasının üzerinde tutun.</li>
</ul>
<h2>Ne Zaman Röntgen Gerekir?</h2>
<p>Yaralanmadan hemen sonra ya da muayene sırasında ayağa dört adım basamamak, ayak bileği kemik çıkıntılarının arka kenarında ya da ayağın dış kenarındaki kemiklerde belirgin hassasiyet kırık açısından röntgen çekilmesini gerektirebilir. Şiddetli şişlik, şekil bozukluğu ve ayakta uyuşma olduğunda da beklemeden değerlendirme yapılmalıdır.</p>
<h2>İyileşme Süreci</h2>
<p>Hafif burkulmalar genellikle 1-3 haftada, daha ciddi bağ yaralanmaları ise 6 haftaya kadar ya da daha uzun sürede iyileşir. Uzun süre tam hareketsizlik yerine, ağrının izin verdiği ölçüde erken dönemde yük vermek ve ayak bileği hareketlerine başlamak iyileşmeyi hızlandırır.</p>
<h2>Tekrar Burkulmaları Önlemek</h2>
<p>Ağrı geçtikten sonra denge ve kuvvet egzersizleri en önemli adımdır. Tek ayak üzerinde durma, denge tahtası çalışmaları ve ayak bileği çevresindeki kasları güçlendiren lastik bant egzersizleri tekrar burkulma riskini azaltır. Spora dönüşte bir süre bileklik ya da bantlama kullanmak da yardımcı olabilir. Sık tekrarlayan burkulmalar ve sürekli “ayak bileği boşalıyor” hissi varsa, bağ gevşekliği açısından ayrıntılı değerlendirme gerekir; bu hastaların bir kısmında bağ onarımı ameliyatı gündeme gelebilir.</p>
<p>Ayak bileğiniz sık burkuluyorsa ya da burkulma sonrası ağrınız geçmiyorsa, muayene için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Ayak Bileği', 'Spor', 'İlk Yardım', 'Fizik Tedavi'],
    seoKeywords:
      'ayak bileği burkulması, ayak bileği bağ yaralanması, burkulma ilk müdahale, burkulma iyileşme süresi',
    seoDescription:
      'Ayak bileği burkulmasında ilk 72 saatte yapılması gerekenler, röntgen gerektiren durumlar, iyileşme süreci ve tekrarı önleme yolları.',
    viewCount: 960,
    likes: 27,
    daysAgo: 222,
    imageHue: 110,
  },
  {
    categoryKey: 'eklem-sagligi',
    title: 'Karpal Tünel Sendromu: Ellerde Uyuşma Neden Olur?',
    shortDescription:
      'Geceleri ellerinizin uyuşmasıyla uyanıyorsanız, neden el bileğinde sıkışan bir sinir olabilir. Karpal tünel sendromunun belirtilerini ve tedavisini anlattık.',
    fullContent: `<p>Ellerde uyuşma ve karıncalanma birçok nedene bağlı olabilir; ancak en sık nedenlerden biri karpal tünel sendromudur. El bileğindeki dar bir kanaldan geçen median sinirin sıkışmasıyla ortaya çıkar. Kadınlarda, gebelikte, diyabet ve tiroit hastalığı olanlarda ve eli yoğun kullanan kişilerde daha sık görülür.</p>
<h2>Belirtiler</h2>
<ul>
<li>Başparmak, işaret ve orta parmakta uyuşma, karıncalanma ya da yanma</li>
<li>Geceleri uykudan uyandıran, eli sallamakla rahatlayan yakınmalar</li>
<li>Telefon tutma, araç kullanma ve kitap okuma sırasında artan uyuşma</li>
<li>İlerleyen dönemde eşyaları düşürme, düğme iliklemede zorlanma</li>
</ul>
<h2>Tanı</h2>
<p>Tanı büyük ölçüde yakınmalar ve muayene bulgularıyla konur. Muayenede el bileğine yapılan hafif vurma ya da bileğin bükülü tutulmasıyla belirtilerin ortaya çıkıp çıkmadığı değerlendirilir. Sinir iletim çalışması (EMG), sıkışmanın derecesini belirlemek ve boyun fıtığı gibi benzer yakınmalara yol açan diğer nedenlerden ayırmak için kullanılır.</p>
<h2>Ameliyatsız Tedavi</h2>
<p>Hafif ve orta düzeydeki olgularda el bileğini gece boyunca düz tutan bir atel kullanmak çoğu zaman belirgin rahatlama sağlar. Eli zorlayan hareketlerin azaltılması ve uygun aralıklarla mola verilmesi de önemlidir. Gerektiğinde kanal içine yapılan enjeksiyon yakınmaları bir süre hafifletebilir. Gebeliğe bağlı karpal tünel sendromu çoğunlukla doğumdan sonra geriler.</p>
<h2>Ne Zaman Ameliyat Gerekir?</h2>
<p>Ameliyatsız tedaviye rağmen süren yakınmalar, sürekli hâle gelen uyuşukluk ve başparmak kökündeki kaslarda erime varsa cerrahi tedavi önerilir. Lokal anestezi ile yapılan kısa bir işlemle sinirin üzerindeki bağ gevşetilir. Sinir hasarı ilerlemeden yapılan ameliyatlarda sonuçlar daha iyidir; bu nedenle uzun süredir devam eden uyuşmaları ertelememek gerekir.</p>
<p>Ellerinizde uyuşma ve gece uyanmaları yaşıyorsanız, değerlendirme için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['El Bileği', 'Uyuşma', 'Sinir Sıkışması'],
    seoKeywords: 'karpal tünel sendromu, elde uyuşma, el uyuşması nedenleri, median sinir, gece el uyuşması',
    seoDescription:
      'Karpal tünel sendromu nedir, ellerde uyuşma neden olur? Belirtiler, tanı yöntemleri, ameliyatsız tedavi ve ameliyat gereken durumlar.',
    viewCount: 1530,
    likes: 12,
    daysAgo: 268,
    imageHue: 135,
  },
  {
    categoryKey: 'eklem-sagligi',
    title: 'Donuk Omuz (Adeziv Kapsülit): Belirtiler, Evreler ve Tedavi',
    shortDescription:
      'Belirgin bir yaralanma olmadan başlayan omuz ağrısı ve giderek artan hareket kısıtlılığı donuk omzun habercisi olabilir. Hastalığın evrelerini ve tedavi seçeneklerini anlattık.',
    fullContent: `<p>Donuk omuz (adeziv kapsülit), omuz eklemini saran kapsülün iltihaplanıp kalınlaşması ve büzüşmesiyle ortaya çıkan, ağrı ve giderek artan hareket kısıtlılığıyla seyreden bir hastalıktır. Çoğunlukla belirgin bir yaralanma olmadan başlar. En sık 40-60 yaş arasında ve kadınlarda görülür; diyabet ve tiroit hastalığı olanlarda ya da omzun uzun süre hareketsiz kaldığı durumlardan sonra daha sık ortaya çıkar.</p>
<h2>Hastalığın Evreleri</h2>
<ol>
<li><strong>Ağrılı (donma) evre:</strong> Özellikle geceleri artan, yaygın omuz ağrısı ve hareketlerde yavaş yavaş başlayan kısıtlılık.</li>
<li><strong>Donuk evre:</strong> Ağrı bir miktar azalırken omuz belirgin şekilde sertleşir; saç tarama, arka cebe uzanma ve giyinme zorlaşır.</li>
<li><strong>Çözülme evresi:</strong> Hareket açıklığı aylar içinde kademeli olarak geri gelir.</li>
</ol>
<p>Hastalığın tüm evreleri birkaç ay ile iki-üç yıl arasında sürebilir. Süre kişiden kişiye değişir ve diyabet hastalarında iyileşme daha uzun sürebilir.</p>
<h2>Tanı Nasıl Konur?</h2>
<p>Tanı büyük ölçüde muayene ile konur. Donuk omuzda omuz hem hastanın kendisi hem de hekim tarafından hareket ettirildiğinde, özellikle dışa döndürme yönünde kısıtlıdır. Bu bulgu, hareketin daha çok güçsüzlük nedeniyle kısıtlandığı rotator manşet yırtıklarından ayırt edilmesini sağlar. Röntgen, kireçlenme gibi benzer tablolara yol açan diğer nedenleri dışlamak için çekilir; gerektiğinde ultrason ya da MR ile ek inceleme yapılır.</p>
<h2>Tedavi Seçenekleri</h2>
<p>Donuk omuz hastalarının büyük çoğunluğu ameliyatsız tedaviyle iyileşir. Ağrı kesici ilaçlar, sıcak uygulama ve fizyoterapist eşliğinde yapılan, ağrıyı artırmayacak düzeyde germe egzersizleri tedavinin temelini oluşturur. Özellikle ağrılı evrede eklem içine yapılan kortizon enjeksiyonu ağrıyı azaltarak egzersizlerin daha rahat yapılmasını sağlayabilir. Diyabet hastalarında kan şekerinin iyi kontrol edilmesi de iyileşmeye katkıda bulunur.</p>
<p>Düzenli tedaviye rağmen uzun süre düzelmeyen ve günlük yaşamı belirgin şekilde kısıtlayan olgularda, anestezi altında omzun kontrollü olarak hareket ettirilmesi ya da artroskopik yöntemle büzüşmüş kapsülün gevşetilmesi gündeme gelebilir. Bu işlemlerden sonra kazanılan hareketin korunması için fizik tedaviye hemen başlanması önemlidir.</p>
<p>Omzunuzdaki ağrı ve sertlik haftalardır devam ediyorsa, doğru tanı ve tedavi planı için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Omuz', 'Donuk Omuz', 'Fizik Tedavi', 'Ağrı'],
    seoKeywords: 'donuk omuz, adeziv kapsülit, omuz sertliği, omuz hareket kısıtlılığı, donuk omuz tedavisi',
    seoDescription:
      'Donuk omuz (adeziv kapsülit) nedir, hangi evrelerden geçer? Omuz ağrısı ve sertliğinde tanı, egzersiz ve tedavi seçenekleri.',
    viewCount: 1275,
    likes: 31,
    daysAgo: 196,
    imageHue: 250,
  },
  {
    categoryKey: 'kirik-travma',
    title: 'Çocuklarda Kırıklar: Ebeveynlerin Bilmesi Gerekenler',
    shortDescription:
      'Çocukların kemikleri yetişkinlerden farklı özellikler taşır ve kırıklar genellikle hızla iyileşir. Ancak büyüme plağını ilgilendiren kırıklar dikkatli takip gerektirir.',
    fullContent: `<p>Çocuklar oyun oynarken, bisiklete binerken ya da spor yaparken sık sık düşer ve kırıklar çocukluk çağında oldukça yaygındır. Çocukların kemikleri yetişkinlere göre daha esnektir, kemik zarı daha kalındır ve kırıklar genellikle daha hızlı kaynar. Bununla birlikte çocuklarda kemiğin uzamasını sağlayan büyüme plakları bulunur ve bu bölgeyi ilgilendiren yaralanmalar özel dikkat gerektirir.</p>
<h2>Çocuklara Özgü Kırık Tipleri</h2>
<ul>
<li><strong>Yeşil ağaç kırığı:</strong> Kemiğin yalnızca bir tarafı kırılır, diğer tarafı bükülür.</li>
<li><strong>Torus (çökme) kırığı:</strong> Kemiğin sıkışmasıyla oluşan, genellikle el bileğinde görülen stabil kırıklar.</li>
<li><strong>Büyüme plağı kırıkları:</strong> Kemiğin uç kısmındaki büyüme bölgesinden geçen kırıklar.</li>
<li><strong>Dirsek kırıkları:</strong> Özellikle düşme sonrası dirsek üstünde görülen ve dikkatli değerlendirme gerektiren kırıklar.</li>
</ul>
<h2>Hangi Belirtilerde Hekime Gitmelisiniz?</h2>
<p>Çocuğunuzun düştükten sonra kolunu ya da bacağını kullanmak istememesi, belirgin şişlik, morarma, şekil bozukluğu ve dokunmakla artan ağrı kırık belirtisi olabilir. Küçük çocuklar ağrılarını tam ifade edemeyebilir; bu nedenle kolunu hareket ettirmemesi ya da topallaması önemli bir işarettir. Şekil bozukluğu, kemiğin deriden dışarı çıkması, parmaklarda solukluk ya da uyuşma varsa beklemeden acil servise başvurun.</p>
<h2>İlk Müdahale</h2>
<p>Yaralanan bölgeyi olduğu gibi, hareket ettirmeden bir yastık ya da sert bir karton ve bezle destekleyin. Şekil bozukluğunu düzeltmeye çalışmayın. Bir beze sarılı buz uygulayabilirsiniz. Ameliyat gerekebileceği ihtimaline karşı, hekim görene kadar çocuğunuza yiyecek ve içecek vermemeniz önerilir.</p>
<h2>Tedavi ve Takip</h2>
<p>Çocuk kırıklarının büyük çoğunluğu alçı ya da atel ile tedavi edilir. Çocuklarda kemikler büyüme sırasında kendini yeniden şekillendirebildiğinden, yetişkinlerde kabul edilemeyecek bazı açılanmalar zamanla düzelebilir. Eklem içine uzanan, belirgin yer değiştirmiş ya da büyüme plağını bozan kırıklarda ise ameliyat gerekebilir. Büyüme plağı yaralanmalarında, kemiğin büyümesinin etkilenip etkilenmediğini görmek için aylar süren takip önerilir.</p>
<p>Alçı içinde çocuğunuzun parmaklarında artan ağrı, şişlik, morarma ya da uyuşma olursa vakit kaybetmeden başvurun. Kırık takibi ve sorularınız için <a href="/randevu">randevu alabilirsiniz</a>.</p>`,
    tags: ['Kırık', 'Çocuk Sağlığı', 'Alçı', 'İlk Yardım'],
    seoKeywords:
      'çocuklarda kırık, büyüme plağı kırığı, yeşil ağaç kırığı, çocuk ortopedisi, kırık ilk yardım',
    seoDescription:
      'Çocuklarda kırıklar: yeşil ağaç ve büyüme plağı kırıkları, hekime başvurulması gereken belirtiler, ilk müdahale ve tedavi süreci.',
    viewCount: 318,
    likes: 9,
    daysAgo: 330,
    imageHue: 75,
  },
]
