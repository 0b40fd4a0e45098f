import { BLOG } from '../../content-form/kinds.ts'
import { ContentListScreen } from '../../content-list/content-list-screen.tsx'

/** /admin/blogs: every post, active or not (GET /api/blog/admin). */
export function BlogsScreen() {
  return <ContentListScreen kind={BLOG} />
}
