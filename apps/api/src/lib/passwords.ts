import { readFile } from 'node:fs/promises'
import { foldTurkish } from '@clinic/contract/fold-turkish'
import { hash, verify } from '@node-rs/argon2'

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 degree of parallelism. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID)
}

/** A hash of a random string, verified against when no user matches so a missing account takes as long. */
let dummyHash: Promise<string> | undefined

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID())
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}

const LISTS_DIR = new URL('../password-lists/', import.meta.url)
/** The 3,000 most common passwords of at least 8 characters (public lists) and common Turkish ones. */
const COMMON_PASSWORD_FILES = ['common-passwords.txt', 'common-passwords-tr.txt']
let commonPasswords: Promise<Set<string>> | undefined

async function loadCommonPasswords(): Promise<Set<string>> {
  const texts = await Promise.all(
    COMMON_PASSWORD_FILES.map((name) => readFile(new URL(name, LISTS_DIR), 'utf8')),
  )
  return new Set(
    texts
      .flatMap((text) => text.split('\n'))
      .map((line) => foldTurkish(line.trim()))
      .filter(Boolean),
  )
}

/** True when the password is on the common-password list, compared without regard to case (Turkish-aware). */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords()
  return (await commonPasswords).has(foldTurkish(password.trim()))
}

export const COMMON_PASSWORD_MESSAGE =
  'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha az bilinen bir şifre seçin.'
