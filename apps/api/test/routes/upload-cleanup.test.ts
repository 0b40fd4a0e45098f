import { mkdir, mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { isUploadReferenced } from '../../src/services/uploads/upload-references.ts'
import { file, pngImage } from '../fixtures.ts'
import { USER_PASSWORD, useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()
const DAY = 24 * 60 * 60 * 1000
/** As the sweeper sees it a day and an hour from now: every file written so far is past the 24 h grace period. */
const later = () => new Date(Date.now() + DAY + 60 * 60 * 1000)

const image = async (name = 'gorsel.png') => file(await pngImage(), name, 'image/png')

/** URL paths of the files stored in an uploads folder. */
async function stored(folder: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(t.config.uploadsDir, folder))
    return names.map((name) => `/uploads/${folder}/${name}`).sort()
  } catch {
    return []
  }
}

const onDisk = async (urlPath: string) =>
  stat(path.join(t.config.uploadsDir, urlPath.replace('/uploads/', ''))).then(
    () => true,
    () => false,
  )

const newFiles = async (folder: string, before: string[]) =>
  (await stored(folder)).filter((p) => !before.includes(p))

async function contentImage(): Promise<string> {
  const res = await t.asAdmin('POST', '/api/uploads/image', multipartBody({}, { file: await image() }))
  expect(res.statusCode).toBe(201)
  return res.body.imagePath
}

async function createPost(fields: Record<string, string> = {}, cover = true) {
  const res = await t.asAdmin(
    'POST',
    '/api/blog',
    multipartBody({ Title: 'Diz Ağrısı', ...fields }, cover ? { BlogImage: await image() } : {}),
  )
  expect(res.statusCode).toBe(201)
  return res.body as { id: number; imagePath: string | null; fullContent: string | null }
}

/** An operation written by the admin, or by another admin whose token is given (their picture is copied). */
async function createOperation(fields: Record<string, string> = {}, cover = true, token?: string) {
  const res = await t.asAdmin('POST', '/api/Operation', {
    ...multipartBody(
      { Title: 'Total Diz Protezi', ...fields },
      cover ? { OperationImage: await image() } : {},
    ),
    token,
  })
  expect(res.statusCode).toBe(201)
  return res.body as { id: number; imagePath: string | null; authorProfileImagePath: string | null }
}

const uploadProfileImage = async (token: string) =>
  t.request({
    method: 'POST',
    url: '/api/Account/profile/upload-image',
    token,
    ...multipartBody({}, { file: await image('profil.png') }),
  })

const profileOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/Account/profile', token })).body as {
    profileImagePath: string | null
  }

describe('replacing a picture under concurrency', () => {
  test('eight profile uploads at once for one user leave exactly one stored file, the one the profile shows', async () => {
    const user = await t.createUser()
    const before = await stored('profiles')
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadProfileImage(user.token)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200))
    const { profileImagePath } = await profileOf(user.token)
    expect(await newFiles('profiles', before)).toEqual([profileImagePath])
  })

  test('six cover replaces of one post at once leave only the cover the post shows', async () => {
    const post = await createPost()
    const before = await stored('blog')
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () =>
        t.asAdmin(
          'PUT',
          `/api/blog/${post.id}`,
          multipartBody({ Title: 'Diz Ağrısı' }, { BlogImage: await image() }),
        ),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200))
    const shown = (await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.imagePath
    expect(await stored('blog')).toEqual([...before.filter((p) => p !== post.imagePath), shown].sort())
    expect(await onDisk(post.imagePath!)).toBe(false)
  })

  test('six cover replaces of one operation at once leave only the cover it shows', async () => {
    const operation = await createOperation()
    const before = await stored('operations')
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () =>
        t.asAdmin(
          'PUT',
          `/api/Operation/${operation.id}`,
          multipartBody({ Title: 'Total Diz Protezi' }, { OperationImage: await image() }),
        ),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200))
    const shown = (await t.request({ method: 'GET', url: `/api/Operation/${operation.id}` })).body.imagePath
    expect(await stored('operations')).toEqual(
      [...before.filter((p) => p !== operation.imagePath), shown].sort(),
    )
  })

  test('a save without a new cover does not bring back a cover another save replaced meanwhile', async () => {
    const post = await createPost()
    const [withCover, textOnly] = await Promise.all([
      t.asAdmin(
        'PUT',
        `/api/blog/${post.id}`,
        multipartBody({ Title: 'Yeni kapak' }, { BlogImage: await image() }),
      ),
      t.asAdmin('PUT', `/api/blog/${post.id}`, multipartBody({ Title: 'Yalnız metin' })),
    ])
    expect([withCover.statusCode, textOnly.statusCode]).toEqual([200, 200])
    const shown = (await t.request({ method: 'GET', url: `/api/blog/${post.id}` })).body.imagePath
    expect(shown).toBe(withCover.body.imagePath)
    expect(await onDisk(shown)).toBe(true)
    expect(await onDisk(post.imagePath!)).toBe(false)
  })

  test('a cover sent while the post is deleted leaves no file, whichever finishes first', async () => {
    const post = await createPost({}, false)
    const before = await stored('blog')
    const [replace, removal] = await Promise.all([
      t.asAdmin(
        'PUT',
        `/api/blog/${post.id}`,
        multipartBody({ Title: 'Diz Ağrısı' }, { BlogImage: await image() }),
      ),
      t.asAdmin('DELETE', `/api/blog/${post.id}`),
    ])
    expect(removal.statusCode).toBe(204)
    expect([200, 404]).toContain(replace.statusCode)
    expect(await stored('blog')).toEqual(before)
  })

  test('a profile picture sent while the user is deleted leaves no file', async () => {
    const user = await t.createUser()
    const before = await stored('profiles')
    const [upload, removal] = await Promise.all([
      uploadProfileImage(user.token),
      t.asAdmin('DELETE', `/api/Users/${user.id}`),
    ])
    expect(removal.statusCode).toBe(204)
    expect([200, 401, 404]).toContain(upload.statusCode)
    expect(await stored('profiles')).toEqual(before)
  })
})

describe('deleting what shows a picture', () => {
  test('deleting a post removes its cover and its text’s images at once, but not an image another post shows', async () => {
    const own = await contentImage()
    const shared = await contentImage()
    const post = await createPost({
      FullContent: `<p><img src="${own}" alt="a"></p><p><img src="${shared}" alt="b"></p>`,
    })
    await createPost({ Title: 'Diğer', FullContent: `<p><img src="${shared}" alt="b"></p>` }, false)
    expect((await t.asAdmin('DELETE', `/api/blog/${post.id}`)).statusCode).toBe(204)
    expect(await onDisk(post.imagePath!)).toBe(false)
    expect(await onDisk(own)).toBe(false)
    expect(await onDisk(shared)).toBe(true)
  })

  test('deleting an operation removes its cover, its text’s images and an author picture nobody else shows', async () => {
    const admin = await t.loginAsAdmin()
    expect((await uploadProfileImage(admin)).statusCode).toBe(200)
    const inline = await contentImage()
    const operation = await createOperation({ FullContent: `<p><img src="${inline}" alt="a"></p>` })
    const authorPicture = operation.authorProfileImagePath!
    expect(authorPicture).toMatch(/^\/uploads\/profiles\//)
    // The admin changes their picture: the operation keeps the old one, so its file stays while it does.
    expect((await uploadProfileImage(admin)).statusCode).toBe(200)
    expect(await onDisk(authorPicture)).toBe(true)
    const res = await t.asAdmin('DELETE', `/api/Operation/${operation.id}`)
    expect(res.statusCode).toBe(204)
    expect(await onDisk(operation.imagePath!)).toBe(false)
    expect(await onDisk(inline)).toBe(false)
    expect(await onDisk(authorPicture)).toBe(false)
    expect(await onDisk((await profileOf(admin)).profileImagePath!)).toBe(true)
  })

  test('deleting a user (a comment’s author) removes their picture, unless an operation still shows it', async () => {
    const commenter = await t.createUser()
    expect((await uploadProfileImage(commenter.token)).statusCode).toBe(200)
    const picture = (await profileOf(commenter.token)).profileImagePath!
    expect((await t.asAdmin('DELETE', `/api/Users/${commenter.id}`)).statusCode).toBe(204)
    expect(await onDisk(picture)).toBe(false)

    const author = await t.createUser({ roles: ['Admin'] })
    expect((await uploadProfileImage(author.token)).statusCode).toBe(200)
    const authorPicture = (await profileOf(author.token)).profileImagePath!
    await createOperation({}, false, author.token)
    expect((await t.asAdmin('DELETE', `/api/Users/${author.id}`)).statusCode).toBe(204)
    expect(await onDisk(authorPicture)).toBe(true)
  })

  test('deleting one’s own account removes one’s picture', async () => {
    const user = await t.createUser()
    expect((await uploadProfileImage(user.token)).statusCode).toBe(200)
    const picture = (await profileOf(user.token)).profileImagePath!
    const res = await t.request({
      method: 'DELETE',
      url: '/api/Account',
      token: user.token,
      payload: { password: USER_PASSWORD },
    })
    expect(res.statusCode).toBe(204)
    expect(await onDisk(picture)).toBe(false)
  })
})

describe('the sweeper of unreferenced uploads', () => {
  test('an image a post’s text no longer shows stays until the sweep after the grace period, which takes it', async () => {
    const kept = await contentImage()
    const dropped = await contentImage()
    const post = await createPost({
      FullContent: `<p><img src="${kept}" alt="a"><img src="${dropped}" alt="b"></p>`,
    })
    const res = await t.asAdmin(
      'PUT',
      `/api/blog/${post.id}`,
      multipartBody({ Title: 'Diz Ağrısı', FullContent: `<p><img src="${kept}" alt="a"></p>` }),
    )
    expect(res.statusCode).toBe(200)
    // Still in the grace period: the admin may put it back (an undo, a draft).
    expect(await t.app.uploadSweeper.sweep()).not.toContain(dropped)
    expect(await onDisk(dropped)).toBe(true)
    const removed = await t.app.uploadSweeper.sweep(later())
    expect(removed).toContain(dropped)
    expect(removed).not.toContain(kept)
    expect(await onDisk(dropped)).toBe(false)
    expect(await onDisk(kept)).toBe(true)
    expect(await onDisk(post.imagePath!)).toBe(true)
  })

  test('an image uploaded into an editor draft survives the grace period, then goes', async () => {
    const draftImage = await contentImage()
    expect(await t.app.uploadSweeper.sweep(new Date(Date.now() + DAY - 60_000))).not.toContain(draftImage)
    expect(await onDisk(draftImage)).toBe(true)
    expect(await t.app.uploadSweeper.sweep(later())).toContain(draftImage)
    expect(await onDisk(draftImage)).toBe(false)
  })

  test('every kind of reference keeps its file: profile, covers, an operation’s author picture, images in posts and operations', async () => {
    const admin = await t.loginAsAdmin()
    expect((await uploadProfileImage(admin)).statusCode).toBe(200)
    const inPost = await contentImage()
    const inOperation = await contentImage()
    // An absolute address of the API (as a pasted image may carry) references the file too.
    const post = await createPost({
      FullContent: `<p><img src="http://localhost:4321${inPost}" alt="a"></p>`,
    })
    const operation = await createOperation({
      FullContent: `<p><img src="${inOperation}" alt="b"></p>`,
    })
    const referenced = [
      (await profileOf(admin)).profileImagePath!,
      post.imagePath!,
      operation.imagePath!,
      operation.authorProfileImagePath!,
      inPost,
      inOperation,
    ]
    const stray = path.join(t.config.uploadsDir, 'content', 'stray.webp')
    await writeFile(stray, 'x')
    const removed = await t.app.uploadSweeper.sweep(later())
    expect(removed).toContain('/uploads/content/stray.webp')
    for (const urlPath of referenced) {
      expect(removed).not.toContain(urlPath)
      expect(await onDisk(urlPath)).toBe(true)
    }
  })

  test('an image shown only by a translation’s text keeps its file', async () => {
    const inPostTranslation = await contentImage()
    const inOperationTranslation = await contentImage()
    const post = await createPost({}, false)
    const operation = await createOperation({}, false)
    const put = (resource: string, id: number, src: string) =>
      t.asAdmin(
        'PUT',
        `/api/${resource}/${id}/translations/en`,
        multipartBody({ Title: 'Knee', FullContent: `<p><img src="${src}" alt="a"></p>` }),
      )
    expect((await put('blog', post.id, inPostTranslation)).statusCode).toBe(200)
    expect((await put('Operation', operation.id, inOperationTranslation)).statusCode).toBe(200)
    const removed = await t.app.uploadSweeper.sweep(later())
    expect(removed).not.toContain(inPostTranslation)
    expect(removed).not.toContain(inOperationTranslation)
    expect(await onDisk(inPostTranslation)).toBe(true)
    expect(await isUploadReferenced(t.app.db, inPostTranslation)).toBe(true)
    expect(await isUploadReferenced(t.app.db, inOperationTranslation)).toBe(true)
  })

  test('it never follows a link out of the uploads folder, nor removes the link', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'clinic-outside-'))
    try {
      await writeFile(path.join(outside, 'secret.txt'), 'keep me')
      const old = new Date(Date.now() - 2 * DAY)
      await utimes(path.join(outside, 'secret.txt'), old, old)
      await mkdir(path.join(t.config.uploadsDir, 'content'), { recursive: true })
      await symlink(outside, path.join(t.config.uploadsDir, 'linked-folder'))
      await symlink(path.join(outside, 'secret.txt'), path.join(t.config.uploadsDir, 'content', 'link.webp'))
      const removed = await t.app.uploadSweeper.sweep(later())
      expect(removed.filter((p) => p.includes('secret') || p.includes('link'))).toEqual([])
      expect(await readdir(outside)).toEqual(['secret.txt'])
      await expect(stat(path.join(t.config.uploadsDir, 'content', 'link.webp'))).resolves.toBeTruthy()
    } finally {
      await rm(path.join(t.config.uploadsDir, 'linked-folder'), { force: true })
      await rm(path.join(t.config.uploadsDir, 'content', 'link.webp'), { force: true })
      await rm(outside, { recursive: true, force: true })
    }
  })

  test('it runs when the server starts and then every interval; an interval of 0 turns it off', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clinic-sweep-'))
    const plant = async (name: string) => {
      const target = path.join(dataDir, 'uploads', 'content', name)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, 'x')
      const old = new Date(Date.now() - 2 * DAY)
      await utimes(target, old, old)
      return target
    }
    const exists = (target: string) =>
      stat(target).then(
        () => true,
        () => false,
      )
    const database = { db: t.app.db, kind: t.kind, close: async () => {} }
    const start = async (intervalMs: number) => {
      const app = await buildApp(
        {
          ...t.config,
          dataDir,
          uploadsDir: path.join(dataDir, 'uploads'),
          uploadSweep: { intervalMs, graceMs: DAY },
        },
        { database, logger: false },
      )
      await app.ready()
      return app
    }
    try {
      const atStart = await plant('at-start.webp')
      const app = await start(200)
      try {
        await expect.poll(() => exists(atStart), { timeout: 5000 }).toBe(false)
        const later = await plant('later.webp')
        await expect.poll(() => exists(later), { timeout: 5000 }).toBe(false)
      } finally {
        await app.close()
      }
      const untouched = await plant('untouched.webp')
      const off = await start(0)
      await new Promise((resolve) => setTimeout(resolve, 500))
      await off.close()
      expect(await exists(untouched)).toBe(true)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
