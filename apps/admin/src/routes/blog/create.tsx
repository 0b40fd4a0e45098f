import useSWR from 'swr'
import { PageHead } from '../../components/page-head.tsx'
import { ContentForm } from '../../content-form/content-form.tsx'
import { blogInput } from '../../content-form/form-values.ts'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { BLOG_KIND } from './blog-kind.ts'

/** /admin/blog/create */
export function BlogCreateScreen() {
  const { api } = useAdmin()
  const categories = useSWR(['choices', 'categories'], () => api.categories.list())
  const revalidate = useListRevalidation('blogs')
  return (
    <div className="stack">
      <PageHead title="Yeni blog yazısı" />
      <ContentForm
        kind={BLOG_KIND}
        item={null}
        groups={categories.data ?? []}
        save={async ({ values, image, onProgress }) => {
          const saved = await api.blog.create(blogInput(values, image, null), {
            onUploadProgress: onProgress,
          })
          void revalidate()
          return saved
        }}
      />
    </div>
  )
}
