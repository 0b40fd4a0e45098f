import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { publishState, renderAdmin, siteBuild } from '../../test-support/render-admin.tsx'

const PATH = '/admin/publishing'

async function statusLine() {
  return (await screen.findByRole('region', { name: 'Durum' })).querySelector('.status__headline')!
}

function buildRows() {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.classList.contains('builds__row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
}

describe('the publishing screen', () => {
  test('says the site is live since the live build finished, and lists the builds', async () => {
    const { calls } = renderAdmin({ path: PATH })
    expect(await statusLine()).toHaveTextContent('Yayında · 14 Mayıs 2026 09:05')
    expect(buildRows()).toEqual([['14 Mayıs 2026 09:04', 'Site', 'Başarılı', '1,4 sn', 'içerik değişti (2)']])
    expect(calls[0]?.url).toBe('/api/site/publish')
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /)
  })

  test('says changes are being published while a build runs', async () => {
    const running = siteBuild({
      id: 2,
      status: 'running',
      finishedAt: null,
      durationMs: null,
      reason: 'yönetici',
    })
    renderAdmin({
      path: PATH,
      respond: () =>
        jsonResponse(publishState({ building: true, pending: true, builds: [running, siteBuild()] })),
    })
    expect(await statusLine()).toHaveTextContent('Değişiklikler yayınlanıyor…')
    expect(screen.getByText('Yayındaki sürüm').nextElementSibling).toHaveTextContent('14 Mayıs 2026 09:05')
    expect(buildRows()[0]).toEqual(['14 Mayıs 2026 09:04', 'Site', 'Sürüyor', '—', 'yönetici'])
  })

  test('asks again every 2 s while a build runs, then every 15 s once it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let building = true
      const { calls } = renderAdmin({ path: PATH, respond: () => jsonResponse(publishState({ building })) })
      expect(await statusLine()).toHaveTextContent('Değişiklikler yayınlanıyor…')
      expect(calls).toHaveLength(1)
      building = false
      await vi.advanceTimersByTimeAsync(2100)
      await waitFor(() => expect(calls).toHaveLength(2))
      expect(await statusLine()).toHaveTextContent('Yayında')
      await vi.advanceTimersByTimeAsync(9000)
      expect(calls).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(8000)
      await waitFor(() => expect(calls).toHaveLength(3))
    } finally {
      vi.useRealTimers()
    }
  })

  test('says a change is waiting when one is pending and nothing builds', async () => {
    renderAdmin({ path: PATH, respond: () => jsonResponse(publishState({ pending: true })) })
    expect(await statusLine()).toHaveTextContent('Değişiklik bekliyor')
  })

  test('says the last publish failed, the old site stays live, and shows the failed build’s log', async () => {
    const failed = siteBuild({
      id: 3,
      target: 'webhook',
      status: 'failed',
      durationMs: 125_000,
      reason: 'içerik değişti (1)',
      logTail: 'Error: getStaticPaths failed\n    at blog/[slug].astro',
    })
    const interrupted = siteBuild({ id: 2, status: 'interrupted', durationMs: null })
    renderAdmin({
      path: PATH,
      respond: () =>
        jsonResponse(publishState({ lastBuild: failed, builds: [failed, interrupted, siteBuild()] })),
    })
    expect(await statusLine()).toHaveTextContent('Son yayın başarısız oldu; site önceki haliyle yayında')
    expect(buildRows().map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Webhook', 'Başarısız', '2 dk 5 sn'],
      ['Site', 'Yarıda kaldı', '—'],
      ['Site', 'Başarılı', '1,4 sn'],
    ])
    const summary = screen.getByText('Hata kaydı')
    expect(summary.tagName).toBe('SUMMARY')
    const pre = summary.closest('details')!.querySelector('pre')
    expect(pre).toHaveTextContent('Error: getStaticPaths failed at blog/[slug].astro')
    expect(screen.getAllByText('Hata kaydı')).toHaveLength(1)
  })

  test('says automatic publishing is off and offers no publish button that would do nothing', async () => {
    // What the server answers without a builder or webhook: no live build, nothing pending, the old history.
    renderAdmin({
      path: PATH,
      respond: () => jsonResponse(publishState({ enabled: false, targets: [], live: null, pending: false })),
    })
    expect(await statusLine()).toHaveTextContent('Otomatik yayın kapalı')
    expect(screen.getByText('Yayın hedefi').nextElementSibling).toHaveTextContent('Yok')
    expect(screen.getByRole('button', { name: 'Şimdi yayınla' })).toBeDisabled()
  })

  test('says there is no publish yet when the list is empty', async () => {
    renderAdmin({
      path: PATH,
      respond: () => jsonResponse(publishState({ live: null, lastBuild: null, builds: [] })),
    })
    expect(await screen.findByText('Henüz yayın yok')).toBeInTheDocument()
    expect(await statusLine()).toHaveTextContent('Site henüz yayınlanmadı')
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('says it is loading until the first answer arrives', async () => {
    renderAdmin({ path: PATH, respond: () => new Promise<Response>(() => {}) })
    expect(await screen.findByText('Yayın durumu yükleniyor…')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('shows the server’s message when the state cannot be read, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const { calls } = renderAdmin({
      path: PATH,
      respond: () =>
        fail
          ? jsonResponse({ message: 'Yayın durumu okunamadı.' }, { status: 500 })
          : jsonResponse(publishState()),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yayın durumu alınamadı: Yayın durumu okunamadı.',
    )
    expect(screen.queryByText('Yayın durumu yükleniyor…')).toBeNull()
    fail = false
    const before = calls.length
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await statusLine()).toHaveTextContent('Yayında')
    expect(calls.length).toBeGreaterThan(before)
  })

  test('Şimdi yayınla posts the publish, shows a toast and the new state', async () => {
    let state = publishState()
    const { calls } = renderAdmin({
      path: PATH,
      respond: (_url, init) => {
        if (init.method === 'POST') state = publishState({ building: true })
        return jsonResponse(state, { status: init.method === 'POST' ? 202 : 200 })
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Şimdi yayınla' }))
    expect(await screen.findByText('Yayın başlatıldı.')).toBeInTheDocument()
    const post = calls.find((call) => call.init.method === 'POST')
    expect(post?.url).toBe('/api/site/publish')
    expect(post?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(await statusLine()).toHaveTextContent('Değişiklikler yayınlanıyor…')
    expect(screen.getByRole('button', { name: 'Şimdi yayınla' })).toBeEnabled()
  })

  test('Şimdi yayınla during a running build says the publish is queued behind it', async () => {
    const running = siteBuild({ id: 2, status: 'running', finishedAt: null, durationMs: null })
    const { calls } = renderAdmin({
      path: PATH,
      respond: (_url, init) =>
        jsonResponse(publishState({ building: true, pending: init.method === 'POST', builds: [running] }), {
          status: init.method === 'POST' ? 202 : 200,
        }),
    })
    expect(await statusLine()).toHaveTextContent('Değişiklikler yayınlanıyor…')
    await userEvent.click(screen.getByRole('button', { name: 'Şimdi yayınla' }))
    expect(
      await screen.findByText('Yayın sıraya alındı; süren yayın bitince başlayacak.'),
    ).toBeInTheDocument()
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(1)
  })

  test('a failed publish shows the server’s Turkish message in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin({
      path: PATH,
      respond: (_url, init) =>
        init.method === 'POST'
          ? jsonResponse({ message: 'Bu işlem için yetkiniz yok.' }, { status: 403 })
          : jsonResponse(publishState()),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Şimdi yayınla' }))
    const toast = await screen.findByText('Bu işlem için yetkiniz yok.')
    expect(toast.closest('.toast')).toHaveClass('toast--error')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Şimdi yayınla' })).toBeEnabled())
  })
})
