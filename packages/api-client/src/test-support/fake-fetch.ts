import { vi } from 'vitest'

export interface RecordedCall {
  url: string
  init: RequestInit
  headers: Headers
}

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  })
}

/** A fetch double that records each call and answers with `respond` (a JSON 200 of `[]` by default). */
export function fakeFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () => jsonResponse([]),
) {
  const calls: RecordedCall[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, headers: new Headers(init.headers) })
    return respond(url, init)
  })
  return { fetch, calls, last: () => calls.at(-1)! }
}
