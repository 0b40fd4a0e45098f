import type { AdminComment, Comment } from '@clinic/contract/comment'
import { type APIRequestContext, expect } from '@playwright/test'
import { ADMIN, apiLogin, bearer, solvedCaptcha } from './accounts.ts'

/** Posts a comment over the API as `token`, with a solved captcha as the site's form sends it. */
export async function postComment(
  request: APIRequestContext,
  token: string,
  blogId: number,
  content: string,
) {
  const res = await request.post(`/api/blog/${blogId}/comments`, {
    headers: bearer(token),
    data: { content, captcha: await solvedCaptcha(request) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Comment
}

/** The comments of a post as the API shows them to a guest (no token) or to the token's user. */
export async function listComments(request: APIRequestContext, blogId: number, token: string | null = null) {
  const res = await request.get(`/api/blog/${blogId}/comments`, token ? { headers: bearer(token) } : {})
  expect(res.status()).toBe(200)
  return (await res.json()) as Comment[]
}

/** Approves a comment over the API, as the admin. */
export async function approveComment(request: APIRequestContext, blogId: number, commentId: number) {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.put(`/api/blog/${blogId}/comments/${commentId}/approve`, {
    headers: bearer(token),
    data: { isApproved: true },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** The admin's moderation list (`GET /api/blog/comments/admin`), filtered by `query`. */
export async function moderationList(request: APIRequestContext, query: string) {
  const { token } = await apiLogin(request, ADMIN)
  const res = await request.get(`/api/blog/comments/admin?${query}`, { headers: bearer(token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as AdminComment[]
}
