import { isIP } from 'node:net'

/** Names and addresses that answer this machine only. */
const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1'])

/** Whether listening on `host` keeps the server to this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  if (LOOPBACK_NAMES.has(name)) return true
  if (isIP(name) === 4) return name.startsWith('127.')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name)
  return mapped !== null && mapped[1]!.startsWith('127.')
}

/** The log line of a refused start: Turkish for the clinic's staff, English for whoever runs the container. */
export function defaultPasswordRefusal(host: string, emails: readonly string[]): string {
  return (
    `Sunucu ${host} adresinde dinlemeyi reddetti: yönetici hesabı (${emails.join(', ')}) hâlâ yayımlanmış ` +
    'varsayılan şifreyle giriş yapabiliyor. Şifreyi sitede /change-password sayfasında değiştirin ya da yalnızca bu ' +
    'makinede çalıştırın (HOST=127.0.0.1). / Refusing to listen on ' +
    `${host}: the admin account still signs in with the published default password. Change it in the admin ` +
    '(Hesabım) or listen on loopback only (HOST=127.0.0.1).'
  )
}
