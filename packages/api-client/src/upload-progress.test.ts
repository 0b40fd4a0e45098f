import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiError } from './api-error.ts'
import { createApiClient } from './client.ts'
import { createHttp } from './http.ts'

// A real loopback server: XMLHttpRequest (jsdom's) sends the multipart body over HTTP and reports its progress.
let server: Server
let baseUrl = ''
const seen: Array<{ authorization: string | undefined; bytes: number }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    req.on('end', () => {
      seen.push({ authorization: req.headers.authorization, bytes })
      res.setHeader('access-control-allow-origin', '*')
      res.setHeader('access-control-allow-headers', 'authorization, content-type, accept')
      if (req.method === 'OPTIONS') return res.end()
      if (req.url === '/too-big') {
        res.writeHead(413, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ message: 'Dosya en fazla 5 MB olabilir.' }))
      }
      if (req.url === '/api/uploads/image') {
        res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' })
        return res.end(JSON.stringify({ imagePath: '/uploads/content/1.webp', width: 640, height: 480 }))
      }
      if (req.url?.startsWith('/slow/')) {
        // Answers late, so a cancel arrives while the answer is awaited.
        setTimeout(() => res.end('{}'), 2000)
        return
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '1' })
      res.end(JSON.stringify({ imagePath: '/uploads/profiles/1.webp' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const upload = () => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' }), 'yuz.png')
  return body
}

describe('an upload with progress (XMLHttpRequest)', () => {
  test('reports its progress up to the whole body, sends the token, and answers like fetch', async () => {
    const http = createHttp({ baseUrl, getToken: () => 'jeton' })
    const fractions: number[] = []
    const answer = await http.send<{ imagePath: string }>({
      method: 'POST',
      path: '/upload',
      body: upload(),
      onUploadProgress: (fraction) => fractions.push(fraction),
    })
    expect(answer).toEqual({ imagePath: '/uploads/profiles/1.webp' })
    expect(fractions.at(-1)).toBe(1)
    expect(fractions.every((f, i) => f >= (fractions[i - 1] ?? 0))).toBe(true)
    const request = seen.at(-1)
    expect(request?.authorization).toBe('Bearer jeton')
    expect(request?.bytes).toBeGreaterThan(256 * 1024)
  })

  test('a refusal is the same ApiError as with fetch, with the server’s Turkish message', async () => {
    const http = createHttp({ baseUrl })
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => logged.push(args)
    try {
      const failure = http.send({
        method: 'POST',
        path: '/too-big',
        body: upload(),
        onUploadProgress: () => {},
      })
      await expect(failure).rejects.toBeInstanceOf(ApiError)
      await expect(failure).rejects.toMatchObject({ status: 413, message: 'Dosya en fazla 5 MB olabilir.' })
    } finally {
      console.error = original
    }
    expect(logged.length).toBe(1)
  })
})

describe('uploads.image with progress', () => {
  test('reports progress up to the whole file and answers the stored image', async () => {
    const api = createApiClient({ baseUrl })
    const fractions: number[] = []
    const image = new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' })
    const stored = await api.uploads.image(image, {
      onUploadProgress: (fraction) => fractions.push(fraction),
    })
    expect(stored).toEqual({ imagePath: '/uploads/content/1.webp', width: 640, height: 480 })
    expect(fractions.at(-1)).toBe(1)
    expect(seen.at(-1)?.bytes).toBeGreaterThan(256 * 1024)
  })

  test('an upload cancelled through its signal rejects with the abort, unlogged', async () => {
    const api = createApiClient({ baseUrl: `${baseUrl}/slow` })
    const controller = new AbortController()
    const logged: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => logged.push(args)
    try {
      const call = api.uploads.image(new Blob([new Uint8Array(1024)], { type: 'image/png' }), {
        signal: controller.signal,
        onUploadProgress: () => {},
      })
      setTimeout(() => controller.abort(), 100)
      await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    } finally {
      console.error = original
    }
    expect(logged).toEqual([])
  })
})
