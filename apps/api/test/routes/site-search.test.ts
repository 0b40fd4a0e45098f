import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { migrationsFolder } from '../../src/db/client.ts'
import { operations } from '../../src/db/schema.ts'
import { searchTextOf } from '../../src/lib/search-text.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const search = (searchTerm: string, url = '/inc/ajax-search.html') =>
  t.request({ method: 'POST', url, headers: FORM, payload: new URLSearchParams({ searchTerm }).toString() })

async function createOperation(fields: Record<string, string | number | boolean>) {
  const res = await t.asAdmin('POST', '/api/Operation', multipartBody(fields))
  expect(res.statusCode, res.payload).toBe(201)
  return res.body as { id: number; slug: string; title: string }
}

/** The titles of a fragment, in order, with their kind. */
const found = (html: string) =>
  [...html.matchAll(/__kind">([^<]+)<\/span> <span class="search-results__title">([^<]*)</g)].map(
    ([, kind, title]) => `${kind}: ${title}`,
  )

describe('the site search box', () => {
  test('answers an HTML fragment of matching posts and operations, not cached', async () => {
    const post = await t.seedPost({ Title: 'Diz Ağrısı' })
    const op = await createOperation({ Title: 'Diz Ağrısında Artroskopi' })
    await t.seedPost({ Title: 'Omuz Çıkığı' })

    const res = await search('diz agrisi')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toBe(
      [
        '<ul class="search-results">',
        `  <li class="search-results__item"><a class="search-results__link" href="/blog/${post.slug}"><span class="search-results__kind">Blog</span> <span class="search-results__title">Diz Ağrısı</span></a></li>`,
        `  <li class="search-results__item"><a class="search-results__link" href="/operations/${op.slug}"><span class="search-results__kind">Operasyon</span> <span class="search-results__title">Diz Ağrısında Artroskopi</span></a></li>`,
        '</ul>',
      ].join('\n'),
    )
  })

  test('folds Turkish letters and case: "Işık" finds "ışık", "DİZ" finds "diz"', async () => {
    await t.seedPost({ Title: 'Kırmızı ışık tedavisi' })
    await createOperation({ Title: 'Lazer', ShortDescription: 'Düşük yoğunluklu ışık uygulaması' })
    expect(found((await search('Işık')).body)).toEqual(['Blog: Kırmızı ışık tedavisi', 'Operasyon: Lazer'])
    expect(found((await search('ISIK')).body)).toHaveLength(2)
    await t.seedPost({ Title: 'diz bakımı' })
    expect(found((await search('DİZ')).body)).toEqual(['Blog: diz bakımı'])
  })

  test('every word must match, in the title, the description or the content', async () => {
    await t.seedPost({ Title: 'Menisküs', FullContent: '<p>Dizde <strong>kilitlenme</strong> olur.</p>' })
    await createOperation({ Title: 'Menisküs Tamiri', FullContent: '<p>Artroskopik dikiş</p>' })
    expect(found((await search('menisküs kilitlenme')).body)).toEqual(['Blog: Menisküs'])
    expect(found((await search('menisküs dikis')).body)).toEqual(['Operasyon: Menisküs Tamiri'])
    expect(found((await search('menisküs')).body)).toHaveLength(2)
  })

  test('an operation is found by its new words once it is saved again', async () => {
    const op = await createOperation({ Title: 'Kalça Protezi' })
    const res = await t.asAdmin(
      'PUT',
      `/api/Operation/${op.id}`,
      multipartBody({ Id: op.id, Title: 'Kalça Protezi', ShortDescription: 'Robotik cerrahi ile' }),
    )
    expect(res.statusCode).toBe(200)
    expect(found((await search('robotik')).body)).toEqual(['Operasyon: Kalça Protezi'])
  })

  test('hostile titles come back escaped', async () => {
    await t.seedPost({ Title: `<script>alert("x")</script> & 'diz'` })
    await createOperation({ Title: `Diz "protezi" <img src=x onerror=alert(1)>` })
    const html = (await search('diz')).body as string
    expect(html).toContain(
      '<span class="search-results__title">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;diz&#39;</span>',
    )
    expect(html).toContain(
      '<span class="search-results__title">Diz &quot;protezi&quot; &lt;img src=x onerror=alert(1)&gt;</span>',
    )
    expect(html).not.toMatch(/<script|<img/)
  })

  test('inactive posts and operations are not shown', async () => {
    await t.seedPost({ Title: 'Diz Ağrısı', IsActive: false })
    await createOperation({ Title: 'Diz Protezi', IsActive: 'false' })
    await t.seedPost({ Title: 'Diz Egzersizleri' })
    expect(found((await search('diz')).body)).toEqual(['Blog: Diz Egzersizleri'])
  })

  test('at most 6 posts and 4 operations, newest first', async () => {
    for (let i = 1; i <= 8; i++) {
      await t.seedPost({ Title: `Diz yazısı ${i}`, PublishedDate: `2026-01-0${i}T10:00:00.000Z` })
    }
    for (let i = 1; i <= 6; i++) {
      await createOperation({ Title: `Diz operasyonu ${i}`, PublishedDate: `2026-01-0${i}T10:00:00.000Z` })
    }
    expect(found((await search('diz')).body)).toEqual([
      ...[8, 7, 6, 5, 4, 3].map((i) => `Blog: Diz yazısı ${i}`),
      ...[6, 5, 4, 3].map((i) => `Operasyon: Diz operasyonu ${i}`),
    ])
  })

  test('no match, a blank term, punctuation only or no field at all answer 200 with an empty body', async () => {
    await t.seedPost({ Title: 'Diz Ağrısı' })
    for (const term of ['kalça', '', '   ', '%_*']) {
      const res = await search(term)
      expect(res.statusCode, term).toBe(200)
      expect(res.payload, term).toBe('')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    }
    const none = await t.request({ method: 'POST', url: '/inc/ajax-search.html', headers: FORM, payload: '' })
    expect(none.statusCode).toBe(200)
    expect(none.payload).toBe('')
  })

  test('a term over 200 characters answers a Turkish 400', async () => {
    const res = await search('diz '.repeat(51))
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.body.errors.searchTerm).toEqual(['Arama metni en fazla 200 karakter olabilir.'])
    expect((await search('d'.repeat(200))).statusCode).toBe(200)
  })

  test('the same call answers one and two segments deeper, in any letter case', async () => {
    await t.seedPost({ Title: 'Diz Ağrısı' })
    for (const url of [
      '/blog/inc/ajax-search.html',
      '/blog/diz-agrisi/inc/ajax-search.html',
      '/tag/ağrı-kesici/inc/ajax-search.html',
      '/INC/Ajax-Search.html',
    ]) {
      const res = await search('diz', encodeURI(url))
      expect(res.statusCode, url).toBe(200)
      expect(found(res.body), url).toEqual(['Blog: Diz Ağrısı'])
    }
    expect((await search('diz', '/a/b/c/inc/ajax-search.html')).statusCode).toBe(404)
  })

  test('only the form is read: JSON is 415, a body over 4 KB is 413, a NUL is 400', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/inc/ajax-search.html',
      payload: { searchTerm: 'diz' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.body.message).toBe('Gönderilen içerik türü desteklenmiyor.')
    const big = await t.request({
      method: 'POST',
      url: '/inc/ajax-search.html',
      headers: FORM,
      payload: `searchTerm=diz&pad=${'x'.repeat(5000)}`,
    })
    expect(big.statusCode).toBe(413)
    expect((await search('diz\u0000')).statusCode).toBe(400)
    const charset = await t.request({
      method: 'POST',
      url: '/inc/ajax-search.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: 'searchTerm=k%C4%B1rm%C4%B1z%C4%B1+%C4%B1%C5%9F%C4%B1k&searchTerm=yok',
    })
    expect(charset.statusCode).toBe(200)
  })
})

describe('operations search text', () => {
  test('the migration backfill folds existing operations as the API does', async () => {
    const sqlText = await readFile(`${migrationsFolder}/0003_operation_search_text.sql`, 'utf8')
    const backfill = sqlText.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "operations"'))!
    const rows = [
      {
        title: 'İLERİ Işık Çağrı',
        shortDescription: 'Öğüt Şüphe ÂÎÛ âîû',
        fullContent: '<p>Diz&nbsp;<b>ağrısı</b></p>',
      },
      { title: 'Kalça', shortDescription: null, fullContent: null },
    ]
    for (const [i, row] of rows.entries()) {
      await t.app.db.insert(operations).values({ ...row, slug: `op-${i + 1}`, searchText: '' })
    }
    await t.app.db.execute(sql.raw(backfill))
    for (const [i, row] of rows.entries()) {
      const [stored] = await t.app.db
        .select({ searchText: operations.searchText })
        .from(operations)
        .where(eq(operations.slug, `op-${i + 1}`))
      const words = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean)
      expect(words(stored!.searchText)).toEqual(words(searchTextOf(row)))
    }
  })
})
