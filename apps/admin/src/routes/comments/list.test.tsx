import { jsonResponse } from '@clinic/api-client/test-support/fake-fetch'
import type { AdminComment } from '@clinic/contract/comment'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { renderAdmin } from '../../test-support/render-admin.tsx'

const PATH = '/admin/comments'

function adminComment(overrides: Partial<AdminComment> = {}): AdminComment {
  return {
    id: 7,
    blogId: 3,
    content: 'Çok faydalı bir yazı, teşekkürler.',
    authorName: 'Zeynep Kaya',
    authorProfileImagePath: null,
    createdDate: '2026-05-14T06:05:00.000Z',
    isApproved: false,
    likeCount: 2,
    isLiked: false,
    reportReason: null,
    blogTitle: 'Diz Ağrısı Neden Olur?',
    blogSlug: 'diz-agrisi-neden-olur',
    reportCount: 0,
    ...overrides,
  }
}

type Lists = Partial<Record<'pending' | 'approved' | 'reported', AdminComment[]>>

/** The moderation endpoint over `lists` (every status's rows), with X-Total-Count; other calls answer `other`. */
function moderationApi(lists: Lists, other?: (url: URL, init: RequestInit) => Response | undefined) {
  return (raw: string, init: RequestInit) => {
    const url = new URL(raw, 'http://admin.test')
    const answer = other?.(url, init)
    if (answer) return answer
    if (url.pathname === '/api/blog/comments/admin') {
      const rows = lists[(url.searchParams.get('status') ?? 'pending') as keyof Lists] ?? []
      const size = Number(url.searchParams.get('pageSize') ?? rows.length)
      const page = Number(url.searchParams.get('page') ?? 1)
      return jsonResponse(rows.slice((page - 1) * size, page * size), {
        headers: { 'X-Total-Count': String(rows.length) },
      })
    }
    return jsonResponse({ message: 'Beklenmeyen çağrı.' }, { status: 500 })
  }
}

const listCalls = (calls: { url: string }[]) =>
  calls
    .map((call) => new URL(call.url, 'http://admin.test'))
    .filter((url) => url.pathname === '/api/blog/comments/admin' && url.searchParams.get('pageSize') !== '1')
    .map((url) => url.search)

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('the comments screen', () => {
  test('lists the comments waiting for approval, newest first as the server pages them, with their post', async () => {
    const { calls } = renderAdmin({
      path: PATH,
      respond: moderationApi({ pending: [adminComment()] }),
    })
    const row = (await screen.findByText('Zeynep Kaya')).closest('tr')!
    expect(listCalls(calls)).toEqual(['?status=pending&page=1&pageSize=20'])
    expect(within(row).getByText('Çok faydalı bir yazı, teşekkürler.')).toBeInTheDocument()
    expect(within(row).getByText('14 Mayıs 2026 09:05')).toBeInTheDocument()
    expect(within(row).getByText('Onay bekliyor')).toHaveClass('badge--warning')
    const post = within(row).getByRole('link', { name: 'Diz Ağrısı Neden Olur? (yeni sekmede açılır)' })
    expect(post).toHaveAttribute('href', '/blog/diz-agrisi-neden-olur')
    expect(post).toHaveAttribute('target', '_blank')
    expect(post).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('button', { name: /^Onay bekleyen/ })).toHaveAttribute('aria-pressed', 'true')
  })

  test('links the post on the public site when the site has its own origin', async () => {
    renderAdmin({
      path: PATH,
      siteUrl: 'https://klinik.example',
      respond: moderationApi({ pending: [adminComment()] }),
    })
    expect(await screen.findByRole('link', { name: /Diz Ağrısı/ })).toHaveAttribute(
      'href',
      'https://klinik.example/blog/diz-agrisi-neden-olur',
    )
  })

  test('shows the count of every view on its tab', async () => {
    renderAdmin({
      path: PATH,
      respond: moderationApi({
        pending: [adminComment()],
        approved: [adminComment({ id: 8, isApproved: true }), adminComment({ id: 9, isApproved: true })],
        reported: [],
      }),
    })
    expect(await screen.findByRole('button', { name: 'Onay bekleyen 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Onaylanan 2' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Şikâyet edilen 0' })).toBeInTheDocument()
  })

  test('says it is loading until the first answer arrives', async () => {
    renderAdmin({ path: PATH, respond: () => new Promise<Response>(() => {}) })
    expect(await screen.findByText('Yorumlar yükleniyor…')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('says so when no comment waits', async () => {
    renderAdmin({ path: PATH, respond: moderationApi({}) })
    expect(await screen.findByText('Onay bekleyen yorum yok.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  test('shows the server’s refusal and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    renderAdmin({
      path: PATH,
      respond: moderationApi({ pending: [adminComment()] }, () =>
        fail ? jsonResponse({ message: 'Yorumlar okunamadı.' }, { status: 500 }) : undefined,
      ),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Yorumlar okunamadı.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('Zeynep Kaya')).toBeInTheDocument()
  })

  test('the reported view asks for reported comments and shows why they were reported', async () => {
    const { calls, router } = renderAdmin({
      path: PATH,
      respond: moderationApi({
        pending: [adminComment()],
        reported: [
          adminComment({
            id: 11,
            isApproved: true,
            content: 'Reklam içerikli yorum',
            reportReason: 'Reklam ve spam içeriyor',
            reportCount: 3,
          }),
        ],
      }),
    })
    await screen.findByText('Zeynep Kaya')
    await userEvent.click(screen.getByRole('button', { name: /^Şikâyet edilen/ }))
    expect(await screen.findByText('Reklam ve spam içeriyor')).toBeInTheDocument()
    expect(listCalls(calls).at(-1)).toBe('?status=reported&page=1&pageSize=20')
    expect(router.state.location.search).toBe('?status=reported')
    const row = rows()[0]!
    expect(within(row).getByText(/Şikâyet nedeni \(3 şikâyet, en son\)/)).toBeInTheDocument()
    expect(within(row).getByText('3 şikâyet')).toHaveClass('badge--danger')
    expect(within(row).getByText('Onaylı')).toHaveClass('badge--ok')
    expect(screen.getByRole('button', { name: /^Şikâyet edilen/ })).toHaveAttribute('aria-pressed', 'true')
  })

  test('keeps the reasons out of the other views', async () => {
    renderAdmin({
      path: `${PATH}?status=approved`,
      respond: moderationApi({
        approved: [adminComment({ isApproved: true, reportReason: 'Hakaret', reportCount: 1 })],
      }),
    })
    const row = (await screen.findByText('Zeynep Kaya')).closest('tr')!
    expect(within(row).queryByText('Hakaret')).toBeNull()
    expect(within(row).getByText('Şikâyet edildi')).toBeInTheDocument()
  })

  test('pages through the comments with the server’s total', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      adminComment({ id: 100 - i, authorName: `Yazar ${i + 1}` }),
    )
    const { calls } = renderAdmin({ path: PATH, respond: moderationApi({ pending: many }) })
    expect(await screen.findByText('1–20 / 25 kayıt')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }))
    expect(await screen.findByText('Yazar 21')).toBeInTheDocument()
    expect(screen.getByText('21–25 / 25 kayıt')).toBeInTheDocument()
    expect(listCalls(calls).at(-1)).toBe('?status=pending&page=2&pageSize=20')
  })

  test('searches the comments of the view, keeps the search in the URL, and says when nothing matches', async () => {
    const { calls, router } = renderAdmin({
      path: PATH,
      respond: moderationApi({ pending: [adminComment()] }, (url) =>
        url.searchParams.get('search') ? jsonResponse([], { headers: { 'X-Total-Count': '0' } }) : undefined,
      ),
    })
    await screen.findByText('Zeynep Kaya')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ara' }), 'Ayşe{Enter}')
    expect(await screen.findByText('Aramanızla eşleşen yorum yok.')).toBeInTheDocument()
    expect(listCalls(calls).at(-1)).toBe('?status=pending&search=Ay%C5%9Fe&page=1&pageSize=20')
    expect(router.state.location.search).toBe('?search=Ay%C5%9Fe')
    expect(await screen.findByRole('button', { name: 'Onay bekleyen 0' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Şikâyet edilen/ }))
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?status=reported&search=Ay%C5%9Fe&page=1&pageSize=20'),
    )
  })

  test('shows a comment as text, never as markup, and opens a long one on request', async () => {
    const long = `<img src=x onerror=alert(1)> ${'Ameliyattan sonra dizim çok daha iyi. '.repeat(12)}SONU`
    renderAdmin({ path: PATH, respond: moderationApi({ pending: [adminComment({ content: long })] }) })
    const more = await screen.findByRole('button', { name: 'Devamını göster: Zeynep Kaya yorumu' })
    expect(document.querySelector('td img')).toBeNull()
    expect(screen.getByText(/^<img src=x onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(screen.queryByText(/SONU$/)).toBeNull()
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    expect(screen.getByText(/SONU$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Daha az göster: Zeynep Kaya yorumu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  test('approving a comment tells the server, says so, and the comment leaves the waiting list', async () => {
    const lists: Lists = { pending: [adminComment()], approved: [] }
    const { calls } = renderAdmin({
      path: PATH,
      respond: moderationApi(lists, (_url, init) => {
        if (init.method !== 'PUT') return undefined
        const approved = { ...adminComment(), isApproved: true }
        lists.pending = []
        lists.approved = [approved]
        return jsonResponse(approved)
      }),
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Onayla: Zeynep Kaya: «Çok faydalı bir yazı, teşekkürler.»',
      }),
    )
    expect(
      await screen.findByText('Yorum onaylandı: «Çok faydalı bir yazı, teşekkürler.»'),
    ).toBeInTheDocument()
    const put = calls.find((call) => call.init.method === 'PUT')!
    expect(put.url).toBe('/api/blog/3/comments/7/approve')
    expect(JSON.parse(String(put.init.body))).toEqual({ isApproved: true })
    expect(await screen.findByText('Onay bekleyen yorum yok.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Onaylanan 1' })).toBeInTheDocument()
  })

  test('after a row leaves the view, focus moves to the row now in its place', async () => {
    const second = adminComment({ id: 8, authorName: 'Ali Veli', content: 'İkinci yorum' })
    const lists: Lists = { pending: [adminComment(), second] }
    renderAdmin({
      path: PATH,
      respond: moderationApi(lists, (_url, init) => {
        if (init.method !== 'PUT') return undefined
        lists.pending = [second]
        return jsonResponse({ ...adminComment(), isApproved: true })
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: /^Onayla: Zeynep Kaya/ }))
    const next = screen.getByRole('button', { name: 'Onayla: Ali Veli: «İkinci yorum»' })
    await waitFor(() => expect(next).toHaveFocus())
    expect(screen.queryByText('Zeynep Kaya')).toBeNull()
  })

  test('withdrawing an approval sends isApproved false', async () => {
    const lists: Lists = { approved: [adminComment({ isApproved: true })] }
    const { calls } = renderAdmin({
      path: `${PATH}?status=approved`,
      respond: moderationApi(lists, (_url, init) => {
        if (init.method !== 'PUT') return undefined
        lists.approved = []
        return jsonResponse(adminComment())
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: /^Onayı kaldır: Zeynep Kaya/ }))
    expect(await screen.findByText(/^Yorumun onayı kaldırıldı/)).toBeInTheDocument()
    expect(JSON.parse(String(calls.find((call) => call.init.method === 'PUT')!.init.body))).toEqual({
      isApproved: false,
    })
    expect(await screen.findByText('Onaylanmış yorum yok.')).toBeInTheDocument()
  })

  test('deletes a comment only after confirmation', async () => {
    const lists: Lists = { pending: [adminComment()] }
    const { calls } = renderAdmin({
      path: PATH,
      respond: moderationApi(lists, (_url, init) => {
        if (init.method !== 'DELETE') return undefined
        lists.pending = []
        return new Response(null, { status: 204 })
      }),
    })
    const remove = await screen.findByRole('button', { name: /^Sil: Zeynep Kaya/ })
    await userEvent.click(remove)
    let dialog = await screen.findByRole('alertdialog', { name: 'Yorumu sil' })
    expect(dialog).toHaveTextContent(
      'Zeynep Kaya adlı kullanıcının «Çok faydalı bir yazı, teşekkürler.» yorumu kalıcı olarak silinecek.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false)

    await userEvent.click(remove)
    dialog = await screen.findByRole('alertdialog', { name: 'Yorumu sil' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    expect(await screen.findByText('Yorum silindi: «Çok faydalı bir yazı, teşekkürler.»')).toBeInTheDocument()
    expect(calls.find((call) => call.init.method === 'DELETE')?.url).toBe('/api/blog/3/comments/7')
    expect(await screen.findByText('Onay bekleyen yorum yok.')).toBeInTheDocument()
  })

  test('shows the server’s refusal of an action and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin({
      path: PATH,
      respond: moderationApi({ pending: [adminComment()] }, (_url, init) =>
        init.method === 'PUT' ? jsonResponse({ message: 'Yorum bulunamadı.' }, { status: 404 }) : undefined,
      ),
    })
    await userEvent.click(await screen.findByRole('button', { name: /^Onayla: / }))
    const toast = await screen.findByText('Yorum bulunamadı.')
    expect(toast.closest('.toast')).toHaveClass('toast--error')
    expect(screen.getByText('Zeynep Kaya')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: /^Onayla: / })).toBeEnabled())
  })
})
