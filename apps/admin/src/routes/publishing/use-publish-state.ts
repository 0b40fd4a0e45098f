import { useState } from 'react'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useAdmin } from '../../services.tsx'
import { pollInterval } from './status.ts'

/**
 * Where publishing stands (`GET /api/site/publish` through swr), asked again every 2 s while a build runs or a
 * change waits, else every 15 s. The publishing screen, the overview and the form's save bar all read it here.
 */
export function usePublishState() {
  const { api } = useAdmin()
  // swr reads a refreshInterval function only when its timer fires, so the 15 s it answers before the first
  // state would hold until then even while a build runs. A number restarts the timer as soon as it changes.
  const [refreshInterval, setRefreshInterval] = useState(() => pollInterval(undefined))
  const state = useSWR(keys.publishing.state(), () => api.site.publishState(), { refreshInterval })
  const wanted = pollInterval(state.data)
  if (wanted !== refreshInterval) setRefreshInterval(wanted)
  return state
}
