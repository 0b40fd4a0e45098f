import { jsonResponse, type RecordedCall } from '@clinic/api-client/test-support/fake-fetch'

/** A test record's builder: `defaults`, with what a test sets itself (`build({ isRead: true })`). */
export function fixture<T>(defaults: T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults, ...overrides })
}

/** The writes of one method among the recorded calls, with their JSON bodies. */
export const writes = (calls: readonly Pick<RecordedCall, 'url' | 'init'>[], method: string) =>
  calls
    .filter((call) => call.init.method === method)
    .map((call) => ({ url: call.url, body: call.init.body ? JSON.parse(String(call.init.body)) : undefined }))

/** One page of `rows` as the API answers a paged list: `page` and `pageSize` from the query, the total in a header. */
export function pageAnswer(rows: readonly unknown[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1)
  const size = Number(query.get('pageSize') ?? 1000)
  return jsonResponse(rows.slice((page - 1) * size, page * size), {
    headers: { 'X-Total-Count': String(rows.length) },
  })
}

/** A fake's one-shot refusal of the next change: [status, Turkish message], answered once and forgotten. */
export function takeRefusal(state: { refuse?: [number, string] | undefined }): Response | null {
  if (!state.refuse) return null
  const [status, message] = state.refuse
  state.refuse = undefined
  return jsonResponse({ message }, { status })
}

/** A request as the fakes read it: the path, its query and the method. */
export function requestOf(raw: string, init: RequestInit) {
  const url = new URL(raw, 'http://admin.test')
  return { url, path: url.pathname, method: init.method ?? 'GET' }
}

const GROUP_PATHS = {
  categories: {
    base: '/api/Category',
    taken: 'Bu isimde bir kategori zaten var.',
    missing: 'Kategori bulunamadı.',
  },
  catalogs: {
    base: '/api/Catalog',
    taken: 'Bu isimde bir katalog zaten var.',
    missing: 'Katalog bulunamadı.',
  },
} as const

export type GroupResource = keyof typeof GROUP_PATHS

/**
 * The endpoints of categories or catalogs over an in-memory list: names unique ignoring case (as the server folds
 * them), the admin list with each group's item count from `counts`, and a delete refused with `heldMessage` while
 * items remain (catalogs) when it is given.
 */
export function groupsApi(
  resource: GroupResource,
  initial: { id: number; name: string }[],
  options: { counts?: Record<number, number>; heldMessage?: string } = {},
) {
  const { base, taken: TAKEN, missing } = GROUP_PATHS[resource]
  const counts = options.counts ?? {}
  const state = { groups: [...initial], nextId: 100 }
  const taken = (name: string, except?: number) =>
    state.groups.some(
      (g) => g.id !== except && g.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'),
    )
  const refuse = () => jsonResponse({ message: TAKEN, errors: { name: [TAKEN] } }, { status: 409 })
  const nameIn = (init: RequestInit) => (JSON.parse(String(init.body)) as { name: string }).name

  const respond = (raw: string, init: RequestInit) => {
    const { path, method } = requestOf(raw, init)
    if (path === `${base}/admin`) {
      return jsonResponse(state.groups.map((g) => ({ ...g, itemCount: counts[g.id] ?? 0 })))
    }
    if (path === base && method === 'GET') return jsonResponse(state.groups)
    if (path === base && method === 'POST') {
      const name = nameIn(init)
      if (taken(name)) return refuse()
      const created = { id: state.nextId++, name }
      state.groups.push(created)
      return jsonResponse(created, { status: 201 })
    }
    if (!path.startsWith(`${base}/`)) return jsonResponse([])
    const id = Number(path.split('/').at(-1))
    const found = state.groups.find((g) => g.id === id)
    if (!found) return jsonResponse({ message: missing }, { status: 404 })
    if (method === 'GET') return jsonResponse(found)
    if (method === 'PUT') {
      const name = nameIn(init)
      if (taken(name, id)) return refuse()
      state.groups = state.groups.map((g) => (g.id === id ? { id, name } : g))
      return jsonResponse({ id, name })
    }
    if (method === 'DELETE') {
      if (options.heldMessage && counts[id])
        return jsonResponse({ message: options.heldMessage }, { status: 409 })
      state.groups = state.groups.filter((g) => g.id !== id)
      return new Response(null, { status: 204 })
    }
    return jsonResponse({ message: 'Beklenmeyen çağrı.' }, { status: 500 })
  }
  return { state, respond, taken: TAKEN }
}
