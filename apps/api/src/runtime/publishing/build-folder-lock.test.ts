import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createBuildFolderLock } from './build-folder-lock.ts'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function lockIn(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-build-lock-'))
  folders.push(folder)
  return path.join(folder, '.astro', 'clinic-build.lock')
}

/** A pid that belonged to a process now gone. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  })
  return Number(child.stdout)
}

test('one build holds the lock at a time; the next one waits for its release, then holds it with its pid', async () => {
  const lock = lockIn()
  const first = createBuildFolderLock(lock)
  const second = createBuildFolderLock(lock, { waitMs: 5_000 })
  await first.acquire()
  expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid))
  let secondHolds = false
  const waiting = second.acquire().then(() => {
    secondHolds = true
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(secondHolds).toBe(false)
  first.release()
  await waiting
  expect(secondHolds).toBe(true)
  second.release()
  expect(existsSync(lock)).toBe(false)
})

test('a lock whose owner is gone is taken over at once', async () => {
  const lock = lockIn()
  mkdirSync(lock, { recursive: true })
  writeFileSync(path.join(lock, 'pid'), String(deadPid()))
  const started = Date.now()
  const next = createBuildFolderLock(lock, { waitMs: 5_000 })
  await next.acquire()
  expect(Date.now() - started).toBeLessThan(1_000)
  expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid))
  next.release()
})

test('a lock without an owner is waited for while young and taken over once older than its limit', async () => {
  const lock = lockIn()
  mkdirSync(lock, { recursive: true })
  // Left empty (a process killed between making the folder and writing its pid): the lock's rename replaces it.
  const taker = createBuildFolderLock(lock, { waitMs: 600, ownerlessMs: 60_000 })
  await taker.acquire()
  expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid))
  // An owner that cannot be read: as good as none, but it may be a build writing its pid just now.
  writeFileSync(path.join(lock, 'pid'), '')
  const told: Array<number | undefined> = []
  const young = createBuildFolderLock(lock, {
    waitMs: 600,
    ownerlessMs: 60_000,
    onWait: (owner) => told.push(owner),
  })
  await expect(young.acquire()).rejects.toThrow('Bu sitenin başka bir derlemesi')
  expect(told).toEqual([undefined])
  // The same folder, as if left two minutes ago by an older version killed half-way.
  const old = (Date.now() - 120_000) / 1000
  utimesSync(lock, old, old)
  const next = createBuildFolderLock(lock, { waitMs: 600, ownerlessMs: 60_000 })
  await next.acquire()
  expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid))
  next.release()
})

test('a live owner is waited for, and the wait ends with a Turkish error once its time is up', async () => {
  const lock = lockIn()
  mkdirSync(lock, { recursive: true })
  // This test's own process stands for the other build: alive for the whole wait.
  writeFileSync(path.join(lock, 'pid'), String(process.pid))
  const told: Array<number | undefined> = []
  const waiter = createBuildFolderLock(lock, { waitMs: 400, onWait: (owner) => told.push(owner) })
  await expect(waiter.acquire()).rejects.toThrow(/^Bu sitenin başka bir derlemesi \d+ dakikadır bitmedi\.$/)
  expect(told).toEqual([process.pid])
  expect(readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid))
})
