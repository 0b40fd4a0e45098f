import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts'
import { createApiClient } from './client.ts'
import { ACCOUNT_EXPORT_FALLBACK_FILE_NAME } from './endpoints/account.ts'
import { fileNameFromDisposition } from './http.ts'
import { createSession, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session.ts'
import { createMemoryStorage } from './storage.ts'
import { fakeFetch, jsonResponse } from './test-support/fake-fetch.ts'
import { expiredToken, loginAnswer, validToken } from './test-support/tokens.ts'

const BASE = 'https://api.example.test'

function setup(respond?: Parameters<typeof fakeFetch>[0]) {
  const persistent = createMemoryStorage()
  const sessionOnly = createMemoryStorage()
  const session = createSession({ persistent, sessionOnly, events: null })
  const fake = fakeFetch(respond)
  const api = createApiClient({ baseUrl: `${BASE}/`, session, fetch: fake.fetch })
  return { api, session, persistent, sessionOnly, ...fake }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('authorization header (docs/spec §4, §7)', () => {
  test('a stored token is sent as a Bearer header on every call', async () => {
    const { api, session, calls } = setup()
    const token = validToken()
    session.saveLogin(loginAnswer({ token }), true)

    await api.blog.list()
    await api.operations.listAdmin()
    await api.catalogs.list()

    expect(calls).toHaveLength(3)
    for (const call of calls) expect(call.headers.get('Authorization')).toBe(`Bearer ${token}`)
  })

  test('without a stored token no Authorization header is sent', async () => {
    const { api, last } = setup()
    await api.blog.list()
    expect(last().headers.has('Authorization')).toBe(false)
  })

  test('an expired stored token is not sent and checking it logs the user out', async () => {
    const { api, session, persistent, last } = setup()
    session.saveLogin(loginAnswer({ token: expiredToken() }), true)
    await api.blog.list()
    expect(last().headers.has('Authorization')).toBe(false)
    expect(persistent.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  test('a client without a fetch option uses globalThis.fetch', async () => {
    const fake = fakeFetch()
    vi.stubGlobal('fetch', fake.fetch)
    await createApiClient({ baseUrl: BASE }).catalogs.list()
    expect(fake.last().url).toBe(`${BASE}/api/Catalog`)
  })
})

describe('login through the client', () => {
  test('login posts the credentials with rememberMe and stores the session by that choice', async () => {
    const answer = loginAnswer({ roles: ['Admin'] })
    const { api, session, persistent, sessionOnly, last } = setup(() => jsonResponse(answer))

    const result = await api.account.login({
      email: 'ayse@example.com',
      password: 'gizli-şifre',
      rememberMe: true,
    })

    expect(last().url).toBe(`${BASE}/api/Account/login`)
    expect(last().init.method).toBe('POST')
    expect(JSON.parse(last().init.body as string)).toEqual({
      email: 'ayse@example.com',
      password: 'gizli-şifre',
      rememberMe: true,
    })
    expect('token' in result && result.token).toBe(answer.token)
    expect(persistent.getItem(TOKEN_STORAGE_KEY)).toBe(answer.token)
    expect(sessionOnly.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(session.isAdmin()).toBe(true)
  })

  test('a login answer carrying Token instead of token is accepted', async () => {
    const { token, ...rest } = loginAnswer()
    const { api, sessionOnly } = setup(() => jsonResponse({ ...rest, Token: token }))
    const result = await api.account.login({ email: 'a@b.c', password: 'x' })
    expect('token' in result && result.token).toBe(token)
    expect(sessionOnly.getItem(TOKEN_STORAGE_KEY)).toBe(token)
  })

  test("a login answer without a token throws 'Token alınamadı' and nobody is logged in", async () => {
    const { token: _unused, ...rest } = loginAnswer()
    const { api, session } = setup(() => jsonResponse(rest))
    await expect(api.account.login({ email: 'a@b.c', password: 'x', rememberMe: true })).rejects.toThrow(
      new Error('Token alınamadı'),
    )
    expect(session.isAuthenticated()).toBe(false)
  })

  test('a profile image upload sends the file as field "file" and updates the stored profileImagePath', async () => {
    const { api, session, sessionOnly, last } = setup((url) =>
      url.endsWith('/upload-image')
        ? jsonResponse({ imagePath: '/uploads/profiles/42.webp' })
        : jsonResponse({}),
    )
    session.saveLogin(loginAnswer({ profileImagePath: null }), false)
    const file = new File(['png'], 'me.png', { type: 'image/png' })

    const result = await api.account.uploadProfileImage(file)

    const body = last().init.body as FormData
    expect(body.get('file')).toBeInstanceOf(Blob)
    expect((body.get('file') as File).name).toBe('me.png')
    expect(result.imagePath).toBe('/uploads/profiles/42.webp')
    expect(JSON.parse(sessionOnly.getItem(USER_STORAGE_KEY)!).profileImagePath).toBe(
      '/uploads/profiles/42.webp',
    )
  })

  test('a rich-text image upload sends the file as field "file" and answers where it is stored and its size', async () => {
    const stored = { imagePath: '/uploads/content/9.webp', width: 640, height: 480 }
    const { api, session, sessionOnly, last } = setup(() => jsonResponse(stored, { status: 201 }))
    session.saveLogin(loginAnswer({ roles: ['Admin'], profileImagePath: null }), false)
    const file = new File(['png'], 'şema.png', { type: 'image/png' })

    const result = await api.uploads.image(file)

    expect(last().init.method).toBe('POST')
    expect(last().url).toBe(`${BASE}/api/uploads/image`)
    const body = last().init.body as FormData
    expect([...body.keys()]).toEqual(['file'])
    expect((body.get('file') as File).name).toBe('şema.png')
    expect(result).toEqual(stored)
    // Unlike the profile picture, a content image is nobody's picture: the stored user is left alone.
    expect(JSON.parse(sessionOnly.getItem(USER_STORAGE_KEY)!).profileImagePath).toBeNull()
  })

  test('a refused rich-text image upload is an ApiError with the server’s Turkish message', async () => {
    const refusal = {
      message: 'Yalnızca JPEG, PNG, WebP, GIF veya AVIF biçiminde bir görsel yükleyebilirsiniz.',
    }
    const { api } = setup(() => jsonResponse(refusal, { status: 415 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(api.uploads.image(new Blob(['<svg/>']))).rejects.toMatchObject({
      status: 415,
      message: refusal.message,
    })
  })

  test('a saved profile writes the new names into the stored user (the menu greets by them)', async () => {
    const saved = { id: 7, firstName: 'Yeni', lastName: 'Soyad', email: 'a@b.co', phoneNumber: null }
    const { api, session } = setup(() =>
      jsonResponse({ ...saved, profileImagePath: null, roles: ['User'], emailConfirmed: true }),
    )
    session.saveLogin(loginAnswer({ firstName: 'Eski', lastName: 'Ad' }), false)
    await api.account.updateProfile({ firstName: 'Yeni', lastName: 'Soyad', phoneNumber: '' })
    expect(session.getUser()).toMatchObject({ firstName: 'Yeni', lastName: 'Soyad' })
  })

  test('a refused profile save leaves the stored user as it was', async () => {
    const { api, session } = setup(() => jsonResponse({ message: 'Ad zorunludur.' }, { status: 400 }))
    session.saveLogin(loginAnswer({ firstName: 'Eski', lastName: 'Ad' }), false)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(api.account.updateProfile({ firstName: '', lastName: 'Ad' })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(session.getUser()).toMatchObject({ firstName: 'Eski', lastName: 'Ad' })
  })

  test('a successful password change logs out, because the server has ended every token of the user', async () => {
    const { api, session } = setup(() => jsonResponse({ message: 'Şifreniz değiştirildi.' }))
    session.saveLogin(loginAnswer(), true)
    await api.account.changePassword({
      currentPassword: 'eski-sifre',
      newPassword: 'yeni-sifre-123',
      confirmNewPassword: 'yeni-sifre-123',
    })
    expect(session.isAuthenticated()).toBe(false)
  })

  test('a refused password change keeps the session', async () => {
    const { api, session } = setup(() => jsonResponse({ message: 'Mevcut şifre hatalı.' }, { status: 400 }))
    session.saveLogin(loginAnswer(), true)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      api.account.changePassword({
        currentPassword: 'yanlis',
        newPassword: 'yeni-sifre-123',
        confirmNewPassword: 'yeni-sifre-123',
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(session.isAuthenticated()).toBe(true)
  })
})

describe('my data: export and account deletion', () => {
  const exported = { exportedAt: '2026-05-14T09:00:00.000Z', profile: { firstName: 'Ayşe' }, comments: [] }
  const download = (headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(exported, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="kisisel-verilerim-2026-05-14.json"',
        ...headers,
      },
    })

  test('exportData answers the file as the server sent it, with the name to save it under', async () => {
    const { api, session, last } = setup(() => download())
    const token = validToken()
    session.saveLogin(loginAnswer({ token }), false)

    const file = await api.account.exportData()

    expect(last().url).toBe(`${BASE}/api/Account/export`)
    expect(last().init.method).toBe('GET')
    expect(last().headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(file.fileName).toBe('kisisel-verilerim-2026-05-14.json')
    expect(file.blob).toBeInstanceOf(Blob)
    expect(file.blob.type).toMatch(/^application\/json/)
    expect(await file.blob.text()).toBe(JSON.stringify(exported, null, 2))
    expect(JSON.parse(await file.blob.text())).toEqual(exported)
  })

  test('exportData falls back to a plain name when the answer names no file', async () => {
    const { api } = setup(() => download({ 'content-disposition': '' }))
    expect((await api.account.exportData()).fileName).toBe(ACCOUNT_EXPORT_FALLBACK_FILE_NAME)
  })

  test.each([
    ['attachment; filename="kisisel-verilerim-2026-05-14.json"', 'kisisel-verilerim-2026-05-14.json'],
    ['attachment; filename=veriler.json', 'veriler.json'],
    ['attachment; filename="a\\"b.json"', 'a"b.json'],
    ['attachment; filename="x.json"; filename*=UTF-8\'\'ki%C5%9Fisel.json', 'kişisel.json'],
    ['attachment', null],
    [null, null],
  ])('the file name of Content-Disposition %s is %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name)
  })

  test('a refused export is an ApiError with the Turkish message, not a file', async () => {
    const { api } = setup(() =>
      jsonResponse({ message: 'Bu işlem için giriş yapmalısınız.' }, { status: 401 }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(api.account.exportData()).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Bu işlem için giriş yapmalısınız.',
    })
  })

  test('deleteAccount sends the password in a DELETE and then clears the stored session', async () => {
    const { api, session, persistent, last } = setup(() => new Response(null, { status: 204 }))
    session.saveLogin(loginAnswer(), true)

    await expect(api.account.deleteAccount({ password: 'gizli-şifre' })).resolves.toBeUndefined()

    expect(last().url).toBe(`${BASE}/api/Account`)
    expect(last().init.method).toBe('DELETE')
    expect(last().headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(last().init.body as string)).toEqual({ password: 'gizli-şifre' })
    expect(session.isAuthenticated()).toBe(false)
    expect(persistent.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  test('a refused deletion (wrong password) keeps the session and tells which field', async () => {
    const refusal = { message: 'Şifreniz hatalı.', errors: { password: ['Şifreniz hatalı.'] } }
    const { api, session } = setup(() => jsonResponse(refusal, { status: 400 }))
    session.saveLogin(loginAnswer(), true)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await api.account.deleteAccount({ password: 'yanlis' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).fieldError('password')).toBe('Şifreniz hatalı.')
    expect(session.isAuthenticated()).toBe(true)
  })
})

describe('failures (docs/spec §8)', () => {
  test("a failed call is logged as 'API Hatası' and rethrown as ApiError with the server's message, status and field errors", async () => {
    const serverError = {
      message: 'Bu isimde bir kategori zaten var.',
      errors: { name: ['Bu isimde bir kategori zaten var.'] },
    }
    const { api } = setup(() => jsonResponse(serverError, { status: 409 }))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})

    const error = await api.categories.create({ name: 'Diz' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Bu isimde bir kategori zaten var.',
      status: 409,
      errors: serverError.errors,
    })
    expect((error as ApiError).fieldError('name')).toBe('Bu isimde bir kategori zaten var.')
    expect(log).toHaveBeenCalledWith('API Hatası', error)
  })

  test('a login the API wants a captcha for says so in captchaRequired; other failures do not', async () => {
    const refusal = {
      message: 'Devam etmek için lütfen robot doğrulamasını tamamlayın.',
      errors: { captcha: ['Lütfen robot doğrulamasını tamamlayın.'] },
      captchaRequired: true,
    }
    const { api, session, last } = setup(() => jsonResponse(refusal, { status: 400 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await api.account
      .login({ email: 'ali@example.com', password: 'gizli', captcha: 'cozum' })
      .catch((e: unknown) => e)
    expect(JSON.parse(last().init.body as string)).toMatchObject({ captcha: 'cozum' })
    expect(error).toMatchObject({ status: 400, captchaRequired: true })
    expect((error as ApiError).fieldError('captcha')).toBe('Lütfen robot doğrulamasını tamamlayın.')
    expect(session.isAuthenticated()).toBe(false)
    const plain = await setup(() =>
      jsonResponse({ message: 'Hatalı.', captchaRequired: 'evet' }, { status: 401 }),
    )
      .api.account.login({ email: 'ali@example.com', password: 'x' })
      .catch((e: unknown) => e)
    expect(plain).toMatchObject({ status: 401, captchaRequired: false })
  })

  test('the onError option hears about each failure after it is logged', async () => {
    const fake = fakeFetch(() => jsonResponse({ message: 'Oturumunuzun süresi doldu.' }, { status: 401 }))
    const onError = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch, onError })
    await expect(api.account.getProfile()).rejects.toBeInstanceOf(ApiError)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, message: 'Oturumunuzun süresi doldu.' }),
    )
  })

  test('an error answer without a message still gets a Turkish message for its status', async () => {
    const { api } = setup(() => new Response('Bad Gateway', { status: 502 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(api.blog.list()).rejects.toMatchObject({
      status: 502,
      message: 'Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    })
  })

  test('a network failure is logged and rethrown as ApiError with a Turkish message and status 0', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await api.blog.list().catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ApiError', status: 0, message: NETWORK_ERROR_MESSAGE })
    expect(log).toHaveBeenCalledWith('API Hatası', error)
  })

  test('a call cancelled through its AbortSignal rejects with the abort, unlogged', async () => {
    const controller = new AbortController()
    const { api, last } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const pending = api.operations.list(undefined, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(last().init.signal).toBe(controller.signal)
    expect(log).not.toHaveBeenCalled()
  })

  test('there is no default timeout: a call without a signal passes none to fetch', async () => {
    const { api, last } = setup()
    await api.blog.get('diz-protezi')
    expect(last().init.signal).toBeUndefined()
  })
})

describe('paths, queries and lists', () => {
  test('list calls send page and pageSize, and the page variant reads X-Total-Count', async () => {
    const blogs = [{ id: 1 }, { id: 2 }]
    const { api, last } = setup(() => jsonResponse(blogs, { headers: { 'X-Total-Count': '57' } }))

    const page = await api.blog.listPage({ page: 3, pageSize: 2 })

    expect(last().url).toBe(`${BASE}/api/blog?page=3&pageSize=2`)
    expect(page).toEqual({ items: blogs, total: 57 })
    expect(await api.blog.list({ page: 3, pageSize: 2 })).toEqual(blogs)
  })

  test('without X-Total-Count the total is the number of items', async () => {
    const { api } = setup(() => jsonResponse([{ id: 1 }]))
    expect((await api.users.listPage()).total).toBe(1)
  })

  test.each<[string, (api: ReturnType<typeof setup>['api']) => Promise<unknown>, string, string]>([
    [
      'blog search',
      (api) => api.blog.search('diz ağrısı'),
      'GET',
      '/api/blog/search?query=diz+a%C4%9Fr%C4%B1s%C4%B1',
    ],
    ['blog by category', (api) => api.blog.listByCategory(4), 'GET', '/api/blog/category/4'],
    ['blog status', (api) => api.blog.setStatus(7, false), 'PUT', '/api/blog/7/status'],
    ['blog like state', (api) => api.blog.likeState(7), 'GET', '/api/blog/7/like'],
    ['blog unlike', (api) => api.blog.unlike(7), 'PUT', '/api/blog/7/unlike'],
    ['operation view', (api) => api.operations.view(3), 'PUT', '/api/Operation/3/view'],
    ['operation by catalog', (api) => api.operations.listByCatalog(2), 'GET', '/api/Operation/catalog/2'],
    ['comment approve', (api) => api.comments.approve(7, 9, true), 'PUT', '/api/blog/7/comments/9/approve'],
    [
      'comment like-status reset',
      (api) => api.comments.resetLikeStatus(7, 9),
      'PUT',
      '/api/blog/7/comments/9/like-status/reset',
    ],
    [
      'comment like-statuses',
      (api) => api.comments.getLikeStatuses(7),
      'GET',
      '/api/blog/7/comments/like-statuses',
    ],
    [
      'comment moderation',
      (api) => api.comments.listAdmin({ status: 'reported' }),
      'GET',
      '/api/blog/comments/admin?status=reported',
    ],
    [
      'confirm e-mail',
      (api) => api.account.confirmEmail({ userId: '12', token: 'a b+c' }),
      'GET',
      '/api/Account/confirm-email?userId=12&token=a+b%2Bc',
    ],
    [
      'wellness mark read',
      (api) => api.wellnessMessages.markRead(5, true),
      'PUT',
      '/api/WellnessMessage/5/read',
    ],
    [
      'wellness list',
      (api) => api.wellnessMessages.list({ unread: true }),
      'GET',
      '/api/WellnessMessage?unread=true',
    ],
    ['contact delete', (api) => api.contactMessages.remove(8), 'DELETE', '/api/Contact/8'],
    ['user roles', (api) => api.users.setRoles(2, ['Admin']), 'PUT', '/api/Users/2/roles'],
    ['catalog update', (api) => api.catalogs.update(2, { name: 'Diz' }), 'PUT', '/api/Catalog/2'],
    ['captcha', (api) => api.captcha.getChallenge(), 'GET', '/api/captcha'],
    [
      'most read posts',
      (api) => api.blog.list({ sort: 'views', pageSize: 4 }),
      'GET',
      '/api/blog?sort=views&pageSize=4',
    ],
    [
      'most viewed operations',
      (api) => api.operations.listPage({ sort: 'views', pageSize: 4 }),
      'GET',
      '/api/Operation?sort=views&pageSize=4',
    ],
    [
      'site changes, full',
      (api) => api.site.changes('categories', undefined, { syncToken: 'token' }),
      'GET',
      '/api/site/changes/categories',
    ],
    [
      'resend confirmation',
      (api) => api.account.resendConfirmation({ email: 'a@b.co', captcha: 'x' }),
      'POST',
      '/api/Account/resend-confirmation',
    ],
    [
      'comment create',
      (api) => api.comments.create(7, { content: 'Teşekkürler', captcha: 'x' }),
      'POST',
      '/api/blog/7/comments',
    ],
    [
      'users page',
      (api) => api.users.listPage({ page: 2, pageSize: 10, search: 'ali' }),
      'GET',
      '/api/Users?page=2&pageSize=10&search=ali',
    ],
    [
      'admin posts, filtered and sorted',
      (api) =>
        api.blog.listAdminPage({
          search: 'diz ağrısı',
          active: false,
          categoryId: 3,
          sort: 'title',
          page: 1,
        }),
      'GET',
      '/api/blog/admin?search=diz+a%C4%9Fr%C4%B1s%C4%B1&active=false&categoryId=3&sort=title&page=1',
    ],
    [
      'admin operations, filtered and sorted',
      (api) => api.operations.listAdmin({ catalogId: 2, active: true, sort: 'oldest' }),
      'GET',
      '/api/Operation/admin?catalogId=2&active=true&sort=oldest',
    ],
    [
      'users by role and status',
      (api) => api.users.listPage({ role: 'Admin', active: false }),
      'GET',
      '/api/Users?role=Admin&active=false',
    ],
    [
      'comment moderation, searched and paged',
      (api) => api.comments.listAdminPage({ status: 'pending', search: 'ali', page: 2, pageSize: 10 }),
      'GET',
      '/api/blog/comments/admin?status=pending&search=ali&page=2&pageSize=10',
    ],
    [
      'rich-text image upload',
      (api) => api.uploads.image(new Blob(['x'], { type: 'image/png' })),
      'POST',
      '/api/uploads/image',
    ],
  ])('%s goes to the contract path', async (_name, call, method, path) => {
    const { api, last } = setup()
    await call(api)
    expect(last().init.method).toBe(method)
    expect(last().url).toBe(`${BASE}${path}`)
  })

  test('site.changes sends the cursor as since and answers the changes of that kind', async () => {
    const answer = {
      cursor: '2026-11-22T08:00:00.000Z',
      changed: [{ id: 3, name: 'Diz' }],
      removedIds: [4],
    }
    const { api, last } = setup(() => jsonResponse(answer))
    const result = await api.site.changes('catalogs', '2026-11-21T10:15:30.123Z', {
      syncToken: 'build-token',
    })
    expect(last().init.method).toBe('GET')
    expect(last().url).toBe(`${BASE}/api/site/changes/catalogs?since=2026-11-21T10%3A15%3A30.123Z`)
    expect(result).toEqual(answer)
    expect(last().headers.get('X-Site-Sync-Token')).toBe('build-token')
    await api.site.changes('blogs', null, { syncToken: 'build-token' })
    expect(last().url).toBe(`${BASE}/api/site/changes/blogs`)
  })

  test('site.changes asks for one language with ?locale=, and Turkish as before', async () => {
    const { api, last } = setup(() => jsonResponse({ cursor: 'c', changed: [], removedIds: [] }))
    await api.site.changes('blogs', 'c0', { syncToken: 'token', locale: 'ka' })
    expect(last().url).toBe(`${BASE}/api/site/changes/blogs?since=c0&locale=ka`)
    await api.site.changes('operations', undefined, { syncToken: 'token', locale: 'tr' })
    expect(last().url).toBe(`${BASE}/api/site/changes/operations`)
  })

  test('JSON bodies are camelCase as the contract says', async () => {
    const { api, last } = setup()
    await api.wellnessMessages.markRead(5, true)
    expect(last().headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(last().init.body as string)).toEqual({ isRead: true })

    await api.comments.report(7, 9, 'Reklam içeriyor')
    expect(JSON.parse(last().init.body as string)).toEqual({ reportReason: 'Reklam içeriyor' })
  })

  test('path parts are URL-encoded', async () => {
    const { api, last } = setup(() => jsonResponse({}))
    await api.blog.get('../admin?x')
    expect(last().url).toBe(`${BASE}/api/blog/..%2Fadmin%3Fx`)
  })

  test('a 204 answer resolves to undefined', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }))
    await expect(api.blog.remove(3)).resolves.toBeUndefined()
  })
})

describe('multipart bodies through the client', () => {
  test('blog update sends the PascalCase fields with Id, Tags joined and the image as BlogImage', async () => {
    const { api, last } = setup(() => jsonResponse({}))
    const image = new File(['jpg'], 'kapak.jpg', { type: 'image/jpeg' })

    await api.blog.update(12, {
      title: 'Diz Protezi',
      shortDescription: 'Kısa',
      fullContent: '<p>Uzun</p>',
      categoryId: 3,
      tags: ['diz', 'protez'],
      seoKeywords: 'diz, protez',
      seoDescription: 'SEO',
      isActive: true,
      blogImage: image,
      existingImagePath: '/uploads/blogs/eski.webp',
    })

    expect(last().url).toBe(`${BASE}/api/blog/12`)
    expect(last().init.method).toBe('PUT')
    const form = last().init.body as FormData
    expect(Object.fromEntries([...form.keys()].map((k) => [k, form.get(k)]))).toMatchObject({
      Id: '12',
      Title: 'Diz Protezi',
      ShortDescription: 'Kısa',
      FullContent: '<p>Uzun</p>',
      CategoryId: '3',
      Tags: 'diz, protez',
      SeoKeywords: 'diz, protez',
      SeoDescription: 'SEO',
      IsActive: 'true',
      ExistingImagePath: '/uploads/blogs/eski.webp',
    })
    expect((form.get('BlogImage') as File).name).toBe('kapak.jpg')
    expect(last().headers.has('Content-Type')).toBe(false) // fetch adds the multipart boundary itself
  })

  test('operation create sends Title, CatalogId and OperationImage', async () => {
    const { api, last } = setup(() => jsonResponse({}))
    await api.operations.create({
      title: 'Menisküs',
      catalogId: 2,
      operationImage: new Blob(['x']),
      isActive: false,
    })
    const form = last().init.body as FormData
    expect(last().url).toBe(`${BASE}/api/Operation`)
    expect(form.get('Title')).toBe('Menisküs')
    expect(form.get('CatalogId')).toBe('2')
    expect(form.get('IsActive')).toBe('false')
    expect(form.get('OperationImage')).toBeInstanceOf(Blob)
    expect(form.has('Id')).toBe(false)
  })
})

describe('sessions and the second factor', () => {
  test('a login that needs a second factor answers the challenge and stores nothing; the code step stores the session', async () => {
    const answer = loginAnswer()
    let call = 0
    const { api, session, sessionOnly } = setup(() =>
      ++call === 1 ? jsonResponse({ twoFactorRequired: true, challenge: 'c-123' }) : jsonResponse(answer),
    )
    const first = await api.account.login({ email: 'a@b.c', password: 'x' })
    expect(first).toEqual({ twoFactorRequired: true, challenge: 'c-123' })
    expect(session.getToken()).toBeNull()
    const done = await api.account.loginTwoFactor({ challenge: 'c-123', code: '123456' }, false)
    expect(done.token).toBe(answer.token)
    expect(sessionOnly.getItem(TOKEN_STORAGE_KEY)).toBe(answer.token)
  })

  test('logout tells the server, then clears the stored session even when the server refuses', async () => {
    const answer = loginAnswer()
    const urls: string[] = []
    let call = 0
    const { api, session } = setup((url) => {
      urls.push(url)
      return ++call === 1
        ? jsonResponse(answer)
        : jsonResponse({ message: 'Oturum bilginiz geçersiz.' }, { status: 401 })
    })
    await api.account.login({ email: 'a@b.c', password: 'x' })
    await api.account.logout()
    expect(urls.at(-1)).toBe(`${BASE}/api/Account/logout`)
    expect(session.getToken()).toBeNull()
  })
})
