import type { Comment } from '@clinic/contract/comment'
import { AUTHOR_PLACEHOLDER_IMAGE } from '@clinic/ui/lib/defaults'
import { tr } from '@clinic/ui/lib/i18n/tr'
import { describe, expect, test, vi } from 'vitest'
import {
  addComment,
  type CommentsApi,
  loadComments,
  removeComment,
  replaceComment,
  savedMessage,
  shown,
  toggledLike,
  withLike,
  withLikeStatuses,
} from './actions.ts'

const comment = (id: number, changes: Partial<Comment> = {}): Comment => ({
  id,
  blogId: 7,
  content: `Yorum ${id}`,
  authorName: 'Ayşe Yılmaz',
  authorProfileImagePath: null,
  createdDate: '2026-11-20T10:00:00.000Z',
  isApproved: true,
  likeCount: 0,
  isLiked: false,
  isOwn: false,
  reportReason: null,
  ...changes,
})

function fakeApi(list: Comment[], statuses?: Record<string, boolean> | Error) {
  return {
    list: vi.fn(async () => list),
    getLikeStatuses: vi.fn(async () => {
      if (statuses instanceof Error) throw statuses
      return { commentLikeStatuses: statuses ?? {} }
    }),
  } as unknown as CommentsApi & {
    list: ReturnType<typeof vi.fn>
    getLikeStatuses: ReturnType<typeof vi.fn>
  }
}

describe('loading', () => {
  test('a guest gets the list alone, with the defaults filled in', async () => {
    const api = fakeApi([
      comment(1, { authorName: null, authorProfileImagePath: '/uploads/profiles/a.webp' }),
    ])
    const shownList = await loadComments(api, 7, { signedIn: false, mediaBaseUrl: 'https://api.example' })
    expect(api.getLikeStatuses).not.toHaveBeenCalled()
    expect(shownList[0]).toMatchObject({
      authorName: 'Kullanıcı',
      authorProfileImagePath: 'https://api.example/uploads/profiles/a.webp',
    })
  })

  test("a signed-in visitor's likes come from the one bulk call", async () => {
    const api = fakeApi([comment(1), comment(2, { isLiked: true })], { '1': true, '2': false })
    const shownList = await loadComments(api, 7, { signedIn: true, mediaBaseUrl: '' })
    expect(api.getLikeStatuses).toHaveBeenCalledTimes(1)
    expect(shownList.map((c) => c.isLiked)).toEqual([true, false])
    expect(shownList[0]?.authorProfileImagePath).toBe(AUTHOR_PLACEHOLDER_IMAGE)
  })

  test("when the like map fails, the list's own likes stand", async () => {
    const api = fakeApi([comment(1, { isLiked: true })], new Error('down'))
    const shownList = await loadComments(api, 7, { signedIn: true, mediaBaseUrl: '' })
    expect(shownList.map((c) => c.isLiked)).toEqual([true])
  })

  test('a comment the map does not name keeps its own like', () => {
    expect(withLikeStatuses([comment(3, { isLiked: true })], { '9': false })[0]?.isLiked).toBe(true)
    expect(withLikeStatuses([comment(3)], null)).toHaveLength(1)
  })
})

describe('changing the list', () => {
  const list = [comment(2), comment(1)].map((c) => shown(c, ''))

  test('a new comment goes on top, once', () => {
    const created = shown(comment(3, { isApproved: false, isOwn: true }), '')
    expect(addComment(list, created).map((c) => c.id)).toEqual([3, 2, 1])
    expect(addComment(addComment(list, created), created).map((c) => c.id)).toEqual([3, 2, 1])
  })

  test('an edit replaces the comment in place; a delete removes it', () => {
    const edited = shown(comment(1, { content: 'Düzeltildi', isApproved: false }), '')
    expect(replaceComment(list, edited).map((c) => c.content)).toEqual(['Yorum 2', 'Düzeltildi'])
    expect(removeComment(list, 2).map((c) => c.id)).toEqual([1])
  })

  test('a like flips the state and moves the count by one, never below zero', () => {
    expect(toggledLike({ isLiked: false, likeCount: 4 })).toEqual({ isLiked: true, likeCount: 5 })
    expect(toggledLike({ isLiked: true, likeCount: 5 })).toEqual({ isLiked: false, likeCount: 4 })
    expect(toggledLike({ isLiked: true, likeCount: 0 })).toEqual({ isLiked: false, likeCount: 0 })
    const liked = withLike(list, 1, { isLiked: true, likeCount: 1 })
    expect(liked.map((c) => [c.id, c.isLiked, c.likeCount])).toEqual([
      [2, false, 0],
      [1, true, 1],
    ])
  })
})

test('the visitor is told whether their comment waits for approval', () => {
  expect(savedMessage({ isApproved: false }, false, tr.comments)).toMatch(/onayından sonra yayımlanacak/)
  expect(savedMessage({ isApproved: false }, true, tr.comments)).toMatch(/yeniden yayımlanacak/)
  expect(savedMessage({ isApproved: true }, false, tr.comments)).toBe('Yorumunuz yayımlandı.')
})
