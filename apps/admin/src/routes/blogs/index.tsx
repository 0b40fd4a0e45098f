import useSWR from 'swr'
import { ContentListScreen } from '../../content-list/content-list-screen.tsx'
import { useAdmin } from '../../services.tsx'
import { BLOG_KIND } from '../blog/blog-kind.ts'

/** /admin/blogs: every post, active or not (GET /api/blog/admin). */
export function BlogsScreen() {
  const { api } = useAdmin()
  const categories = useSWR(['choices', 'categories'], () => api.categories.list())
  return (
    <ContentListScreen
      listName="blogs"
      title="Bloglar"
      description="Yazılar; yayında olmayanlar sitede görünmez."
      createPath="/blog/create"
      createLabel="Yeni yazı"
      editPath={BLOG_KIND.editPath}
      sitePath={BLOG_KIND.sitePath}
      groupLabel="Kategori"
      groups={categories.data ?? []}
      emptyText="Henüz blog yazısı yok."
      load={async ({ groupId, ...query }) => {
        const page = await api.blog.listAdminPage({ ...query, categoryId: groupId })
        return {
          total: page.total,
          items: page.items.map((blog) => ({ ...blog, groupName: blog.categoryName })),
        }
      }}
      setStatus={(id, isActive) => api.blog.setStatus(id, isActive)}
      remove={(id) => api.blog.remove(id)}
    />
  )
}
