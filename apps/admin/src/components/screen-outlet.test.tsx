import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, test } from 'vitest'
import { publishState, renderAdmin } from '../test-support/render-admin.tsx'
import { lazyScreen, SCREEN_FAILED_TEXT, SCREEN_LOADING_TEXT } from './screen-outlet.tsx'

describe('screens loaded with their code', () => {
  test('a screen says politely that it is loading until its code has arrived, on each first visit', async () => {
    renderAdmin({
      path: '/admin/publishing',
      respond: (url) => jsonResponse(url.startsWith('/api/site/publish') ? publishState() : []),
    })
    const loading = screen.getByText(SCREEN_LOADING_TEXT)
    expect(loading).toHaveAttribute('role', 'status')
    expect(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Yayın durumu' })).toBeInTheDocument()
    expect(screen.queryByText(SCREEN_LOADING_TEXT)).toBeNull()

    // A navigation is a transition: without the route's own boundary the old screen would stay up silently.
    await userEvent.click(screen.getByRole('link', { name: 'Kataloglar' }))
    expect(await screen.findByText(SCREEN_LOADING_TEXT)).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('heading', { name: 'Yayın durumu' })).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Kataloglar' })).toBeInTheDocument()
  })

  test('a screen whose code cannot be fetched says so in Turkish and offers a reload', async () => {
    const Missing = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      (module: { Screen: () => null }) => module.Screen,
    )
    render(
      <Suspense fallback={<p>{SCREEN_LOADING_TEXT}</p>}>
        <Missing />
      </Suspense>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(SCREEN_FAILED_TEXT)
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument()
  })
})
