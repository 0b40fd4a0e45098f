import { expect, test } from 'vitest'
import { defaultPasswordRefusal, isLoopbackHost } from './listen-address.ts'

test('loopback names and addresses keep the server to this machine', () => {
  for (const host of [
    '127.0.0.1',
    '127.1.2.3',
    'localhost',
    'LOCALHOST',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
  ]) {
    expect(isLoopbackHost(host), host).toBe(true)
  }
})

test('wildcards and real interfaces reach the network', () => {
  for (const host of ['0.0.0.0', '::', '', '192.168.1.10', '10.0.0.5', 'klinik.example', '::ffff:10.0.0.1']) {
    expect(isLoopbackHost(host), host).toBe(false)
  }
})

test('the refusal names the address and the account in Turkish and English', () => {
  const line = defaultPasswordRefusal('0.0.0.0', ['admin@klinik.local'])
  expect(line).toContain('admin@klinik.local')
  expect(line).toContain('varsayılan şifreyle')
  expect(line).toContain('Refusing to listen on 0.0.0.0')
  expect(line).toContain('HOST=127.0.0.1')
})
