import { useMemo } from 'react'
import { useSWRConfig } from 'swr'
import type { Resource } from './keys.ts'

/**
 * What a change to one resource (create, update, status, delete) makes stale, named once here: the resource's own
 * keys and those of every resource that shows it. A catalog renamed shows in the operation lists and forms; an
 * operation added changes its catalog's count; a content change moves publishing.
 */
export const AFFECTS: Record<Resource, readonly Resource[]> = {
  // Every staff write lands on the audit log ("Kayıtlar").
  blogs: ['blogs', 'categories', 'publishing', 'audit', 'advertising'],
  operations: ['operations', 'catalogs', 'publishing', 'audit', 'advertising'],
  categories: ['categories', 'blogs', 'publishing', 'audit'],
  catalogs: ['catalogs', 'operations', 'publishing', 'audit'],
  comments: ['comments', 'publishing', 'audit'],
  users: ['users', 'audit'],
  'wellness-messages': ['wellness-messages', 'audit', 'data-requests'],
  'contact-messages': ['contact-messages', 'audit', 'data-requests'],
  publishing: ['publishing', 'audit'],
  // The admin's own second factor and sessions (the changes are on the audit log).
  account: ['account', 'audit'],
  // A save of the settings changes the checklist and starts a publish.
  settings: ['settings', 'publishing', 'audit'],
  audit: ['audit'],
  // A save's overrides of the advertising gate (issue 21).
  advertising: ['advertising'],
  // A KVKK request's erasure empties the inboxes of that address (and is on the audit log).
  'data-requests': ['data-requests', 'contact-messages', 'wellness-messages', 'audit'],
  statistics: ['statistics'],
  // A consent withdrawn takes its posts off the site (issue 21).
  consents: ['consents', 'blogs', 'publishing', 'audit'],
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/** Does this swr key belong to one of these resources (and is it not `except`)? */
export function keyOf(resources: readonly Resource[], except?: readonly unknown[]) {
  return (key: unknown) =>
    Array.isArray(key) && resources.includes(key[0]) && !(except && sameKey(key, except))
}

/**
 * One function per resource. `except` is a key the caller has just set from the server's answer (the item a form
 * saved), so it is not asked again.
 */
export type Revalidate = Record<Resource, (except?: readonly unknown[]) => Promise<unknown>>

/**
 * `revalidate.catalogs()` after a catalog changed: every cached key it affects is asked again (mounted screens at
 * once, the others when they next show). Resolves when the mounted ones have their answer.
 */
export function useRevalidate(): Revalidate {
  const { mutate } = useSWRConfig()
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(AFFECTS).map(([resource, affected]) => [
          resource,
          (except?: readonly unknown[]) => mutate(keyOf(affected, except)),
        ]),
      ) as Revalidate,
    [mutate],
  )
}
