import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import { AdminOnly } from './access.tsx'
import { lazyScreen } from './components/screen-outlet.tsx'
import { EnrolmentGate } from './enrolment-gate.tsx'
import { AdminGuard } from './guard.tsx'
import { AdminLayout } from './layout.tsx'
import { NotFoundScreen } from './routes/not-found.tsx'

/** The admin lives under /admin/ (the API server serves it there); route paths below are relative to it. */
export const ADMIN_BASENAME = '/admin'

// Each screen is its own chunk, loaded with the screen (the layout shows "Sayfa yükleniyor…" meanwhile); the
// forms' editor is a chunk of its own again, loaded with the first form.
const OverviewScreen = lazyScreen(
  () => import('./routes/overview/index.tsx'),
  (m) => m.OverviewScreen,
)
const UsersScreen = lazyScreen(
  () => import('./routes/users/list.tsx'),
  (m) => m.UsersScreen,
)
const UserDetailScreen = lazyScreen(
  () => import('./routes/users/detail.tsx'),
  (m) => m.UserDetailScreen,
)
const BlogsScreen = lazyScreen(
  () => import('./routes/blogs/list.tsx'),
  (m) => m.BlogsScreen,
)
const BlogEditScreen = lazyScreen(
  () => import('./routes/blogs/edit.tsx'),
  (m) => m.BlogEditScreen,
)
const CategoriesScreen = lazyScreen(
  () => import('./routes/groups/list.tsx'),
  (m) => m.CategoriesScreen,
)
const CommentsScreen = lazyScreen(
  () => import('./routes/comments/list.tsx'),
  (m) => m.CommentsScreen,
)
const OperationsScreen = lazyScreen(
  () => import('./routes/operations/list.tsx'),
  (m) => m.OperationsScreen,
)
const OperationEditScreen = lazyScreen(
  () => import('./routes/operations/edit.tsx'),
  (m) => m.OperationEditScreen,
)
const CatalogsScreen = lazyScreen(
  () => import('./routes/groups/list.tsx'),
  (m) => m.CatalogsScreen,
)
const CatalogNewScreen = lazyScreen(
  () => import('./routes/groups/edit.tsx'),
  (m) => m.CatalogNewScreen,
)
const CatalogEditScreen = lazyScreen(
  () => import('./routes/groups/edit.tsx'),
  (m) => m.CatalogEditScreen,
)
const CategoryEditScreen = lazyScreen(
  () => import('./routes/groups/edit.tsx'),
  (m) => m.CategoryEditScreen,
)
const WellnessMessagesScreen = lazyScreen(
  () => import('./routes/messages/list.tsx'),
  (m) => m.WellnessMessagesScreen,
)
const ContactMessagesScreen = lazyScreen(
  () => import('./routes/messages/list.tsx'),
  (m) => m.ContactMessagesScreen,
)
const SettingsScreen = lazyScreen(
  () => import('./routes/settings/index.tsx'),
  (m) => m.SettingsScreen,
)
const SecurityScreen = lazyScreen(
  () => import('./routes/security/index.tsx'),
  (m) => m.SecurityScreen,
)
const PublishingScreen = lazyScreen(
  () => import('./routes/publishing/index.tsx'),
  (m) => m.PublishingScreen,
)
const AuditScreen = lazyScreen(
  () => import('./routes/audit/list.tsx'),
  (m) => m.AuditScreen,
)
const AdvertisingOverridesScreen = lazyScreen(
  () => import('./routes/advertising/list.tsx'),
  (m) => m.AdvertisingOverridesScreen,
)
const DataRequestsScreen = lazyScreen(
  () => import('./routes/data-requests/index.tsx'),
  (m) => m.DataRequestsScreen,
)
// The chart library loads with this screen only.
const StatisticsScreen = lazyScreen(
  () => import('./routes/statistics/index.tsx'),
  (m) => m.StatisticsScreen,
)
const ConsentsScreen = lazyScreen(
  () => import('./routes/consents/list.tsx'),
  (m) => m.ConsentsScreen,
)
const ConsentEditScreen = lazyScreen(
  () => import('./routes/consents/edit.tsx'),
  (m) => m.ConsentEditScreen,
)

/** An Admin's screen: an Editor gets the Turkish "no access" page at its address (the API refuses it too). */
const adminOnly = (screen: ReactNode) => <AdminOnly>{screen}</AdminOnly>

/** docs/spec §2's admin routes, one screen each (routes/ mirrors the URLs), plus contact messages and publishing. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <AdminGuard>
        <EnrolmentGate>
          <AdminLayout />
        </EnrolmentGate>
      </AdminGuard>
    ),
    children: [
      { index: true, element: <OverviewScreen /> },
      { path: 'users', element: adminOnly(<UsersScreen />) },
      { path: 'users/:id', element: adminOnly(<UserDetailScreen />) },
      { path: 'blogs', element: <BlogsScreen /> },
      { path: 'blog/create', element: <BlogEditScreen /> },
      { path: 'blog/edit/:id', element: <BlogEditScreen /> },
      { path: 'categories', element: <CategoriesScreen /> },
      { path: 'categories/edit/:id', element: <CategoryEditScreen /> },
      { path: 'comments', element: <CommentsScreen /> },
      { path: 'operations', element: <OperationsScreen /> },
      { path: 'operation/create', element: <OperationEditScreen /> },
      { path: 'operation/edit/:id', element: <OperationEditScreen /> },
      { path: 'catalogs', element: <CatalogsScreen /> },
      { path: 'catalogs/new', element: <CatalogNewScreen /> },
      { path: 'catalogs/edit/:id', element: <CatalogEditScreen /> },
      { path: 'wellness-messages', element: adminOnly(<WellnessMessagesScreen />) },
      { path: 'contact-messages', element: adminOnly(<ContactMessagesScreen />) },
      { path: 'publishing', element: adminOnly(<PublishingScreen />) },
      { path: 'settings', element: adminOnly(<SettingsScreen />) },
      { path: 'audit', element: adminOnly(<AuditScreen />) },
      { path: 'security', element: <SecurityScreen /> },
      { path: 'advertising-overrides', element: adminOnly(<AdvertisingOverridesScreen />) },
      { path: 'data-requests', element: adminOnly(<DataRequestsScreen />) },
      { path: 'statistics', element: <StatisticsScreen /> },
      { path: 'consents', element: adminOnly(<ConsentsScreen />) },
      { path: 'consents/new', element: adminOnly(<ConsentEditScreen />) },
      { path: 'consents/edit/:id', element: adminOnly(<ConsentEditScreen />) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]
