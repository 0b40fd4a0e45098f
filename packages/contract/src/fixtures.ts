import type { Blog } from './blog.ts'
import type { Operation } from './operation.ts'

/**
 * A whole post as the API answers it, for the clients' tests: every field has a plain value, and a test names only
 * the fields it is about. A field added to `Blog` is added here once.
 */
export function blogFixture(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 1,
    slug: 'ornek-yazi',
    title: 'Örnek yazı',
    shortDescription: null,
    fullContent: null,
    imagePath: null,
    authorName: null,
    publishedDate: null,
    categoryId: null,
    categoryName: null,
    tags: [],
    seoKeywords: null,
    seoDescription: null,
    isActive: true,
    viewCount: 0,
    likes: 0,
    contentUpdatedAt: '2026-05-14T06:05:00.000Z',
    allowComments: true,
    allowLikes: true,
    beforeAfter: false,
    consentId: null,
    consentWithdrawn: false,
    beforeAfterImages: [],
    alternates: { tr: 'ornek-yazi' },
    ...overrides,
  }
}

/** A whole operation as the API answers it, for the clients' tests, as `blogFixture` is for posts. */
export function operationFixture(overrides: Partial<Operation> = {}): Operation {
  return {
    id: 1,
    slug: 'ornek-operasyon',
    title: 'Örnek operasyon',
    shortDescription: null,
    fullContent: null,
    seoKeywords: null,
    seoDescription: null,
    imagePath: null,
    catalogId: null,
    catalogName: null,
    authorName: null,
    authorProfileImagePath: null,
    publishedDate: null,
    viewCount: 0,
    isActive: true,
    contentUpdatedAt: '2026-05-14T06:05:00.000Z',
    alternates: { tr: 'ornek-operasyon' },
    ...overrides,
  }
}
