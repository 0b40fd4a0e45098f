import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { blogs, commentReports, comments, contactMessages, operations, users } from '../../src/db/schema.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

/** The filters of the admin's lists (posts, operations, users, comments, messages), on both databases. */
const t = useTestApp()

type Fields = Record<string, string | number | boolean | undefined>

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token })

/** The titles a list answers, in its order (and its X-Total-Count). */
async function titles(url: string, token?: string): Promise<{ titles: string[]; total: string | undefined }> {
  const res = await get(url, token)
  expect(res.statusCode, res.payload).toBe(200)
  return {
    titles: res.body.map((item: { title: string }) => item.title),
    total: res.headers['x-total-count'] as string | undefined,
  }
}

const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'tr-TR'))

async function group(url: string, name: string, token: string) {
  const res = await t.request({ method: 'POST', url, token, payload: { name } })
  expect(res.statusCode, res.payload).toBe(201)
  return res.body.id as number
}

async function create(url: string, token: string, fields: Fields) {
  const res = await t.request({ method: 'POST', url, token, ...multipartBody(fields) })
  expect(res.statusCode, res.payload).toBe(201)
  return res.body as { id: number; title: string }
}

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T09:00:00+03:00`

describe('GET /api/blog/admin filters', () => {
  /** Five posts in two categories; dates, views, tags and words chosen so each filter tells them apart. */
  async function seedPosts() {
    const admin = await t.loginAsAdmin()
    const knee = await group('/api/Category', 'Diz', admin)
    const sport = await group('/api/Category', 'Spor', admin)
    const post = (fields: Fields) => create('/api/blog', admin, { IsActive: true, ...fields })
    const a = await post({ Title: 'DİZ AĞRISI Nedir?', CategoryId: knee, PublishedDate: day(5), Tags: 'Diz' })
    const b = await post({
      Title: 'Çocuklarda Büyüme',
      CategoryId: sport,
      PublishedDate: day(1),
      FullContent: '<p>Geceleri <strong>diz ağrısı</strong> olabilir.</p>',
      IsActive: false,
    })
    const c = await post({
      Title: 'Cuma Egzersizleri',
      CategoryId: knee,
      PublishedDate: day(3),
      ShortDescription: 'Ameliyat sonrası yara',
      IsActive: false,
    })
    const d = await post({ Title: 'Ilık Duş', PublishedDate: day(2), Tags: 'Menisküs, Spor' })
    const e = await post({ Title: 'İdman Sonrası', CategoryId: sport, PublishedDate: day(4), IsActive: true })
    const views: Record<number, number> = { [a.id]: 5, [b.id]: 50, [c.id]: 0, [d.id]: 20, [e.id]: 5 }
    for (const [id, viewCount] of Object.entries(views)) {
      await t.app.db
        .update(blogs)
        .set({ viewCount })
        .where(eq(blogs.id, Number(id)))
    }
    return { admin, knee, sport }
  }

  test('search folds Turkish letters and case and needs every word: "diz ağrısı" finds DİZ AĞRISI and a post whose content says it', async () => {
    const { admin } = await seedPosts()
    for (const search of ['diz ağrısı', 'DİZ AĞRISI', 'diz agrisi', 'Ağrısı, diz!']) {
      const found = await titles(`/api/blog/admin?search=${encodeURIComponent(search)}`, admin)
      expect(found, search).toEqual({ titles: ['DİZ AĞRISI Nedir?', 'Çocuklarda Büyüme'], total: '2' })
    }
  })

  test('search reaches the short description and the tags', async () => {
    const { admin } = await seedPosts()
    expect((await titles('/api/blog/admin?search=ameliyat', admin)).titles).toEqual(['Cuma Egzersizleri'])
    expect((await titles('/api/blog/admin?search=menisküs', admin)).titles).toEqual(['Ilık Duş'])
    expect((await titles('/api/blog/admin?search=yok+boyle', admin)).titles).toEqual([])
  })

  test('a search of only spaces or punctuation filters nothing', async () => {
    const { admin } = await seedPosts()
    expect((await titles('/api/blog/admin?search=%20!%20', admin)).total).toBe('5')
  })

  test('active=true lists published posts, active=false the others; without it, all', async () => {
    const { admin } = await seedPosts()
    expect(sorted((await titles('/api/blog/admin?active=true', admin)).titles)).toEqual(
      sorted(['DİZ AĞRISI Nedir?', 'Ilık Duş', 'İdman Sonrası']),
    )
    expect(sorted((await titles('/api/blog/admin?active=false', admin)).titles)).toEqual(
      sorted(['Çocuklarda Büyüme', 'Cuma Egzersizleri']),
    )
    expect((await titles('/api/blog/admin', admin)).total).toBe('5')
  })

  test('categoryId keeps one category', async () => {
    const { admin, knee } = await seedPosts()
    expect((await titles(`/api/blog/admin?categoryId=${knee}`, admin)).titles).toEqual([
      'DİZ AĞRISI Nedir?',
      'Cuma Egzersizleri',
    ])
  })

  test('filters combine, and paging and X-Total-Count follow the filtered list', async () => {
    const { admin, sport, knee } = await seedPosts()
    const combined = await titles(
      `/api/blog/admin?search=${encodeURIComponent('diz ağrısı')}&active=false&categoryId=${sport}`,
      admin,
    )
    expect(combined).toEqual({ titles: ['Çocuklarda Büyüme'], total: '1' })
    expect((await titles(`/api/blog/admin?search=diz&active=true&categoryId=${sport}`, admin)).total).toBe(
      '0',
    )
    const page = await titles(`/api/blog/admin?active=true&sort=title&page=2&pageSize=2`, admin)
    expect(page).toEqual({ titles: ['İdman Sonrası'], total: '3' })
    expect((await titles(`/api/blog/admin?categoryId=${knee}&sort=oldest&pageSize=1`, admin)).titles).toEqual(
      ['Cuma Egzersizleri'],
    )
  })

  test('sort: newest (the default), oldest, title in Turkish order, views (ties newest first)', async () => {
    const { admin } = await seedPosts()
    const newest = [
      'DİZ AĞRISI Nedir?',
      'İdman Sonrası',
      'Cuma Egzersizleri',
      'Ilık Duş',
      'Çocuklarda Büyüme',
    ]
    expect((await titles('/api/blog/admin', admin)).titles).toEqual(newest)
    expect((await titles('/api/blog/admin?sort=newest', admin)).titles).toEqual(newest)
    expect((await titles('/api/blog/admin?sort=oldest', admin)).titles).toEqual([...newest].reverse())
    // C < Ç < D < I (ı) < İ (i), whatever the case: folding to ASCII would put Çocuk before Cuma and İdman before Ilık.
    expect((await titles('/api/blog/admin?sort=title', admin)).titles).toEqual([
      'Cuma Egzersizleri',
      'Çocuklarda Büyüme',
      'DİZ AĞRISI Nedir?',
      'Ilık Duş',
      'İdman Sonrası',
    ])
    expect((await titles('/api/blog/admin?sort=views', admin)).titles).toEqual([
      'Çocuklarda Büyüme',
      'Ilık Duş',
      'DİZ AĞRISI Nedir?',
      'İdman Sonrası',
      'Cuma Egzersizleri',
    ])
  })

  test('the public list takes the same search and sorts, shows active posts only, and ignores active', async () => {
    await seedPosts()
    expect((await titles(`/api/blog?search=${encodeURIComponent('diz ağrısı')}`)).titles).toEqual([
      'DİZ AĞRISI Nedir?',
    ])
    expect((await titles('/api/blog?sort=title&active=false')).titles).toEqual([
      'DİZ AĞRISI Nedir?',
      'Ilık Duş',
      'İdman Sonrası',
    ])
  })

  test('a bad filter value is a Turkish 400 naming the field', async () => {
    const { admin } = await seedPosts()
    const active = await get('/api/blog/admin?active=belki', admin)
    expect(active.statusCode).toBe(400)
    expect(active.body.errors.active).toEqual(['active true ya da false olmalıdır.'])
    const sort = await get('/api/blog/admin?sort=random', admin)
    expect(sort.statusCode).toBe(400)
    expect(sort.body.errors.sort).toEqual(['Sıralama newest, oldest, title ya da views olabilir.'])
    const search = await get(`/api/blog/admin?search=${'a'.repeat(201)}`, admin)
    expect(search.statusCode).toBe(400)
    expect(search.body.errors.search).toEqual(['Arama metni en fazla 200 karakter olabilir.'])
  })
})

describe('GET /api/Operation/admin filters', () => {
  async function seedOperations() {
    const admin = await t.loginAsAdmin()
    const knee = await group('/api/Catalog', 'Diz Cerrahisi', admin)
    const shoulder = await group('/api/Catalog', 'Omuz Cerrahisi', admin)
    const op = (fields: Fields) => create('/api/Operation', admin, { IsActive: true, ...fields })
    const a = await op({ Title: 'TOTAL DİZ PROTEZİ', CatalogId: knee, PublishedDate: day(3) })
    const b = await op({
      Title: 'Artroskopi',
      CatalogId: knee,
      PublishedDate: day(1),
      FullContent: '<p>Diz ağrısı olan hastalarda <em>kamera</em> ile bakılır.</p>',
      IsActive: false,
    })
    const c = await op({
      Title: 'Çıkık Tedavisi',
      CatalogId: shoulder,
      PublishedDate: day(2),
      ShortDescription: 'Omuz çıkığında diz ağrısı değil, omuz ağrısı olur',
    })
    for (const [id, viewCount] of [
      [a.id, 1],
      [b.id, 9],
      [c.id, 4],
    ] as const) {
      await t.app.db.update(operations).set({ viewCount }).where(eq(operations.id, id))
    }
    return { admin, knee, shoulder }
  }

  test('search finds every word in the title, short description or content, folded', async () => {
    const { admin } = await seedOperations()
    expect(await titles(`/api/Operation/admin?search=${encodeURIComponent('diz ağrısı')}`, admin)).toEqual({
      titles: ['Çıkık Tedavisi', 'Artroskopi'],
      total: '2',
    })
    expect((await titles('/api/Operation/admin?search=PROTEZI', admin)).titles).toEqual(['TOTAL DİZ PROTEZİ'])
    expect((await titles('/api/Operation/admin?search=kamera', admin)).titles).toEqual(['Artroskopi'])
  })

  test('active, catalogId and search combine; paging and X-Total-Count follow', async () => {
    const { admin, knee, shoulder } = await seedOperations()
    expect((await titles('/api/Operation/admin?active=false', admin)).titles).toEqual(['Artroskopi'])
    expect((await titles('/api/Operation/admin?active=true', admin)).total).toBe('2')
    expect((await titles(`/api/Operation/admin?catalogId=${knee}`, admin)).total).toBe('2')
    expect(
      await titles(`/api/Operation/admin?catalogId=${knee}&active=true&search=diz&pageSize=1&page=1`, admin),
    ).toEqual({ titles: ['TOTAL DİZ PROTEZİ'], total: '1' })
    expect((await titles(`/api/Operation/admin?catalogId=${shoulder}&active=false`, admin)).total).toBe('0')
  })

  test('sort: newest, oldest, title in Turkish order, views', async () => {
    const { admin } = await seedOperations()
    const url = (sort: string) => `/api/Operation/admin?sort=${sort}`
    expect((await titles(url('newest'), admin)).titles).toEqual([
      'TOTAL DİZ PROTEZİ',
      'Çıkık Tedavisi',
      'Artroskopi',
    ])
    expect((await titles(url('oldest'), admin)).titles).toEqual([
      'Artroskopi',
      'Çıkık Tedavisi',
      'TOTAL DİZ PROTEZİ',
    ])
    expect((await titles(url('title'), admin)).titles).toEqual([
      'Artroskopi',
      'Çıkık Tedavisi',
      'TOTAL DİZ PROTEZİ',
    ])
    expect((await titles(url('views'), admin)).titles).toEqual([
      'Artroskopi',
      'Çıkık Tedavisi',
      'TOTAL DİZ PROTEZİ',
    ])
  })

  test('the public list searches and sorts the same way among active operations only', async () => {
    await seedOperations()
    expect(
      (await titles(`/api/Operation?search=${encodeURIComponent('diz ağrısı')}&active=false`)).titles,
    ).toEqual(['Çıkık Tedavisi'])
    expect((await titles('/api/Operation?sort=title')).titles).toEqual([
      'Çıkık Tedavisi',
      'TOTAL DİZ PROTEZİ',
    ])
  })

  test('a bad filter value is a Turkish 400', async () => {
    const { admin } = await seedOperations()
    const res = await get('/api/Operation/admin?active=2&sort=eski', admin)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['active', 'sort'])
  })
})

describe('GET /api/Users filters', () => {
  async function seedUsers() {
    const admin = await t.loginAsAdmin()
    const editor = await t.createUser({ firstName: 'Şükrü', lastName: 'Şahin', roles: ['Admin'] })
    const patient = await t.createUser({ firstName: 'Ilgın', lastName: 'Öztürk' })
    const gone = await t.createUser({ firstName: 'İsmail', lastName: 'Şahin' })
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id))
    return { admin, editor, patient, gone }
  }

  const ids = async (url: string, token: string) => {
    const res = await get(url, token)
    expect(res.statusCode, res.payload).toBe(200)
    return {
      ids: res.body.map((u: { id: number }) => u.id).sort((a: number, b: number) => a - b),
      total: res.headers['x-total-count'],
    }
  }

  test('role=Admin lists administrators, role=User everyone else', async () => {
    const { admin, editor, patient, gone } = await seedUsers()
    expect(await ids('/api/Users?role=Admin', admin)).toEqual({ ids: [1, editor.id], total: '2' })
    expect(await ids('/api/Users?role=User', admin)).toEqual({ ids: [patient.id, gone.id], total: '2' })
  })

  test('active=false lists disabled users, active=true the others', async () => {
    const { admin, editor, patient, gone } = await seedUsers()
    expect((await ids('/api/Users?active=false', admin)).ids).toEqual([gone.id])
    expect((await ids('/api/Users?active=true', admin)).ids).toEqual([1, editor.id, patient.id])
  })

  test('search, role and active combine, with paging', async () => {
    const { admin, editor, gone } = await seedUsers()
    expect((await ids('/api/Users?search=SAHIN', admin)).ids).toEqual([editor.id, gone.id])
    expect((await ids('/api/Users?search=şahin&role=User', admin)).ids).toEqual([gone.id])
    expect((await ids('/api/Users?search=şahin&role=User&active=true', admin)).ids).toEqual([])
    expect(await ids('/api/Users?search=sahin&active=true&role=Admin&page=1&pageSize=1', admin)).toEqual({
      ids: [editor.id],
      total: '1',
    })
    expect((await ids('/api/Users?search=ılgın', admin)).total).toBe('1')
  })

  test('an unknown role or active value is a Turkish 400', async () => {
    const { admin } = await seedUsers()
    const role = await get('/api/Users?role=Doktor', admin)
    expect(role.statusCode).toBe(400)
    expect(role.body.errors.role).toEqual(['Rol Admin, Editor ya da User olmalıdır.'])
    expect((await get('/api/Users?active=evet', admin)).statusCode).toBe(400)
  })
})

describe('GET /api/blog/comments/admin filters', () => {
  async function seedComments() {
    const admin = await t.loginAsAdmin()
    const post = await t.seedPost({ Title: 'Menisküs' })
    const zeynep = await t.createUser({ firstName: 'Zeynep', lastName: 'Çağlar' })
    const ali = await t.createUser({ firstName: 'Ali', lastName: 'Işık' })
    const write = async (userId: number, content: string, isApproved: boolean, minutesAgo: number) => {
      const [row] = await t.app.db
        .insert(comments)
        .values({
          blogId: post.id,
          userId,
          content,
          isApproved,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning({ id: comments.id })
      return row!.id
    }
    const thanks = await write(zeynep.id, 'TEŞEKKÜRLER, çok faydalı', true, 3)
    const question = await write(ali.id, 'Diz ağrım geçmedi, ne yapmalıyım?', false, 2)
    const spam = await write(ali.id, 'Ucuz ilaç burada', true, 1)
    await t.app.db.insert(commentReports).values({ commentId: spam, userId: zeynep.id, reason: 'Reklam' })
    return { admin, thanks, question, spam }
  }

  const commentIds = async (url: string, token: string) => {
    const res = await get(url, token)
    expect(res.statusCode, res.payload).toBe(200)
    return { ids: res.body.map((c: { id: number }) => c.id), total: res.headers['x-total-count'] }
  }

  test('search finds words in the comment or its author’s name, Turkish letters and case folded', async () => {
    const { admin, thanks, question, spam } = await seedComments()
    expect((await commentIds('/api/blog/comments/admin?search=teşekkürler', admin)).ids).toEqual([thanks])
    expect(
      (await commentIds(`/api/blog/comments/admin?search=${encodeURIComponent('DİZ AĞRIM')}`, admin)).ids,
    ).toEqual([question])
    expect((await commentIds('/api/blog/comments/admin?search=isik', admin)).ids).toEqual([spam, question])
    expect(
      (
        await commentIds(
          `/api/blog/comments/admin?search=${encodeURIComponent('zeynep çağlar faydalı')}`,
          admin,
        )
      ).ids,
    ).toEqual([thanks])
  })

  test('search combines with status, and the list is paged with X-Total-Count', async () => {
    const { admin, question, spam } = await seedComments()
    expect(await commentIds('/api/blog/comments/admin?search=ali&status=pending', admin)).toEqual({
      ids: [question],
      total: '1',
    })
    expect(await commentIds('/api/blog/comments/admin?search=ucuz&status=reported', admin)).toEqual({
      ids: [spam],
      total: '1',
    })
    expect(await commentIds('/api/blog/comments/admin?page=2&pageSize=2', admin)).toMatchObject({
      total: '3',
    })
    expect((await commentIds('/api/blog/comments/admin?page=2&pageSize=2', admin)).ids).toHaveLength(1)
    expect(await commentIds('/api/blog/comments/admin?status=approved&pageSize=1', admin)).toMatchObject({
      ids: [spam],
      total: '2',
    })
  })
})

describe('messages: unread', () => {
  test('contact messages take unread=true|false like get-well messages', async () => {
    const admin = await t.loginAsAdmin()
    const message = (subject: string, isRead: boolean) => ({
      name: 'Ayşe',
      email: 'ayse@example.com',
      subject,
      message: 'Randevu almak istiyorum.',
      consentAt: new Date(),
      isRead,
    })
    await t.app.db.insert(contactMessages).values([message('Okundu', true), message('Yeni', false)])
    const subjects = async (url: string) =>
      (await get(url, admin)).body.map((m: { subject: string }) => m.subject)
    expect(await subjects('/api/Contact?unread=true')).toEqual(['Yeni'])
    expect(await subjects('/api/Contact?unread=false')).toEqual(['Okundu'])
    expect((await subjects('/api/Contact')).sort()).toEqual(['Okundu', 'Yeni'])
  })
})
