import { createSession } from '@clinic/api-client/session'
import { createMemoryStorage } from '@clinic/api-client/storage'
import { fakeFetch, jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { loginAnswer } from '@clinic/api-client/test-support/tokens'
import type { SiteBuild, SitePublishState } from '@clinic/contract/site-publish'
import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import { AdminApp } from '../app.tsx'
import { ADMIN_BASENAME, adminRoutes } from '../router.tsx'
import { createAdminServices } from '../services.tsx'
import { fixture } from './fake-api.ts'

export type Viewer = 'guest' | 'user' | 'editor' | 'admin'

export interface RenderAdminOptions {
  /** The full URL path, /admin included. */
  path: string
  viewer?: Viewer
  /** VITE_SITE_URL's value; "" (same origin) by default. */
  siteUrl?: string
  respond?: (url: string, init: RequestInit) => Response | Promise<Response>
}

/** The whole admin (guard, layout, routes) in a memory router, on in-memory storage and a fake fetch. */
export function renderAdmin(options: RenderAdminOptions) {
  const session = createSession({
    persistent: createMemoryStorage(),
    sessionOnly: createMemoryStorage(),
    events: null,
  })
  const viewer = options.viewer ?? 'admin'
  if (viewer !== 'guest') {
    const roles = viewer === 'admin' ? ['User', 'Admin'] : viewer === 'editor' ? ['Editor'] : ['User']
    session.saveLogin(loginAnswer({ roles }), true)
  }
  const http = fakeFetch(options.respond ?? (() => jsonResponse(publishState())))
  const assign = vi.fn<(url: string) => void>()
  const services = createAdminServices({
    apiUrl: '',
    siteUrl: options.siteUrl ?? '',
    session,
    fetch: http.fetch,
    assign,
  })
  const router = createMemoryRouter(adminRoutes, { basename: ADMIN_BASENAME, initialEntries: [options.path] })
  const view = render(<AdminApp services={services} router={router} swrCache={() => new Map()} />)
  return { ...view, assign, calls: http.calls, router, session }
}

export const siteBuild = fixture<SiteBuild>({
  id: 1,
  target: 'builder',
  status: 'ok',
  reason: 'içerik değişti (2)',
  startedAt: '2026-05-14T06:04:58.600Z',
  finishedAt: '2026-05-14T06:05:00.000Z',
  durationMs: 1400,
  logTail: '',
})

export function publishState(overrides: Partial<SitePublishState> = {}): SitePublishState {
  const live = siteBuild()
  return {
    enabled: true,
    targets: ['builder'],
    building: false,
    pending: false,
    lastChangeAt: '2026-05-14T06:00:00.000Z',
    live,
    lastBuild: live,
    builds: [live],
    ...overrides,
  }
}
