import type { ContentKind } from '../../content-form/content-form.tsx'

export const OPERATION_KIND: ContentKind = {
  name: 'operation',
  noun: 'Operasyon',
  listPath: '/operations',
  editPath: (id) => `/operation/edit/${id}`,
  sitePath: (slug) => `/operations/${encodeURIComponent(slug)}`,
  groupLabel: 'Katalog',
  groupPlaceholder: 'Katalog yok',
  hasTags: false,
  imageLabel: 'Operasyon görseli',
}
