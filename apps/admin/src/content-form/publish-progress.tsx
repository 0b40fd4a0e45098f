import { cx } from '@clinic/ui/lib/class-names'
import { Link } from 'react-router-dom'
import { formatDateTimeTr } from '../lib/format.ts'
import { publishHeadline, STATUS_TEXTS } from '../routes/publishing/status.ts'
import { usePublishState } from '../routes/publishing/use-publish-state.ts'

/**
 * After a save: where the change stands on its way to the public site (waiting, being published, live, or the
 * last publish failed), asked again every 2 s until it settles, with a link to the publishing screen.
 */
export function PublishProgress() {
  const { data } = usePublishState()
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
