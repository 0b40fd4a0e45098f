import {
  ApiError,
  apiErrorFromResponse,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  TIMEOUT_ERROR_MESSAGE,
} from './api-error.ts'

/** docs/spec §8: every failed call is logged under this label, then rethrown. */
export const API_ERROR_LOG_LABEL = 'API Hatası'
export const TOTAL_COUNT_HEADER = 'X-Total-Count'

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** Every call takes these last. There is no default timeout (docs/spec §9: 0); pass `AbortSignal.timeout(ms)` for one. */
export interface CallOptions {
  signal?: AbortSignal | undefined
}

export type QueryValue = string | number | boolean | null | undefined
export type Query = { readonly [name: string]: QueryValue }

/** One page of a list and the list's total from the `X-Total-Count` header. */
export interface Page<T> {
  items: T[]
  total: number
}

/** A file the API answers as a download: its bytes as they came, and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob
  /** null when the answer names no file (or a cross-origin answer hides the header). */
  fileName: string | null
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface HttpRequest extends CallOptions {
  method: Method
  path: string
  query?: Query | undefined
  /** A FormData goes as multipart; anything else (not undefined) as JSON. */
  body?: unknown
  /** Headers of this call alone (the site build's X-Site-Sync-Token). */
  headers?: Record<string, string> | undefined
  /** Told how much of the body has gone out (0 to 1); the call then goes through XMLHttpRequest, which can tell. */
  onUploadProgress?: ((fraction: number) => void) | undefined
}

/** A call that sends a file: `onUploadProgress` reports how much has gone out (0 to 1). */
export type UploadCallOptions = CallOptions & Pick<HttpRequest, 'onUploadProgress'>

/** fetch cannot report an upload's progress; XMLHttpRequest can. The answer comes back as a fetch Response. */
export function xhrFetch(onProgress: (fraction: number) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'GET', input)
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value)
      xhr.responseType = 'arraybuffer'
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onload = () => {
        const headers = new Headers()
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':')
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        resolve(new Response(empty ? null : (xhr.response as ArrayBuffer), { status: xhr.status, headers }))
      }
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'))
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
    })
}

export interface HttpOptions {
  baseUrl: string
  fetch?: FetchLike | undefined
  /** The bearer token to send, read before every call. */
  getToken?: (() => string | null) | undefined
  /** Told about every failure after it is logged, before it is rethrown (e.g. log out on a 401). */
  onError?: ((error: ApiError) => void) | undefined
}

export interface Http {
  readonly baseUrl: string
  send<T>(request: HttpRequest): Promise<T>
  sendForPage<T>(request: HttpRequest): Promise<Page<T>>
  /** For downloads: a successful answer is read as a Blob, never parsed; a failure is an ApiError as usual. */
  sendForFile(request: HttpRequest): Promise<DownloadedFile>
}

export function buildUrl(baseUrl: string, requestPath: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value))
  }
  const search = params.toString()
  return `${baseUrl.replace(/\/+$/, '')}${requestPath}${search ? `?${search}` : ''}`
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` when given, else `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]
  return name ? name : null
}

const errorName = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.name : ''

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined
  const text = await response.text()
  if (text === '') return undefined
  const type = response.headers.get('content-type') ?? ''
  return /\bjson\b/i.test(type) ? JSON.parse(text) : text
}

export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl
  // Looked up at call time, so a fetch installed later (or stubbed in a test) is the one used.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const fail = (error: ApiError): ApiError => {
    console.error(API_ERROR_LOG_LABEL, error)
    options.onError?.(error)
    return error
  }

  async function exchange(
    request: HttpRequest,
    read: 'parsed' | 'blob' = 'parsed',
  ): Promise<{ body: unknown; response: Response; url: string }> {
    const { method, signal } = request
    const url = buildUrl(baseUrl, request.path, request.query)
    const headers = new Headers({ ...request.headers, Accept: 'application/json' })
    const token = options.getToken?.()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (request.body instanceof FormData) {
      body = request.body // fetch writes the multipart Content-Type with its boundary
    } else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(request.body)
    }

    let response: Response
    try {
      const send =
        request.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
          ? xhrFetch(request.onUploadProgress)
          : doFetch
      response = await send(url, { method, headers, body, signal })
    } catch (error) {
      if (errorName(error) === 'TimeoutError') {
        throw fail(
          new ApiError({
            message: TIMEOUT_ERROR_MESSAGE,
            status: NETWORK_ERROR_STATUS,
            method,
            url,
            cause: error,
          }),
        )
      }
      // The caller cancelled: not a failure, so neither logged nor wrapped.
      if (signal?.aborted || errorName(error) === 'AbortError') throw error
      throw fail(
        new ApiError({
          message: NETWORK_ERROR_MESSAGE,
          status: NETWORK_ERROR_STATUS,
          method,
          url,
          cause: error,
        }),
      )
    }

    let parsed: unknown
    try {
      parsed = response.ok && read === 'blob' ? await response.blob() : await readBody(response)
    } catch (error) {
      if (signal?.aborted) throw error
      if (response.ok) {
        throw fail(
          new ApiError({
            message: INVALID_RESPONSE_MESSAGE,
            status: response.status,
            method,
            url,
            cause: error,
          }),
        )
      }
      parsed = undefined
    }
    if (!response.ok) throw fail(apiErrorFromResponse(response.status, parsed, { method, url }))
    return { body: parsed, response, url }
  }

  return {
    baseUrl,
    async send<T>(request: HttpRequest) {
      return (await exchange(request)).body as T
    },
    async sendForPage<T>(request: HttpRequest) {
      const { body, response, url } = await exchange(request)
      if (!Array.isArray(body)) {
        throw fail(
          new ApiError({
            message: INVALID_RESPONSE_MESSAGE,
            status: response.status,
            method: request.method,
            url,
          }),
        )
      }
      const total = Number.parseInt(response.headers.get(TOTAL_COUNT_HEADER) ?? '', 10)
      return { items: body as T[], total: Number.isNaN(total) ? body.length : total }
    },
    async sendForFile(request: HttpRequest) {
      const { body, response } = await exchange(request, 'blob')
      return {
        blob: body as Blob,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
      }
    },
  }
}
