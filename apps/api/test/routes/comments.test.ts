import { describe, expect, test } from 'vitest'
import { solveCaptcha } from '../captcha.ts'
import { useTestApp } from '../helper.ts'
import { multipartBody } from '../multipart.ts'

const t = useTestApp()

async function setup() {
  const admin = await t.loginAsAdmin()
  const post = await t.seedPost()
  const author = await t.createUser({ firstName: 'Zeynep', lastName: 'Kaya' })
  const other = await t.createUser({ firstName: 'Ali', lastName: 'Demir' })
  return { admin, post, author, other }
}

/** The body a comment is posted with: its text and a solved captcha, as the site's comment form sends them. */
const commentPayload = async (content: string) => ({ content, captcha: await solveCaptcha(t) })

async function postComment(
  blogKey: string | number,
  token: string,
  content = 'Çok faydalı bir yazı, teşekkürler.',
) {
  return t.request({
    method: 'POST',
    url: `/api/blog/${blogKey}/comments`,
    token,
    payload: await commentPayload(content),
  })
}

/** Approves (or unapproves) as the admin, or as whoever's token is given. */
async function approve(blogId: number, commentId: number, isApproved = true, token?: string) {
  return t.asAdmin('PUT', `/api/blog/${blogId}/comments/${commentId}/approve`, {
    payload: { isApproved },
    token,
  })
}

describe('writing and moderating', () => {
  test('a user comment waits for approval: the public does not see it, its author and the admin do', async () => {
    const { admin, post, author, other } = await setup()
    const res = await postComment(post.id, author.token)
    expect(res.statusCode).toBe(201)
    expect(res.body).toMatchObject({
      blogId: post.id,
      content: 'Çok faydalı bir yazı, teşekkürler.',
      authorName: 'Zeynep Kaya',
      authorProfileImagePath: null,
      isApproved: false,
      likeCount: 0,
      isLiked: false,
      reportReason: null,
    })
    const list = (token?: string) => t.request({ method: 'GET', url: `/api/blog/${post.id}/comments`, token })
    expect((await list()).body).toEqual([])
    expect((await list(other.token)).body).toEqual([])
    expect((await list(author.token)).body).toHaveLength(1)
    expect((await list(admin)).body).toHaveLength(1)

    const approved = await approve(post.id, res.body.id)
    expect(approved.body.isApproved).toBe(true)
    expect((await list()).body.map((c: { id: number }) => c.id)).toEqual([res.body.id])
  })

  test('comments can be posted to a post addressed by its slug', async () => {
    const { post, author } = await setup()
    expect((await postComment(post.slug, author.token)).statusCode).toBe(201)
  })

  test('a guest cannot comment (401)', async () => {
    const { post } = await setup()
    const res = await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/comments`,
      payload: await commentPayload('Merhaba doktor bey'),
    })
    expect(res.statusCode).toBe(401)
  })

  test('an empty or too long comment answers a Turkish 400 and stores nothing', async () => {
    const { post, author } = await setup()
    const empty = await postComment(post.id, author.token, '  ')
    expect(empty.statusCode).toBe(400)
    expect(empty.body.errors.content).toEqual(['Yorum en az 2 karakter olmalıdır.'])
    expect((await postComment(post.id, author.token, 'a'.repeat(2001))).statusCode).toBe(400)
    expect((await t.asAdmin('GET', `/api/blog/${post.id}/comments`)).body).toEqual([])
  })

  test('a comment on a post that does not exist answers 404', async () => {
    const { author } = await setup()
    expect((await postComment(9999, author.token)).statusCode).toBe(404)
  })

  test('comment text is stored as text, never as markup to run', async () => {
    const { post, author } = await setup()
    const res = await postComment(post.id, author.token, '<script>alert(1)</script> merhaba')
    // Stored verbatim and served as JSON; the site renders it escaped.
    expect(res.body.content).toBe('<script>alert(1)</script> merhaba')
  })

  test('the author edits their comment and it goes back to moderation', async () => {
    const { post, author } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    await approve(post.id, comment.id)
    const res = await t.request({
      method: 'PUT',
      url: `/api/blog/${post.id}/comments/${comment.id}`,
      token: author.token,
      payload: { content: 'Düzeltilmiş yorum metni' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({ content: 'Düzeltilmiş yorum metni', isApproved: false })
  })

  test('another user can neither edit nor delete someone else’s comment; an admin can', async () => {
    const { admin, post, author, other } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    await approve(post.id, comment.id)
    const url = `/api/blog/${post.id}/comments/${comment.id}`
    const edit = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { content: 'Başkasının metni' },
    })
    expect(edit.statusCode).toBe(403)
    expect((await t.request({ method: 'DELETE', url, token: other.token })).statusCode).toBe(403)
    const adminEdit = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { content: 'Yönetici düzeltmesi' },
    })
    expect(adminEdit.body).toMatchObject({ content: 'Yönetici düzeltmesi', isApproved: true })
    expect((await t.request({ method: 'DELETE', url, token: admin })).statusCode).toBe(204)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}/comments` })).body).toEqual([])
  })

  test('the author deletes their own comment', async () => {
    const { post, author } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    const url = `/api/blog/${post.id}/comments/${comment.id}`
    expect((await t.request({ method: 'DELETE', url, token: author.token })).statusCode).toBe(204)
    expect((await t.request({ method: 'DELETE', url, token: author.token })).statusCode).toBe(404)
  })

  test('a comment id that belongs to another post answers 404', async () => {
    const { post, author } = await setup()
    const second = (await t.asAdmin('POST', '/api/blog', multipartBody({ Title: 'İkinci' }))).body
    const comment = (await postComment(post.id, author.token)).body
    const res = await t.asAdmin('DELETE', `/api/blog/${second.id}/comments/${comment.id}`)
    expect(res.statusCode).toBe(404)
  })

  test('only an admin approves', async () => {
    const { post, author } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    const res = await approve(post.id, comment.id, true, author.token)
    expect(res.statusCode).toBe(403)
  })

  test('an admin’s own comment needs no approval', async () => {
    const { admin, post } = await setup()
    const res = await postComment(post.id, admin)
    expect(res.body.isApproved).toBe(true)
    expect((await t.request({ method: 'GET', url: `/api/blog/${post.id}/comments` })).body).toHaveLength(1)
  })
})

describe('reports', () => {
  test('a report keeps its reason, which only admins see', async () => {
    const { post, author, other } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    await approve(post.id, comment.id)
    const res = await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/comments/${comment.id}/report`,
      token: other.token,
      payload: { reportReason: 'Reklam içeriyor' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body.message).toMatch(/Şikâyetiniz alındı/)
    const publicView = await t.request({
      method: 'GET',
      url: `/api/blog/${post.id}/comments`,
      token: other.token,
    })
    expect(publicView.body[0].reportReason).toBeNull()
    const adminView = await t.asAdmin('GET', `/api/blog/${post.id}/comments`)
    expect(adminView.body[0].reportReason).toBe('Reklam içeriyor')
  })

  test('nobody can report their own comment, and a reason is required', async () => {
    const { post, author, other } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    await approve(post.id, comment.id)
    const url = `/api/blog/${post.id}/comments/${comment.id}/report`
    expect(
      (await t.request({ method: 'POST', url, token: author.token, payload: { reportReason: 'kendim' } }))
        .statusCode,
    ).toBe(400)
    const empty = await t.request({ method: 'POST', url, token: other.token, payload: {} })
    expect(empty.statusCode).toBe(400)
    expect(empty.body.errors.reportReason).toEqual(['Şikâyet nedeni zorunludur.'])
  })

  test('a pending comment of someone else cannot be reported (it is not visible)', async () => {
    const { post, author, other } = await setup()
    const comment = (await postComment(post.id, author.token)).body
    const res = await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/comments/${comment.id}/report`,
      token: other.token,
      payload: { reportReason: 'Uygunsuz' },
    })
    expect(res.statusCode).toBe(404)
  })

  test('the moderation list filters by pending, approved and reported across posts', async () => {
    const { post, author, other } = await setup()
    const pending = (await postComment(post.id, author.token, 'Bekleyen yorum')).body
    const approved = (await postComment(post.id, author.token, 'Onaylı yorum')).body
    await approve(post.id, approved.id)
    await t.request({
      method: 'POST',
      url: `/api/blog/${post.id}/comments/${approved.id}/report`,
      token: other.token,
      payload: { reportReason: 'Hakaret' },
    })
    const list = async (status?: string) =>
      (await t.asAdmin('GET', `/api/blog/comments/admin${status ? `?status=${status}` : ''}`)).body as {
        id: number
        blogTitle: string
        reportCount: number
        reportReason: string | null
      }[]
    expect((await list('pending')).map((c) => c.id)).toEqual([pending.id])
    expect((await list('approved')).map((c) => c.id)).toEqual([approved.id])
    const reported = await list('reported')
    expect(reported).toMatchObject([
      { id: approved.id, blogTitle: 'Diz Ağrısı', reportCount: 1, reportReason: 'Hakaret' },
    ])
    expect(await list()).toHaveLength(2)
    expect((await t.asAdmin('GET', '/api/blog/comments/admin?status=spam')).statusCode).toBe(400)
    expect(
      (await t.request({ method: 'GET', url: '/api/blog/comments/admin', token: other.token })).statusCode,
    ).toBe(403)
  })
})

describe('likes', () => {
  async function approvedComment() {
    const ctx = await setup()
    const comment = (await postComment(ctx.post.id, ctx.author.token)).body
    await approve(ctx.post.id, comment.id)
    return { ...ctx, comment, base: `/api/blog/${ctx.post.id}/comments/${comment.id}` }
  }

  test('likes are per user: each user toggles their own like', async () => {
    const { base, author, other } = await approvedComment()
    expect((await t.request({ method: 'PUT', url: `${base}/like`, token: other.token })).body).toMatchObject({
      isLiked: true,
      likeCount: 1,
    })
    expect(
      (await t.request({ method: 'PUT', url: `${base}/like`, token: author.token })).body.likeCount,
    ).toBe(2)
    expect((await t.request({ method: 'PUT', url: `${base}/like`, token: other.token })).body).toMatchObject({
      isLiked: false,
      likeCount: 1,
    })
    expect((await t.request({ method: 'GET', url: `${base}/likes` })).body).toMatchObject({ likeCount: 1 })
  })

  test('the list shows each viewer whether they liked a comment', async () => {
    const { base, post, other, author } = await approvedComment()
    await t.request({ method: 'PUT', url: `${base}/like`, token: other.token })
    const asOther = await t.request({
      method: 'GET',
      url: `/api/blog/${post.id}/comments`,
      token: other.token,
    })
    const asAuthor = await t.request({
      method: 'GET',
      url: `/api/blog/${post.id}/comments`,
      token: author.token,
    })
    const asGuest = await t.request({ method: 'GET', url: `/api/blog/${post.id}/comments` })
    expect(asOther.body[0]).toMatchObject({ isLiked: true, likeCount: 1 })
    expect(asAuthor.body[0]).toMatchObject({ isLiked: false, likeCount: 1 })
    expect(asGuest.body[0]).toMatchObject({ isLiked: false, likeCount: 1 })
    expect([asOther, asAuthor, asGuest].map((r) => r.body[0].isOwn)).toEqual([false, true, false])
  })

  test('like-status reads, sets (idempotently) and resets one comment', async () => {
    const { base, other } = await approvedComment()
    const url = `${base}/like-status`
    expect((await t.request({ method: 'GET', url, token: other.token })).body).toMatchObject({
      isLiked: false,
    })
    await t.request({ method: 'PUT', url, token: other.token, payload: { isLiked: true } })
    const twice = await t.request({ method: 'PUT', url, token: other.token, payload: { isLiked: true } })
    expect(twice.body).toMatchObject({ isLiked: true, likeCount: 1 })
    const reset = await t.request({ method: 'PUT', url: `${url}/reset`, token: other.token })
    expect(reset.body).toMatchObject({ isLiked: false, likeCount: 0 })
    expect(
      (await t.request({ method: 'PUT', url, token: other.token, payload: { isLiked: 'yes' } })).statusCode,
    ).toBe(400)
  })

  test('bulk like-statuses read, set and reset every comment of a post for the user', async () => {
    const { post, author, other, comment } = await approvedComment()
    const second = (await postComment(post.id, author.token, 'İkinci yorum')).body
    await approve(post.id, second.id)
    const url = `/api/blog/${post.id}/comments/like-statuses`
    const before = await t.request({ method: 'GET', url, token: other.token })
    expect(before.body).toEqual({ commentLikeStatuses: { [comment.id]: false, [second.id]: false } })
    const set = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: { [comment.id]: true, [second.id]: true } },
    })
    expect(set.body).toEqual({ commentLikeStatuses: { [comment.id]: true, [second.id]: true } })
    const reset = await t.request({ method: 'PUT', url: `${url}/reset`, token: other.token })
    expect(reset.body).toEqual({ commentLikeStatuses: { [comment.id]: false, [second.id]: false } })
  })

  test('bulk like-statuses refuse ids that are not comments of this post and change nothing', async () => {
    const { post, other, comment } = await approvedComment()
    const url = `/api/blog/${post.id}/comments/like-statuses`
    const res = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: { [comment.id]: true, 99999: true } },
    })
    expect(res.statusCode).toBe(404)
    expect(
      (await t.request({ method: 'GET', url, token: other.token })).body.commentLikeStatuses[comment.id],
    ).toBe(false)
    const bad = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: { abc: true } },
    })
    expect(bad.statusCode).toBe(400)
  })

  test('a like-statuses body with more than 500 comments is refused with one short Turkish message', async () => {
    const { post, other } = await approvedComment()
    const url = `/api/blog/${post.id}/comments/like-statuses`
    for (const keys of [
      Array.from({ length: 70_000 }, (_, i) => String(i + 1)),
      Array.from({ length: 70_000 }, (_, i) => `x${i}`),
    ]) {
      const started = performance.now()
      const res = await t.request({
        method: 'PUT',
        url,
        token: other.token,
        payload: { commentLikeStatuses: Object.fromEntries(keys.map((key) => [key, true])) },
      })
      expect(res.statusCode).toBe(400)
      expect(res.body.errors).toEqual({
        commentLikeStatuses: ['En fazla 500 yorumun beğeni durumu birlikte gönderilebilir.'],
      })
      expect(res.payload.length).toBeLessThan(300)
      expect(performance.now() - started).toBeLessThan(2000)
    }
    const fiveHundred = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [String(i + 1), true]))
    const atLimit = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: fiveHundred },
    })
    expect(atLimit.statusCode).toBe(404) // counted, then the ids are looked up: they are not this post's comments
  })

  test('liking several comments at once, and unliking them, is one write each', async () => {
    const { post, author, other, comment } = await approvedComment()
    const second = (await postComment(post.id, author.token, 'İkinci yorum')).body
    await approve(post.id, second.id)
    const url = `/api/blog/${post.id}/comments/like-statuses`
    await t.request({
      method: 'PUT',
      url,
      token: author.token,
      payload: { commentLikeStatuses: { [comment.id]: true } },
    })
    const mixed = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: { [comment.id]: true, [second.id]: false } },
    })
    expect(mixed.body).toEqual({ commentLikeStatuses: { [comment.id]: true, [second.id]: false } })
    const undo = await t.request({
      method: 'PUT',
      url,
      token: other.token,
      payload: { commentLikeStatuses: { [comment.id]: false } },
    })
    expect(undo.body).toEqual({ commentLikeStatuses: { [comment.id]: false, [second.id]: false } })
    const list = await t.request({ url: `/api/blog/${post.id}/comments` })
    expect(list.body.find((c: { id: number }) => c.id === comment.id).likeCount).toBe(1)
  })

  test('liking needs a login', async () => {
    const { base } = await approvedComment()
    expect((await t.request({ method: 'PUT', url: `${base}/like` })).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: `${base}/like-status` })).statusCode).toBe(401)
  })

  test('deleting a post removes its comments with it', async () => {
    const { post, base } = await approvedComment()
    await t.asAdmin('DELETE', `/api/blog/${post.id}`)
    expect((await t.request({ method: 'GET', url: `${base}/likes` })).statusCode).toBe(404)
    expect((await t.asAdmin('GET', '/api/blog/comments/admin')).body).toEqual([])
  })
})
