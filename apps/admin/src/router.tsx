import { Navigate, type RouteObject } from 'react-router-dom'
import { AdminGuard } from './guard.tsx'
import { AdminLayout } from './layout.tsx'
import { NotFoundScreen } from './routes/not-found.tsx'
import { PublishingScreen } from './routes/publishing/index.tsx'

/** The admin lives under /admin/ (the API server serves it there); route paths below are relative to it. */
export const ADMIN_BASENAME = '/admin'

export const adminRoutes: RouteObject[] = [
  {
    element: (
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    ),
    children: [
      { index: true, element: <Navigate to="/publishing" replace /> },
      { path: 'publishing', element: <PublishingScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]
