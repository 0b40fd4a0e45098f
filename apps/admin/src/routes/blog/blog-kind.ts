import type { ContentKind } from '../../content-form/content-form.tsx'

export const BLOG_KIND: ContentKind = {
  name: 'blog',
  noun: 'Blog yazısı',
  listPath: '/blogs',
  editPath: (id) => `/blog/edit/${id}`,
  sitePath: (slug) => `/blog/${encodeURIComponent(slug)}`,
  groupLabel: 'Kategori',
  groupPlaceholder: 'Kategori yok',
  hasTags: true,
  imageLabel: 'Kapak görseli',
}
