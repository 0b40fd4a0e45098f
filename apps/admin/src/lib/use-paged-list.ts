import type { Page } from '@clinic/api-client/http'
import { useEffect } from 'react'
import useSWR from 'swr'

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20

/**
 * One page of an admin list through swr. The key names the list and every param, so each filter combination is
 * cached on its own; the previous page stays on screen while the next loads.
 */
export function usePagedList<T>(key: readonly unknown[], load: () => Promise<Page<T>>) {
  const result = useSWR(key, load, { keepPreviousData: true })
  return {
    items: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    /** true until the first answer (or refusal) arrives. */
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    error: result.error as unknown,
    hasData: result.data !== undefined,
    reload: () => result.mutate(),
  }
}

/**
 * A delete, or a row moving out of the filter, can empty the last page: then the page that is now the last is
 * shown instead. `update` is the list params' (stable) setter.
 */
export function useClampedPage(
  list: Pick<ReturnType<typeof usePagedList>, 'total' | 'hasData' | 'isValidating'>,
  page: number,
  update: (patch: { page: number }) => void,
) {
  const lastPage = Math.max(1, Math.ceil(list.total / ADMIN_PAGE_SIZE))
  const pastTheEnd = list.hasData && !list.isValidating && page > lastPage
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage })
  }, [pastTheEnd, lastPage, update])
}
