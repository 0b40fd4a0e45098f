import { ContentEditScreen } from '../../content-form/content-edit-screen.tsx'
import { BLOG } from '../../content-form/kinds.ts'

/** /admin/blog/create and /admin/blog/edit/{id}. */
export function BlogEditScreen() {
  return <ContentEditScreen kind={BLOG} />
}
