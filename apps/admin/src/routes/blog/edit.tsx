import { useParams } from 'react-router-dom'
import useSWR from 'swr'
import { LoadState } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { ContentForm } from '../../content-form/content-form.tsx'
import { blogInput } from '../../content-form/form-values.ts'
import { useListRevalidation } from '../../lib/use-paged-list.ts'
import { useAdmin } from '../../services.tsx'
import { BLOG_KIND } from './blog-kind.ts'

/** /admin/blog/edit/{id}: the admin's token makes the API answer inactive posts too. */
export function BlogEditScreen() {
  const { id } = useParams()
  const { api } = useAdmin()
  const blogId = Number(id)
  const blog = useSWR(['blog', blogId], () => api.blog.get(blogId), { revalidateOnFocus: false })
  const categories = useSWR(['choices', 'categories'], () => api.categories.list())
  const revalidate = useListRevalidation('blogs')
  return (
    <div className="stack">
      <PageHead title={blog.data ? `Düzenle: ${blog.data.title}` : 'Blog yazısını düzenle'} />
      {blog.data ? (
        <ContentForm
          key={blog.data.id}
          kind={BLOG_KIND}
          item={blog.data}
          groups={categories.data ?? []}
          save={async ({ values, image, onProgress }) => {
            const saved = await api.blog.update(blogId, blogInput(values, image, blog.data?.slug ?? null), {
              onUploadProgress: onProgress,
            })
            await blog.mutate(saved, { revalidate: false })
            void revalidate()
            return saved
          }}
        />
      ) : (
        <LoadState
          error={blog.error}
          loadingText="Blog yazısı yükleniyor…"
          notFoundText="Blog yazısı bulunamadı."
          backTo="/blogs"
          backLabel="Bloglara dön"
          onRetry={() => void blog.mutate()}
        />
      )}
    </div>
  )
}
