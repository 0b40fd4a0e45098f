import { cx } from '@clinic/ui/lib/class-names'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { formatDateTimeTr } from '../lib/format.ts'
import { PUBLISH_STATE_KEY } from '../routes/publishing/index.tsx'
import { pollInterval, publishHeadline, STATUS_TEXTS } from '../routes/publishing/status.ts'
import { useAdmin } from '../services.tsx'

/**
 * After a save: where the change stands on its way to the public site (waiting, being published, live, or the
 * last publish failed), asked again every 2 s until it settles, with a link to the publishing screen.
 */
export function PublishProgress() {
  const { api } = useAdmin()
  const [refreshInterval, setRefreshInterval] = useState(() => pollInterval(undefined))
  const { data } = useSWR(PUBLISH_STATE_KEY, () => api.site.publishState(), { refreshInterval })
  const wanted = pollInterval(data)
  if (wanted !== refreshInterval) setRefreshInterval(wanted)
  if (!data) return null
  const headline = publishHeadline(data)
  return (
    <p className={cx('publish-progress', `publish-progress--${headline.tone}`)} role="status">
      <span className="status__dot" aria-hidden="true" />
      <span>
        Site: {headline.text}
        {headline.text === STATUS_TEXTS.live && data.live
          ? ` · ${formatDateTimeTr(data.live.finishedAt)}`
          : ''}
      </span>
      <Link to="/publishing">Yayın durumu</Link>
    </p>
  )
}
