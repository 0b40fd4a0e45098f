// The ceiling of bench-api.ts: a bare Fastify server answering, at /ceiling/<n>, the bytes and content type the API
// answered for call n, from memory. No hooks, no headers beyond Fastify's own: what a route costs at the least.
//   node ceiling-server.ts <answers.json>   (written by bench-api.ts; prints "listening <url>" once ready)
import { readFile } from 'node:fs/promises'
import Fastify from 'fastify'

const file = process.argv[2]
if (!file) throw new Error('usage: node ceiling-server.ts <answers.json>')
const answers = JSON.parse(await readFile(file, 'utf8')) as { contentType: string; body: string }[]

const app = Fastify({ logger: false })
answers.forEach(({ contentType, body }, n) => {
  const bytes = Buffer.from(body, 'base64')
  app.get(`/ceiling/${n}`, (_req, reply) => {
    reply.header('content-type', contentType).send(bytes)
  })
})
const url = await app.listen({ host: '127.0.0.1', port: 0 })
console.log(`listening ${url}`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
