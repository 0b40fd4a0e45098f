import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '../api-error.ts'
import { createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../test-support/fake-fetch.ts'

const BASE = 'https://api.example.test'

function setup(respond?: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(respond)
  const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch })
  return { api, ...fake }
}

const fields = (form: FormData) => Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))

describe('translations (issue 23)', () => {
  test('the list of a post’s translations is a GET on …/translations and answers states and items', async () => {
    const answer = { states: { en: 'published', ka: 'missing', ru: 'outdated' }, items: [] }
    const { api, last } = setup(() => jsonResponse(answer))
    await expect(api.blog.translations.list(7)).resolves.toEqual(answer)
    expect(last().url).toBe(`${BASE}/api/blog/7/translations`)
    expect(last().init.method).toBe('GET')
  })

  test('saving a post’s translation PUTs the multipart form with the post’s field names and the tags joined', async () => {
    const { api, last } = setup(() => jsonResponse({}))
    await api.blog.translations.save(7, 'en', {
      title: 'Knee pain',
      slug: 'knee-pain',
      shortDescription: 'Short',
      fullContent: '<p>Text</p>',
      tags: ['knee', 'sport'],
      seoKeywords: 'knee',
      seoDescription: 'Why knees hurt.',
      isActive: false,
    })
    expect(last().url).toBe(`${BASE}/api/blog/7/translations/en`)
    expect(last().init.method).toBe('PUT')
    expect(fields(last().init.body as FormData)).toEqual({
      Title: 'Knee pain',
      Slug: 'knee-pain',
      ShortDescription: 'Short',
      FullContent: '<p>Text</p>',
      Tags: 'knee, sport',
      SeoKeywords: 'knee',
      SeoDescription: 'Why knees hurt.',
      IsActive: 'false',
    })
  })

  test('an operation’s translation leaves out what is not given and has no tags', async () => {
    const { api, last } = setup(() => jsonResponse({}))
    await api.operations.translations.save(3, 'ru', { title: 'Мениск', isActive: true })
    expect(last().url).toBe(`${BASE}/api/Operation/3/translations/ru`)
    expect(fields(last().init.body as FormData)).toEqual({ Title: 'Мениск', IsActive: 'true' })
  })

  test('a catalog’s and a category’s translation is sent as JSON', async () => {
    const { api, calls } = setup(() => jsonResponse({}))
    await api.catalogs.translations.save(2, 'ka', { name: 'მუხლი', isActive: true })
    await api.categories.translations.save(5, 'en', { name: 'Knee' })
    expect(calls.map((call) => [call.url, call.init.method, call.init.body])).toEqual([
      [`${BASE}/api/Catalog/2/translations/ka`, 'PUT', JSON.stringify({ name: 'მუხლი', isActive: true })],
      [`${BASE}/api/Category/5/translations/en`, 'PUT', JSON.stringify({ name: 'Knee' })],
    ])
  })

  test('removing a translation is a DELETE on its language', async () => {
    const { api, calls } = setup(() => new Response(null, { status: 204 }))
    await api.operations.translations.remove(3, 'ka')
    await api.categories.translations.list(5)
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([
      [`${BASE}/api/Operation/3/translations/ka`, 'DELETE'],
      [`${BASE}/api/Category/5/translations`, 'GET'],
    ])
  })

  test('a refused translation is an ApiError with the server’s Turkish message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = setup(() =>
      jsonResponse({ message: 'Bu kısa ad bu dilde kullanılıyor.' }, { status: 409 }),
    )
    const failure = await api.blog.translations.save(7, 'en', { title: 'Knee' }).catch((error) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 409, message: 'Bu kısa ad bu dilde kullanılıyor.' })
  })
})
