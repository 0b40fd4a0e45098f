import type { RouteObject } from 'react-router-dom'
import { AdminGuard } from './guard.tsx'
import { AdminLayout } from './layout.tsx'
import { BlogCreateScreen } from './routes/blog/create.tsx'
import { BlogEditScreen } from './routes/blog/edit.tsx'
import { BlogsScreen } from './routes/blogs/index.tsx'
import { CatalogEditScreen } from './routes/catalogs/edit.tsx'
import { CatalogsScreen } from './routes/catalogs/index.tsx'
import { CatalogNewScreen } from './routes/catalogs/new.tsx'
import { CategoriesScreen } from './routes/categories/index.tsx'
import { CommentsScreen } from './routes/comments/index.tsx'
import { ContactMessagesScreen } from './routes/contact-messages/index.tsx'
import { NotFoundScreen } from './routes/not-found.tsx'
import { OperationCreateScreen } from './routes/operation/create.tsx'
import { OperationEditScreen } from './routes/operation/edit.tsx'
import { OperationsScreen } from './routes/operations/index.tsx'
import { OverviewScreen } from './routes/overview/index.tsx'
import { PublishingScreen } from './routes/publishing/index.tsx'
import { UserDetailScreen } from './routes/users/detail.tsx'
import { UsersScreen } from './routes/users/index.tsx'
import { WellnessMessagesScreen } from './routes/wellness-messages/index.tsx'

/** The admin lives under /admin/ (the API server serves it there); route paths below are relative to it. */
export const ADMIN_BASENAME = '/admin'

/** Spec 2's admin routes, one screen each (routes/ mirrors the URLs), plus contact messages and publishing. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      { index: true, element: <OverviewScreen /> },
      { path: 'users', element: <UsersScreen /> },
      { path: 'users/:id', element: <UserDetailScreen /> },
      { path: 'blogs', element: <BlogsScreen /> },
      { path: 'blog/create', element: <BlogCreateScreen /> },
      { path: 'blog/edit/:id', element: <BlogEditScreen /> },
      { path: 'categories', element: <CategoriesScreen /> },
      { path: 'comments', element: <CommentsScreen /> },
      { path: 'operations', element: <OperationsScreen /> },
      { path: 'operation/create', element: <OperationCreateScreen /> },
      { path: 'operation/edit/:id', element: <OperationEditScreen /> },
      { path: 'catalogs', element: <CatalogsScreen /> },
      { path: 'catalogs/new', element: <CatalogNewScreen /> },
      { path: 'catalogs/edit/:id', element: <CatalogEditScreen /> },
      { path: 'wellness-messages', element: <WellnessMessagesScreen /> },
      { path: 'contact-messages', element: <ContactMessagesScreen /> },
      { path: 'publishing', element: <PublishingScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]
