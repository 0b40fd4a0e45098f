import { sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { blogs, blogTranslations, catalogs, categories, operations, removals } from '../../src/db/schema.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

/** PUT of one language's translation as the admin's form sends it (multipart, the spec's field names). */
const saveTranslation = (
  resource: 'blog' | 'Operation',
  id: number,
  locale: string,
  fields: Record<string, string | boolean>,
  token?: string,
) => {
  const { payload, headers } = multipartBody(fields)
  return token === undefined
    ? t.asAdmin('PUT', `/api/${resource}/${id}/translations/${locale}`, { payload, headers })
    : t.request({
        method: 'PUT',
        url: `/api/${resource}/${id}/translations/${locale}`,
        payload,
        headers,
        token,
      })
}

const get = (url: string) => t.request({ method: 'GET', url })

describe('translations of a post', () => {
  test('saved with a slug from the title (Cyrillic transliterated), listed with every language state', async () => {
    const post = await t.seedPost({ Title: 'Menisküs Yırtığı', Tags: 'Diz, Spor' })
    const saved = await saveTranslation('blog', post.id, 'ru', {
      Title: 'Разрыв мениска',
      ShortDescription: 'Кратко',
      FullContent: '<p>Текст <script>alert(1)</script>про ёлку</p>',
      Tags: 'Колено, колено, Спорт',
    })
    expect(saved.statusCode, saved.payload).toBe(200)
    expect(saved.body).toMatchObject({
      locale: 'ru',
      title: 'Разрыв мениска',
      slug: 'razryv-meniska',
      tags: ['Колено', 'Спорт'],
      isActive: true,
      state: 'published',
    })
    // Sanitised exactly like the post's own rich text.
    expect(saved.body.fullContent).not.toContain('script')

    const list = await t.asAdmin('GET', `/api/blog/${post.id}/translations`)
    expect(list.statusCode).toBe(200)
    expect(list.body.states).toEqual({ en: 'missing', ka: 'missing', ru: 'published' })
    expect(list.body.items.map((item: { locale: string }) => item.locale)).toEqual(['ru'])
  })

  test('the public reads in a language show only items public there, with that language texts', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    const post = await t.seedPost({ Title: 'Menisküs Yırtığı', CategoryId: category.id, Tags: 'Diz' })
    const untranslated = await t.seedPost({ Title: 'Omuz Ağrısı' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Meniscus Tear', Tags: 'Knee, Sport' })

    const en = await get('/api/blog?locale=en')
    expect(en.statusCode).toBe(200)
    expect(en.body.map((item: { id: number }) => item.id)).toEqual([post.id])
    expect(en.body[0]).toMatchObject({
      title: 'Meniscus Tear',
      slug: 'meniscus-tear',
      tags: ['Knee', 'Sport'],
      // The category has no English name: none is shown rather than the Turkish one.
      categoryName: null,
      alternates: { tr: post.slug, en: 'meniscus-tear' },
    })
    const tr = await get('/api/blog')
    expect(tr.body.map((item: { id: number }) => item.id).sort()).toEqual([post.id, untranslated.id].sort())
    expect(tr.body.find((item: { id: number }) => item.id === post.id).alternates).toEqual({
      tr: post.slug,
      en: 'meniscus-tear',
    })

    // One item by its English slug or its id; the Turkish slug is not an English address.
    expect((await get('/api/blog/meniscus-tear?locale=en')).body.title).toBe('Meniscus Tear')
    expect((await get(`/api/blog/${post.id}?locale=en`)).body.slug).toBe('meniscus-tear')
    expect((await get(`/api/blog/${post.slug}?locale=en`)).statusCode).toBe(404)
    expect((await get(`/api/blog/${untranslated.id}?locale=en`)).statusCode).toBe(404)

    // Search, tag and category lists in English.
    expect((await get('/api/blog/search?query=meniscus&locale=en')).body).toHaveLength(1)
    expect((await get('/api/blog/search?query=menisküs&locale=en')).body).toHaveLength(0)
    expect((await get('/api/blog?search=TEAR&locale=en')).body).toHaveLength(1)
    expect((await get('/api/blog?tag=knee&locale=en')).body).toHaveLength(1)
    expect((await get('/api/blog?tag=diz&locale=en')).body).toHaveLength(0)
    expect((await get(`/api/blog/category/${category.id}?locale=en`)).body).toHaveLength(1)
  })

  test('an inactive translation hides the item in that language; the Turkish item keeps its place', async () => {
    const post = await t.seedPost({ Title: 'Kalça Protezi' })
    await saveTranslation('blog', post.id, 'ka', { Title: 'მუხლის ტკივილი', IsActive: false })
    expect((await get('/api/blog?locale=ka')).body).toEqual([])
    expect((await get(`/api/blog/${post.id}`)).body.alternates).toEqual({ tr: post.slug })
    const states = await t.asAdmin('GET', '/api/blog/admin')
    expect(states.body[0].translationStates).toEqual({ en: 'missing', ka: 'inactive', ru: 'missing' })
  })

  test('a translation made before the Turkish text changed is outdated; saving it again makes it current', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee Pain' })
    const { payload, headers } = multipartBody({ Title: 'Diz Ağrısı ve Tedavisi' })
    expect((await t.asAdmin('PUT', `/api/blog/${post.id}`, { payload, headers })).statusCode).toBe(200)
    const admin = await t.asAdmin('GET', '/api/blog/admin')
    expect(admin.body[0].translationStates.en).toBe('outdated')
    // Outdated stays public meanwhile.
    expect((await get('/api/blog?locale=en')).body).toHaveLength(1)
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee Pain and Its Treatment' })
    expect((await t.asAdmin('GET', '/api/blog/admin')).body[0].translationStates.en).toBe('published')
  })

  test('a translation write touches the item updatedAt, never its contentUpdatedAt', async () => {
    const post = await t.seedPost()
    await t.app.db.update(blogs).set({ updatedAt: sql`now() - interval '1 hour'` })
    const [before] = await t.app.db.select().from(blogs)
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee Pain' })
    const [after] = await t.app.db.select().from(blogs)
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    expect(after!.contentUpdatedAt.getTime()).toBe(before!.contentUpdatedAt.getTime())
  })

  test('a read in a language dates the item by its translation text, in the public read, the list and the change feed', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee Pain' })
    await t.app.db.update(blogTranslations).set({ contentUpdatedAt: sql`now() - interval '2 hours'` })
    await t.app.db.update(blogs).set({ contentUpdatedAt: sql`now() - interval '1 hour'` })
    const [turkish] = await t.app.db.select().from(blogs)
    const [english] = await t.app.db.select().from(blogTranslations)
    const englishAt = english!.contentUpdatedAt.toISOString()
    expect(englishAt < turkish!.contentUpdatedAt.toISOString()).toBe(true)

    const dated = async () => ({
      read: (await get('/api/blog/knee-pain?locale=en')).body.contentUpdatedAt,
      list: (await get('/api/blog?locale=en')).body[0].contentUpdatedAt,
      feed: (
        await t.request({
          method: 'GET',
          url: '/api/site/changes/blogs?locale=en',
          headers: { 'x-site-sync-token': t.app.siteSyncToken },
        })
      ).body.changed[0].contentUpdatedAt,
      turkish: (await get(`/api/blog/${post.slug}`)).body.contentUpdatedAt,
    })
    expect(await dated()).toEqual({
      read: englishAt,
      list: englishAt,
      feed: englishAt,
      turkish: turkish!.contentUpdatedAt.toISOString(),
    })
    // The English text changes: only the English page's date moves.
    await saveTranslation('blog', post.id, 'en', {
      Title: 'Knee Pain',
      ShortDescription: 'Why the knee hurts',
    })
    const after = await dated()
    expect(after.read > turkish!.contentUpdatedAt.toISOString()).toBe(true)
    expect(after.turkish).toBe(turkish!.contentUpdatedAt.toISOString())
  })

  test('refusals: unknown item 404, duplicate slug 409, unknown language 400, bad fields 400; nothing changes', async () => {
    const one = await t.seedPost({ Title: 'Bir' })
    const two = await t.seedPost({ Title: 'İki' })
    await saveTranslation('blog', one.id, 'en', { Title: 'One', Slug: 'one' })

    const taken = await saveTranslation('blog', two.id, 'en', { Title: 'Two', Slug: 'one' })
    expect(taken.statusCode).toBe(409)
    expect(taken.body.message).toMatch(/kısa ad/)
    // Another language may use the same slug.
    expect((await saveTranslation('blog', two.id, 'ru', { Title: 'Два', Slug: 'one' })).statusCode).toBe(200)

    expect((await saveTranslation('blog', 9999, 'en', { Title: 'X' })).statusCode).toBe(404)
    for (const locale of ['tr', 'de']) {
      const refused = await saveTranslation('blog', one.id, locale, { Title: 'X' })
      expect(refused.statusCode, locale).toBe(400)
      expect(JSON.stringify(refused.body), locale).toMatch(/dil/i)
    }
    const noTitle = await saveTranslation('blog', one.id, 'en', { Title: '' })
    expect(noTitle.statusCode).toBe(400)
    expect((await get('/api/blog/bad?locale=xx')).statusCode).toBe(400)

    const rows = await t.app.db.select().from(blogTranslations)
    expect(rows.map((row) => [row.blogId, row.locale, row.title]).sort()).toEqual(
      [
        [one.id, 'en', 'One'],
        [two.id, 'ru', 'Два'],
      ].sort(),
    )
  })

  test('delete removes one language only; a missing one is 404', async () => {
    const post = await t.seedPost()
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })
    await saveTranslation('blog', post.id, 'ru', { Title: 'Колено' })
    const deleted = await t.asAdmin('DELETE', `/api/blog/${post.id}/translations/en`)
    expect(deleted.statusCode).toBe(204)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}/translations/en`)).statusCode).toBe(404)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/translations`)).body.states).toEqual({
      en: 'missing',
      ka: 'missing',
      ru: 'published',
    })
    // Deleting the post takes its translations with it.
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect(await t.app.db.select().from(blogTranslations)).toEqual([])
  })

  test('writes are audited with the item as the resource', async () => {
    const post = await t.seedPost()
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })
    await t.asAdmin('DELETE', `/api/blog/${post.id}/translations/en`)
    const audit = await t.asAdmin('GET', '/api/admin/audit?resource=blog')
    const actions = audit.body.map((entry: { action: string; resourceId: string }) => [
      entry.action,
      entry.resourceId,
    ])
    expect(actions).toContainEqual(['translation-save', String(post.id)])
    expect(actions).toContainEqual(['translation-delete', String(post.id)])
  })
})

describe('the audit of a translation save', () => {
  test('a language not translated yet is audited with no texts before the save', async () => {
    const post = await t.seedPost()
    expect((await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })).statusCode).toBe(200)
    const audit = await t.asAdmin('GET', '/api/admin/audit?resource=blog')
    const entry = audit.body.find((row: { action: string }) => row.action === 'translation-save')
    expect(entry).toMatchObject({ before: { title: null }, after: { title: 'Knee' } })
  })

  test('a failing read before the save is an error, not taken for a missing translation', async () => {
    const post = await t.seedPost()
    const find = vi
      .spyOn(t.app.blogs.translations, 'find')
      .mockRejectedValueOnce(new Error('connection terminated'))
    const res = await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })
    find.mockRestore()
    expect(res.statusCode).toBe(500)
    expect(await t.app.db.select().from(blogTranslations)).toEqual([])
  })
})

describe('the advertising rules in each language (decision 0277)', () => {
  const cases = [
    {
      locale: 'en',
      claim: 'The best knee surgeon in Batumi',
      flagged: 'the best knee surgeon',
      clean: 'Knee surgery',
    },
    { locale: 'ru', claim: 'Гарантия результата на 100%', flagged: 'гарантия', clean: 'Операция на колене' },
    {
      locale: 'ka',
      claim: 'უმტკივნეულო ოპერაცია',
      flagged: 'უმტკივნეულო ოპერაცია',
      clean: 'მუხლის ოპერაცია',
    },
  ] as const
  for (const { locale, claim, flagged, clean } of cases) {
    test(`${locale}: a forbidden phrase is warned in the save's answer, a clean translation gets no warning`, async () => {
      const post = await t.seedPost()
      const warned = await saveTranslation('blog', post.id, locale, {
        Title: 'Title',
        FullContent: `<p>${claim}</p>`,
      })
      expect(warned.statusCode, warned.payload).toBe(200)
      expect(warned.body.advertising).toContainEqual(expect.objectContaining({ claim: flagged }))
      // A warning, not a refusal: the translation is stored and published.
      expect(warned.body.state).toBe('published')

      const operation = await t.seedOperation()
      const plain = await saveTranslation('Operation', operation.id, locale, { Title: clean })
      expect(plain.statusCode, plain.payload).toBe(200)
      expect(plain.body.advertising).toEqual([])
    })
  }
})

describe('the admin lists’ "Çevirisi eksik" filter (decision 0277)', () => {
  const titles = (body: Array<{ title: string }>) => body.map((row) => row.title).sort()

  test('needsTranslation keeps the posts whose translation there is missing or outdated', async () => {
    const missing = await t.seedPost({ Title: 'Eksik' })
    const current = await t.seedPost({ Title: 'Güncel' })
    const outdated = await t.seedPost({ Title: 'Eski' })
    const inactive = await t.seedPost({ Title: 'Kapalı' })
    await saveTranslation('blog', current.id, 'en', { Title: 'Current' })
    await saveTranslation('blog', outdated.id, 'en', { Title: 'Old' })
    await saveTranslation('blog', inactive.id, 'en', { Title: 'Off', IsActive: false })
    const edit = multipartBody({ Title: 'Eski ve Yeni' })
    expect((await t.asAdmin('PUT', `/api/blog/${outdated.id}`, edit)).statusCode).toBe(200)

    const en = await t.asAdmin('GET', '/api/blog/admin?needsTranslation=en')
    expect(en.statusCode).toBe(200)
    expect(titles(en.body)).toEqual(['Eksik', 'Eski ve Yeni'])
    expect(en.headers['x-total-count']).toBe('2')
    expect(
      en.body.map((row: { translationStates: { en: string } }) => row.translationStates.en).sort(),
    ).toEqual(['missing', 'outdated'])
    // Another language: none is translated there.
    expect((await t.asAdmin('GET', '/api/blog/admin?needsTranslation=ru')).body).toHaveLength(4)
    // With the other filters and paging.
    const page = await t.asAdmin('GET', '/api/blog/admin?needsTranslation=en&search=eksik&page=1&pageSize=10')
    expect(titles(page.body)).toEqual(['Eksik'])
    expect(missing.id).toBeGreaterThan(0)
  })

  test('operations filter the same way', async () => {
    const done = await t.seedOperation({ Title: 'Artroskopi' })
    await t.seedOperation({ Title: 'Protez' })
    await saveTranslation('Operation', done.id, 'ka', { Title: 'ართროსკოპია' })
    const ka = await t.asAdmin('GET', '/api/Operation/admin?needsTranslation=ka')
    expect(ka.statusCode).toBe(200)
    expect(titles(ka.body)).toEqual(['Protez'])
  })

  test('an unknown language or Turkish is a 400 in Turkish; the public list has no such filter', async () => {
    for (const value of ['xx', 'tr', '']) {
      const res = await t.asAdmin('GET', `/api/blog/admin?needsTranslation=${value}`)
      expect(res.statusCode, value).toBe(400)
      expect(JSON.stringify(res.body), value).toMatch(/Çevirisi eksik filtresinin dili en, ka, ru olabilir/)
    }
    await t.seedPost()
    // The public's query ignores what it does not know.
    expect((await get('/api/blog?needsTranslation=en')).body).toHaveLength(1)
  })
})

describe('translations of an operation', () => {
  test('saved, read in its language with the catalog name of that language, searched with its folding', async () => {
    const catalog = await t.seedGroup('Catalog', 'Diz')
    const operation = await t.seedOperation({ Title: 'Diz Protezi', CatalogId: catalog.id })
    const saved = await saveTranslation('Operation', operation.id, 'ru', {
      Title: 'Эндопротезирование колена',
      FullContent: '<p>Всё о протезе</p>',
    })
    expect(saved.statusCode, saved.payload).toBe(200)
    expect(saved.body.slug).toBe('endoprotezirovanie-kolena')
    const ru = await get('/api/Operation?locale=ru')
    expect(ru.body).toHaveLength(1)
    expect(ru.body[0]).toMatchObject({ title: 'Эндопротезирование колена', catalogName: null })
    // ё is searched as е; case does not matter.
    expect((await get('/api/Operation?search=ВСЕ&locale=ru')).body).toHaveLength(1)
    expect((await get(`/api/Operation/catalog/${catalog.id}?locale=ru`)).body).toHaveLength(1)
    const one = await get('/api/Operation/endoprotezirovanie-kolena?locale=ru')
    expect(one.body.alternates).toEqual({ tr: operation.slug, ru: 'endoprotezirovanie-kolena' })
    const admin = await t.asAdmin('GET', '/api/Operation/admin')
    expect(admin.body[0]).toMatchObject({
      title: 'Diz Protezi',
      translationStates: { en: 'missing', ka: 'missing', ru: 'published' },
      alternates: { tr: operation.slug, ru: 'endoprotezirovanie-kolena' },
    })
    const [row] = await t.app.db.select().from(operations)
    expect(row!.id).toBe(operation.id)
  })
})

describe('translations of catalogs and categories', () => {
  test('named per language, unique there ignoring case; the lists and items show the name of the language', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    const other = await t.seedGroup('Category', 'Omuz')
    const post = await t.seedPost({ CategoryId: category.id })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee Pain' })
    const named = await t.asAdmin('PUT', `/api/Category/${category.id}/translations/en`, {
      payload: { name: 'Knee' },
    })
    expect(named.statusCode, named.payload).toBe(200)
    expect(named.body).toMatchObject({ locale: 'en', name: 'Knee', state: 'published' })

    const taken = await t.asAdmin('PUT', `/api/Category/${other.id}/translations/en`, {
      payload: { name: 'KNEE' },
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.body.message).toMatch(/zaten var/)
    expect(
      (await t.asAdmin('PUT', `/api/Category/${other.id}/translations/en`, { payload: { name: '' } }))
        .statusCode,
    ).toBe(400)
    expect(
      (await t.asAdmin('PUT', `/api/Category/9999/translations/en`, { payload: { name: 'X' } })).statusCode,
    ).toBe(404)

    expect((await get('/api/Category?locale=en')).body).toEqual([{ id: category.id, name: 'Knee' }])
    expect((await get('/api/Category')).body).toHaveLength(2)
    expect((await get('/api/blog?locale=en')).body[0].categoryName).toBe('Knee')
    expect((await get('/api/blog')).body[0].categoryName).toBe('Diz')

    const admin = await t.asAdmin('GET', '/api/Category/admin')
    const states = Object.fromEntries(
      admin.body.map((row: { name: string; translationStates: unknown }) => [
        row.name,
        row.translationStates,
      ]),
    )
    expect(states).toEqual({
      Diz: { en: 'published', ka: 'missing', ru: 'missing' },
      Omuz: { en: 'missing', ka: 'missing', ru: 'missing' },
    })
    // A Turkish rename makes the name's translations outdated; a save with the same name does not.
    await t.asAdmin('PUT', `/api/Category/${category.id}`, { payload: { name: 'Diz' } })
    expect((await t.asAdmin('GET', `/api/Category/${category.id}/translations`)).body.states.en).toBe(
      'published',
    )
    await t.asAdmin('PUT', `/api/Category/${category.id}`, { payload: { name: 'Diz ve Bacak' } })
    expect((await t.asAdmin('GET', `/api/Category/${category.id}/translations`)).body.states.en).toBe(
      'outdated',
    )

    expect((await t.asAdmin('DELETE', `/api/Category/${category.id}/translations/en`)).statusCode).toBe(204)
    expect((await get('/api/Category?locale=en')).body).toEqual([])
    expect((await get('/api/blog?locale=en')).body[0].categoryName).toBeNull()
  })

  test('a catalog by id in a language is 404 without a name there', async () => {
    const catalog = await t.seedGroup('Catalog', 'Kalça')
    expect((await get(`/api/Catalog/${catalog.id}?locale=ka`)).statusCode).toBe(404)
    await t.asAdmin('PUT', `/api/Catalog/${catalog.id}/translations/ka`, { payload: { name: 'თეძო' } })
    expect((await get(`/api/Catalog/${catalog.id}?locale=ka`)).body).toEqual({ id: catalog.id, name: 'თეძო' })
    const audit = await t.asAdmin('GET', '/api/admin/audit?resource=catalog')
    expect(audit.body.map((entry: { action: string }) => entry.action)).toContain('translation-save')
  })
})

describe('the site change feed per language', () => {
  const changes = (kind: string, locale: string, since?: string) =>
    t.request({
      method: 'GET',
      url: `/api/site/changes/${kind}?locale=${locale}${since ? `&since=${encodeURIComponent(since)}` : ''}`,
      headers: { 'x-site-sync-token': t.app.siteSyncToken },
    })
  /** Moves every change so far an hour back, so only what follows is in the next delta. */
  async function ageEverything() {
    const anHourAgo = sql`now() - interval '1 hour'`
    for (const table of [blogs, operations, categories, catalogs])
      await t.app.db.update(table).set({ updatedAt: anHourAgo })
    await t.app.db.update(removals).set({ removedAt: anHourAgo })
  }

  test('sends the items public in the language with its texts; a removed or hidden translation is removed', async () => {
    const post = await t.seedPost({ Title: 'Diz' })
    const other = await t.seedPost({ Title: 'Omuz' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })
    await saveTranslation('blog', other.id, 'en', { Title: 'Shoulder' })

    const full = await changes('blogs', 'en')
    expect(full.statusCode).toBe(200)
    expect(full.body.changed.map((item: { title: string }) => item.title).sort()).toEqual([
      'Knee',
      'Shoulder',
    ])
    expect(full.body.changed[0].fullContent).toBeDefined()
    expect((await changes('blogs', 'ru')).body.changed).toEqual([])

    await ageEverything()
    const cursor = (await changes('blogs', 'en')).body.cursor as string
    // The same cursor works for Russian too.
    await saveTranslation('blog', post.id, 'ru', { Title: 'Колено' })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee', IsActive: false })
    await t.asAdmin('DELETE', `/api/blog/${other.id}/translations/en`)

    const en = await changes('blogs', 'en', cursor)
    expect(en.body.changed).toEqual([])
    expect(en.body.removedIds.sort()).toEqual([post.id, other.id].sort())
    const ru = await changes('blogs', 'ru', cursor)
    expect(ru.body.changed.map((item: { title: string }) => item.title)).toEqual(['Колено'])
    // Turkish: both posts changed (their alternates did), neither removed.
    const tr = await changes('blogs', 'tr', cursor)
    expect(tr.body.changed).toHaveLength(2)
    expect(tr.body.removedIds).toEqual([])
  })

  test('groups: named in the language, removed when their name there goes', async () => {
    const catalog = await t.seedGroup('Catalog', 'Diz')
    await t.asAdmin('PUT', `/api/Catalog/${catalog.id}/translations/ru`, { payload: { name: 'Колено' } })
    expect((await changes('catalogs', 'ru')).body.changed).toEqual([{ id: catalog.id, name: 'Колено' }])
    await ageEverything()
    const cursor = (await changes('catalogs', 'ru')).body.cursor as string
    await t.asAdmin('PUT', `/api/Catalog/${catalog.id}/translations/ru`, {
      payload: { name: 'Колено', isActive: false },
    })
    const ru = await changes('catalogs', 'ru', cursor)
    expect(ru.body).toMatchObject({ changed: [], removedIds: [catalog.id] })
  })
})

describe('the site search box per language', () => {
  test('searches the language texts with its folding and links to its addresses', async () => {
    const post = await t.seedPost({ Title: 'Menisküs' })
    await saveTranslation('blog', post.id, 'ru', { Title: 'Ёлка и колено' })
    const search = (locale: string, term: string) =>
      t.request({
        method: 'POST',
        url: `/inc/ajax-search.html?locale=${locale}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `searchTerm=${encodeURIComponent(term)}`,
      })
    const ru = await search('ru', 'елка')
    expect(ru.statusCode).toBe(200)
    expect(ru.payload).toContain('href="/ru/blog/elka-i-koleno"')
    expect(ru.payload).toContain('Ёлка и колено')
    expect((await search('ru', 'menisküs')).payload).toBe('')
    expect((await search('tr', 'menisküs')).payload).toContain('href="/blog/menisk')
    expect((await search('xx', 'a')).statusCode).toBe(400)
  })
})

describe('the public cache', () => {
  test('a translation write drops the kept answers of every language', async () => {
    const category = await t.seedGroup('Category', 'Diz')
    const post = await t.seedPost({ CategoryId: category.id })
    expect((await get('/api/blog?locale=en')).body).toEqual([])
    expect((await get(`/api/blog/${post.id}`)).body.alternates).toEqual({ tr: post.slug })
    await saveTranslation('blog', post.id, 'en', { Title: 'Knee' })
    expect((await get('/api/blog?locale=en')).body).toHaveLength(1)
    expect((await get(`/api/blog/${post.id}`)).body.alternates).toEqual({ tr: post.slug, en: 'knee' })
    // A category's name in English shows on its posts at once.
    await t.asAdmin('PUT', `/api/Category/${category.id}/translations/en`, { payload: { name: 'Knee' } })
    expect((await get('/api/blog?locale=en')).body[0].categoryName).toBe('Knee')
  })
})
