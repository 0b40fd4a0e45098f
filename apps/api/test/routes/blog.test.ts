import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { siteConfig } from '@clinic/contract/site-config'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { blogs } from '../../src/db/schema.ts'
import { file, jpegWithExif, oversized, pngImage, svgImage, textFile } from '../fixtures.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

async function createCategory(token: string, name = 'Spor Yaralanmaları') {
  const res = await t.request({ method: 'POST', url: '/api/Category', token, payload: { name } })
  expect(res.statusCode).toBe(201)
  return res.body as { id: number; name: string }
}

async function createPost(
  token: string,
  fields: Record<string, string | number | boolean | undefined> = {},
  files = {},
) {
  const form = multipartBody({ Title: 'Menisküs Yırtığı Nedir?', IsActive: true, ...fields }, files)
  return t.request({ method: 'POST', url: '/api/blog', token, ...form })
}

describe('creating and reading posts', () => {
  test('an admin creates a post from the spec multipart form and reads it back by id and by slug', async () => {
    const admin = await t.loginAsAdmin()
    const category = await createCategory(admin)
    const res = await createPost(admin, {
      Title: 'Ön Çapraz Bağ Yırtığı: Belirtiler',
      ShortDescription: 'Kısa açıklama',
      FullContent: '<p>İçerik <strong>kalın</strong></p>',
      CategoryId: category.id,
      Tags: 'Diz, Spor Yaralanmaları',
      SeoKeywords: 'diz, bağ',
      SeoDescription: 'SEO açıklaması',
      IsActive: 'true',
    })
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'on-capraz-bag-yirtigi-belirtiler',
      title: 'Ön Çapraz Bağ Yırtığı: Belirtiler',
      shortDescription: 'Kısa açıklama',
      fullContent: '<p>İçerik <strong>kalın</strong></p>',
      categoryId: category.id,
      categoryName: 'Spor Yaralanmaları',
      tags: ['Diz', 'Spor Yaralanmaları'],
      seoKeywords: 'diz, bağ',
      seoDescription: 'SEO açıklaması',
      isActive: true,
      viewCount: 0,
      likes: 0,
      authorName: siteConfig.doctor.fullName,
      imagePath: null,
    })
    expect(Date.parse(res.body.publishedDate)).not.toBeNaN()

    const byId = await t.request({ method: 'GET', url: `/api/blog/${res.body.id}` })
    const bySlug = await t.request({ method: 'GET', url: `/api/blog/${res.body.slug}` })
    expect(byId.statusCode).toBe(200)
    expect(bySlug.body).toEqual(byId.body)
  })

  test('camelCase multipart field names work as well as the spec PascalCase ones', async () => {
    const form = multipartBody({ title: 'Kalça Ağrısı', shortDescription: 'Özet', isActive: 'false' })
    const res = await t.asAdmin('POST', '/api/blog', form)
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({ title: 'Kalça Ağrısı', shortDescription: 'Özet', isActive: false })
  })

  test('values the post does not have are null, not invented', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, { Title: 'Sadece Başlık' })
    expect(res.body).toMatchObject({
      shortDescription: null,
      fullContent: null,
      imagePath: null,
      categoryId: null,
      categoryName: null,
      seoKeywords: null,
      seoDescription: null,
      tags: [],
    })
  })

  test('a post without an author is signed by the practice doctor, not by the admin who saves it', async () => {
    const admin = await t.loginAsAdmin()
    const created = await createPost(admin, { Title: 'Yazarı Boş' })
    expect(created.body.authorName).toBe(siteConfig.doctor.fullName)
    const named = await createPost(admin, { Title: 'Yazarı Belli', AuthorName: 'Fzt. Deniz Kaya' })
    expect(named.body.authorName).toBe('Fzt. Deniz Kaya')
    // An update that names no author keeps the stored one.
    const form = multipartBody({ Title: 'Yazarı Belli (güncel)', IsActive: true })
    const updated = await t.request({
      method: 'PUT',
      url: `/api/blog/${named.body.id}`,
      token: admin,
      ...form,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.body.authorName).toBe('Fzt. Deniz Kaya')
  })

  test('paths are matched case-insensitively and with a trailing slash', async () => {
    const admin = await t.loginAsAdmin()
    await createPost(admin)
    for (const url of ['/api/blog', '/api/Blog', '/API/BLOG', '/api/blog/']) {
      const res = await t.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toHaveLength(1)
    }
  })

  test('the same title twice gets numbered slugs', async () => {
    const admin = await t.loginAsAdmin()
    const slugs = []
    for (let i = 0; i < 3; i++) slugs.push((await createPost(admin, { Title: 'Diz Ağrısı' })).body.slug)
    expect(slugs).toEqual(['diz-agrisi', 'diz-agrisi-2', 'diz-agrisi-3'])
  })

  test('an admin may type a slug; one already taken answers 409 and stores nothing', async () => {
    const admin = await t.loginAsAdmin()
    expect((await createPost(admin, { Title: 'Bir', Slug: 'ozel-adres' })).body.slug).toBe('ozel-adres')
    const res = await createPost(admin, { Title: 'İki', Slug: 'ozel-adres' })
    expect(res.statusCode).toBe(409)
    expect(res.body.errors.slug[0]).toMatch(/kullanılıyor/)
    const all = await t.asAdmin('GET', '/api/blog/admin')
    expect(all.body).toHaveLength(1)
  })

  test('a slug of only digits or with bad characters is refused', async () => {
    const admin = await t.loginAsAdmin()
    expect((await createPost(admin, { Slug: '12345' })).statusCode).toBe(400)
    expect((await createPost(admin, { Slug: 'Büyük Harf' })).statusCode).toBe(400)
  })

  test('a publish date comes back exactly from 1900 to 2100; a year outside is a Turkish 400', async () => {
    const admin = await t.loginAsAdmin()
    for (const date of ['1900-01-01T00:00:00.000Z', '2100-12-31T23:59:59.000Z', '1999-06-15T08:30:00.000Z']) {
      const res = await createPost(admin, { PublishedDate: date })
      expect(res.statusCode).toBe(201)
      expect(res.body.publishedDate).toBe(date)
      expect((await t.request({ url: `/api/blog/${res.body.id}` })).body.publishedDate).toBe(date)
    }
    const post = (await createPost(admin)).body
    for (const date of ['0001-01-01T00:00:00.000Z', '1899-12-31T23:59:59.000Z', '2101-01-01T00:00:00.000Z']) {
      const created = await createPost(admin, { PublishedDate: date })
      expect(created.statusCode, date).toBe(400)
      expect(created.body.errors.publishedDate).toEqual([
        'Yayın tarihi 1900 ile 2100 yılları arasında olmalıdır.',
      ])
      const updated = await t.asAdmin(
        'PUT',
        `/api/blog/${post.id}`,
        multipartBody({ Title: post.title, PublishedDate: date }),
      )
      expect(updated.statusCode, date).toBe(400)
    }
    expect((await t.request({ url: '/api/blog/admin', token: admin })).body).toHaveLength(4)
  })

  test('a post without a title answers a Turkish 400 naming the field', async () => {
    const res = await t.asAdmin('POST', '/api/blog', multipartBody({ ShortDescription: 'x' }))
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.title).toEqual(['Başlık zorunludur.'])
    expect((await t.asAdmin('GET', '/api/blog/admin')).body).toHaveLength(0)
  })

  test('a category that does not exist is refused with 400', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, { CategoryId: 999 })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.categoryId).toEqual(['Seçilen kategori bulunamadı.'])
  })

  test('an unknown id or slug answers 404 in Turkish', async () => {
    for (const key of ['9999', 'boyle-bir-yazi-yok']) {
      const res = await t.request({ method: 'GET', url: `/api/blog/${key}` })
      expect(res.statusCode).toBe(404)
      expect(res.body.message).toBe('Blog yazısı bulunamadı.')
    }
  })
})

describe('updating, status and deleting', () => {
  test('an update replaces the fields, keeps the slug and the image, and clears emptied fields', async () => {
    const admin = await t.loginAsAdmin()
    const created = (
      await createPost(
        admin,
        { Title: 'Eski Başlık', SeoKeywords: 'eski' },
        { BlogImage: file(await pngImage(), 'a.png', 'image/png') },
      )
    ).body
    const form = multipartBody({
      Id: created.id,
      Title: 'Yeni Başlık',
      SeoKeywords: '',
      Tags: 'Omuz',
      IsActive: 'true',
      ExistingImagePath: created.imagePath,
    })
    const res = await t.asAdmin('PUT', `/api/blog/${created.id}`, form)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({
      title: 'Yeni Başlık',
      slug: 'eski-baslik',
      seoKeywords: null,
      tags: ['Omuz'],
    })
    expect(res.body.imagePath).toBe(created.imagePath)
  })

  test('updating a post that does not exist answers 404', async () => {
    const res = await t.asAdmin('PUT', '/api/blog/4242', multipartBody({ Title: 'x' }))
    expect(res.statusCode).toBe(404)
  })

  test('an inactive post is hidden from the public but an admin still sees it', async () => {
    const admin = await t.loginAsAdmin()
    const post = (await createPost(admin)).body
    const off = await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: false } })
    expect(off.statusCode).toBe(200)
    expect(off.body.isActive).toBe(false)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404)
    expect((await t.request({ method: 'GET', url: '/api/blog' })).body).toHaveLength(0)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}`)).statusCode).toBe(200)
    expect((await t.asAdmin('GET', '/api/blog/admin')).body).toHaveLength(1)
  })

  test('a status body that is not a boolean answers 400', async () => {
    const admin = await t.loginAsAdmin()
    const post = (await createPost(admin)).body
    const res = await t.asAdmin('PUT', `/api/blog/${post.id}/status`, { payload: { isActive: 'evet' } })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.isActive).toBeDefined()
  })

  test('a deleted post is gone, and deleting it again answers 404', async () => {
    const admin = await t.loginAsAdmin()
    const post = (await createPost(admin)).body
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(404)
  })
})

describe('lists, filters and counters', () => {
  test('the list is newest first, pages with page and pageSize, and gives the total in X-Total-Count', async () => {
    const admin = await t.loginAsAdmin()
    for (let i = 1; i <= 5; i++) {
      await createPost(admin, { Title: `Yazı ${i}`, PublishedDate: `2026-0${i}-01T10:00:00.000Z` })
    }
    const all = await t.request({ method: 'GET', url: '/api/blog' })
    expect(all.body.map((b: { title: string }) => b.title)).toEqual([
      'Yazı 5',
      'Yazı 4',
      'Yazı 3',
      'Yazı 2',
      'Yazı 1',
    ])
    expect(all.headers['x-total-count']).toBe('5')
    const page2 = await t.request({ method: 'GET', url: '/api/blog?page=2&pageSize=2' })
    expect(page2.body.map((b: { title: string }) => b.title)).toEqual(['Yazı 3', 'Yazı 2'])
    expect(page2.headers['x-total-count']).toBe('5')
  })

  test('sort=views lists the most viewed first, ties newest first; inactive posts stay out; the default is newest', async () => {
    const admin = await t.loginAsAdmin()
    const views: Record<string, number> = { 'Yazı 1': 3, 'Yazı 2': 0, 'Yazı 3': 7, 'Yazı 4': 3, 'Yazı 5': 1 }
    for (const [i, [title, count]] of Object.entries(views).entries()) {
      const post = (
        await createPost(admin, { Title: title, PublishedDate: `2026-0${i + 1}-01T10:00:00.000Z` })
      ).body
      for (let v = 0; v < count; v++) await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })
    }
    const hidden = (await createPost(admin, { Title: 'Pasif', IsActive: false })).body
    await t.app.db.update(blogs).set({ viewCount: 100 }).where(eq(blogs.id, hidden.id))

    const titles = async (url: string, token?: string) =>
      (await t.request({ method: 'GET', url, token })).body.map((b: { title: string }) => b.title)
    expect(await titles('/api/blog?sort=views&pageSize=4')).toEqual(['Yazı 3', 'Yazı 4', 'Yazı 1', 'Yazı 5'])
    expect(await titles('/api/blog?sort=views')).toEqual(['Yazı 3', 'Yazı 4', 'Yazı 1', 'Yazı 5', 'Yazı 2'])
    expect(await titles('/api/blog?pageSize=2')).toEqual(['Yazı 5', 'Yazı 4'])
    expect(await titles('/api/blog?sort=newest&pageSize=2')).toEqual(['Yazı 5', 'Yazı 4'])
    expect(await titles('/api/blog/admin?sort=views&pageSize=1', admin)).toEqual(['Pasif'])
    const res = await t.request({ method: 'GET', url: '/api/blog?sort=likes' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.sort).toEqual(['Sıralama newest, oldest, title ya da views olabilir.'])
  })

  test('a bad page size answers 400', async () => {
    expect((await t.request({ method: 'GET', url: '/api/blog?pageSize=0' })).statusCode).toBe(400)
    expect((await t.request({ method: 'GET', url: '/api/blog?page=abc' })).statusCode).toBe(400)
  })

  test('posts filter by category, both by query and by the category path', async () => {
    const admin = await t.loginAsAdmin()
    const knee = await createCategory(admin, 'Diz')
    const shoulder = await createCategory(admin, 'Omuz')
    await createPost(admin, { Title: 'Diz yazısı', CategoryId: knee.id })
    await createPost(admin, { Title: 'Omuz yazısı', CategoryId: shoulder.id })
    const byQuery = await t.request({ method: 'GET', url: `/api/blog?categoryId=${knee.id}` })
    const byPath = await t.request({ method: 'GET', url: `/api/blog/category/${knee.id}` })
    expect(byQuery.body.map((b: { title: string }) => b.title)).toEqual(['Diz yazısı'])
    expect(byPath.body).toEqual(byQuery.body)
    expect((await t.request({ method: 'GET', url: '/api/blog/category/999' })).statusCode).toBe(404)
  })

  test('a tag filter matches whatever case or Turkish letters the tag is typed with', async () => {
    const admin = await t.loginAsAdmin()
    await createPost(admin, { Title: 'Bir', Tags: 'İyileşme Süreci, Diz' })
    await createPost(admin, { Title: 'İki', Tags: 'Omuz' })
    for (const tag of ['İyileşme Süreci', 'iyileşme süreci', 'IYILESME SURECI']) {
      const res = await t.request({ method: 'GET', url: `/api/blog?tag=${encodeURIComponent(tag)}` })
      expect(
        res.body.map((b: { title: string }) => b.title),
        tag,
      ).toEqual(['Bir'])
    }
  })

  test('views and likes count up, and unlike never goes below zero', async () => {
    const admin = await t.loginAsAdmin()
    const post = (await createPost(admin)).body
    await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })
    const viewed = await t.request({ method: 'PUT', url: `/api/blog/${post.slug}/view` })
    expect(viewed.body.viewCount).toBe(2)
    const like = await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })
    expect(like.body.likes).toBe(1)
    // Likes are per visitor (test/routes/blog-likes.test.ts): the guest's unlike carries the cookie of their like.
    const headers = { cookie: String(like.headers['set-cookie']).split(';')[0]! }
    const unlike = () => t.request({ method: 'PUT', url: `/api/blog/${post.id}/unlike`, headers })
    expect((await unlike()).body.likes).toBe(0)
    expect((await unlike()).body.likes).toBe(0)
    const read = await t.request({ method: 'GET', url: `/api/blog/${post.id}` })
    expect(read.body).toMatchObject({ viewCount: 2, likes: 0 })
  })

  test('an inactive post cannot be viewed or liked', async () => {
    const admin = await t.loginAsAdmin()
    const post = (await createPost(admin, { IsActive: 'false' })).body
    expect((await t.request({ method: 'PUT', url: `/api/blog/${post.id}/view` })).statusCode).toBe(404)
    expect((await t.request({ method: 'PUT', url: `/api/blog/${post.id}/like` })).statusCode).toBe(404)
  })
})

describe('search', () => {
  test('finds posts whatever the case and with or without Turkish letters', async () => {
    const admin = await t.loginAsAdmin()
    await createPost(admin, { Title: 'Şişlik ve Ağrı Çözümleri', Tags: 'Diz' })
    await createPost(admin, { Title: 'İnce Bağırsak Değil, İnce Bağ', FullContent: '<p>Gözlük üstü</p>' })
    await createPost(admin, {
      Title: 'Kalça Protezi',
      ShortDescription: 'Ilık duş önerisi',
      Tags: 'Öneriler',
    })
    const titles = async (query: string) =>
      (
        await t.request({ method: 'GET', url: `/api/blog/search?query=${encodeURIComponent(query)}` })
      ).body.map((b: { title: string }) => b.title)
    expect(await titles('şişlik')).toEqual(['Şişlik ve Ağrı Çözümleri'])
    expect(await titles('SISLIK')).toEqual(['Şişlik ve Ağrı Çözümleri'])
    expect(await titles('agri cozum')).toEqual(['Şişlik ve Ağrı Çözümleri'])
    expect(await titles('ince')).toEqual(['İnce Bağırsak Değil, İnce Bağ'])
    expect(await titles('İNCE')).toEqual(['İnce Bağırsak Değil, İnce Bağ'])
    expect(await titles('ınce')).toEqual(['İnce Bağırsak Değil, İnce Bağ'])
    expect(await titles('gozluk')).toEqual(['İnce Bağırsak Değil, İnce Bağ'])
    expect(await titles('ILIK')).toEqual(['Kalça Protezi'])
    expect(await titles('oneriler')).toEqual(['Kalça Protezi'])
    expect(await titles('diz')).toEqual(['Şişlik ve Ağrı Çözümleri'])
  })

  test('an empty query or one with no match answers an empty list', async () => {
    const admin = await t.loginAsAdmin()
    await createPost(admin)
    expect((await t.request({ method: 'GET', url: '/api/blog/search?query=' })).body).toEqual([])
    expect((await t.request({ method: 'GET', url: '/api/blog/search?query=xyzxyz' })).body).toEqual([])
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/blog/search?query=${encodeURIComponent("%' or 1=1 --")}`,
        })
      ).body,
    ).toEqual([])
  })

  test('inactive posts are not found by search', async () => {
    const admin = await t.loginAsAdmin()
    await createPost(admin, { Title: 'Gizli Taslak', IsActive: 'false' })
    expect((await t.request({ method: 'GET', url: '/api/blog/search?query=taslak' })).body).toEqual([])
  })
})

describe('rich text and uploads', () => {
  test('rich text is sanitised when saved', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, {
      FullContent:
        '<p onclick="x()">Metin</p><script>alert(1)</script><a href="javascript:alert(1)">bağlantı</a>',
    })
    expect(res.body.fullContent).toBe('<p>Metin</p>bağlantı')
  })

  test('an uploaded photo is re-encoded, stripped of EXIF, stored under a server name and served', async () => {
    const admin = await t.loginAsAdmin()
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const res = await createPost(
      admin,
      {},
      { BlogImage: file(original, '../../etc/passwd.jpg', 'image/jpeg') },
    )
    expect(res.statusCode).toBe(201)
    expect(res.body.imagePath).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.webp$/)
    const stored = await readFile(path.join(t.config.uploadsDir, res.body.imagePath.replace('/uploads/', '')))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Hasta'))).toBe(false)
    const served = await t.request({ method: 'GET', url: res.body.imagePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  test('an image is recognised by its content, not its name or declared type', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, {}, { BlogImage: file(await pngImage(), 'foto.txt', 'text/plain') })
    expect(res.statusCode).toBe(201)
    expect(res.body.imagePath).toMatch(/\.webp$/)
  })

  test.each([
    ['a text file named .jpg', textFile, 'resim.jpg', 'image/jpeg'],
    ['an SVG with a script', svgImage, 'resim.svg', 'image/svg+xml'],
  ])('%s gets 415 and nothing is stored', async (_name, data, filename, type) => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, { Title: 'Reddedilecek' }, { BlogImage: file(data, filename, type) })
    expect(res.statusCode).toBe(415)
    expect(res.body.message).toMatch(/görsel/)
    expect((await t.asAdmin('GET', '/api/blog/admin')).body).toHaveLength(0)
  })

  test('a file over 5 MB gets 413 and nothing is stored', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(
      admin,
      { Title: 'Büyük' },
      { BlogImage: file(oversized, 'buyuk.jpg', 'image/jpeg') },
    )
    expect(res.statusCode).toBe(413)
    expect(res.body.message).toMatch(/5 MB/)
    expect((await t.asAdmin('GET', '/api/blog/admin')).body).toHaveLength(0)
  })

  test('an existing image path must be one of ours', async () => {
    const admin = await t.loginAsAdmin()
    const res = await createPost(admin, { ExistingImagePath: 'javascript:alert(1)' })
    expect(res.statusCode).toBe(400)
    expect(res.body.errors.existingImagePath).toBeDefined()
  })
})

describe('permissions', () => {
  test('writing calls need a token (401) and an admin (403)', async () => {
    const user = await t.createUser()
    const form = () => multipartBody({ Title: 'x' })
    expect((await t.request({ method: 'POST', url: '/api/blog', ...form() })).statusCode).toBe(401)
    const forbidden = await t.request({ method: 'POST', url: '/api/blog', token: user.token, ...form() })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.body.message).toBe('Bu işlem için yetkiniz yok.')
    expect((await t.request({ method: 'GET', url: '/api/blog/admin', token: user.token })).statusCode).toBe(
      403,
    )
  })

  test('a malformed token is refused with 401 on an admin call', async () => {
    const res = await t.request({ method: 'GET', url: '/api/blog/admin', token: 'not.a.token' })
    expect(res.statusCode).toBe(401)
  })
})
