import type { Comment } from '@clinic/contract/comment'
import { type APIRequestContext, expect } from '@playwright/test'
import { bearer, solvedCaptcha } from './accounts.ts'

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
