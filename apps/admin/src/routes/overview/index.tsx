import { cx } from '@clinic/ui/lib/class-names'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { useIsAdmin } from '../../access.tsx'
import { keys } from '../../cache/keys.ts'
import { PageHead } from '../../components/page-head.tsx'
import { useAdmin } from '../../services.tsx'
import { publishHeadline } from '../publishing/status.ts'
import { usePublishState } from '../publishing/use-publish-state.ts'
import { SetupChecklist } from './setup-checklist.tsx'

const count = new Intl.NumberFormat('tr-TR')

interface Tile {
  key: readonly unknown[]
  label: string
  to: string
  /** Something waits for the staff when the number is above 0. */
  attention: boolean
  /** An Admin's number (messages): an Editor does not see the tile. */
  adminOnly?: boolean
  load(): Promise<number>
}

/**
 * /admin/ (an Editor sees the content's part): what waits for the staff (comments to approve or look at, unread messages), how much there is, where
 * publishing stands, and the two things written most often.
 */
export function OverviewScreen() {
  const { api } = useAdmin()
  const isAdmin = useIsAdmin()
  const one = { page: 1, pageSize: 1 }
  const tiles: Tile[] = [
    {
      key: keys.comments.total('pending'),
      label: 'Onay bekleyen yorum',
      to: '/comments?status=pending',
      attention: true,
      load: async () => (await api.comments.listAdminPage({ ...one, status: 'pending' })).total,
    },
    {
      key: keys.comments.total('reported'),
      label: 'Şikâyet edilen yorum',
      to: '/comments?status=reported',
      attention: true,
      load: async () => (await api.comments.listAdminPage({ ...one, status: 'reported' })).total,
    },
    {
      key: keys.wellnessMessages.unread(),
      label: 'Okunmamış geçmiş olsun mesajı',
      to: '/wellness-messages?unread=true',
      attention: true,
      adminOnly: true,
      load: async () => (await api.wellnessMessages.listPage({ ...one, unread: true })).total,
    },
    {
      key: keys.contactMessages.unread(),
      label: 'Okunmamış iletişim mesajı',
      to: '/contact-messages?unread=true',
      attention: true,
      adminOnly: true,
      load: async () => (await api.contactMessages.listPage({ ...one, unread: true })).total,
    },
    {
      key: keys.blogs.total(),
      label: 'Blog yazısı',
      to: '/blogs',
      attention: false,
      load: async () => (await api.blog.listAdminPage(one)).total,
    },
    {
      key: keys.operations.total(),
      label: 'Operasyon',
      to: '/operations',
      attention: false,
      load: async () => (await api.operations.listAdminPage(one)).total,
    },
  ]

  return (
    <div className="stack">
      <PageHead
        title="Genel bakış"
        description="Sizi bekleyenler ve sitenin durumu."
        actions={
          <>
            <Link className="button" to="/blog/create">
              Yeni yazı
            </Link>
            <Link className="button button--ghost" to="/operation/create">
              Yeni operasyon
            </Link>
          </>
        }
      />
      {/* The setup checklist and publishing read Admin-only calls: an Editor's overview is the content's. */}
      {isAdmin ? <SetupChecklist /> : null}
      {isAdmin ? <PublishLine /> : null}
      <ul className="tiles">
        {tiles
          .filter((tile) => isAdmin || !tile.adminOnly)
          .map((tile) => (
            <TileCard key={tile.to} tile={tile} />
          ))}
      </ul>
    </div>
  )
}

function TileCard({ tile }: { tile: Tile }) {
  const { data, error } = useSWR(tile.key, tile.load)
  const waiting = tile.attention && (data ?? 0) > 0
  return (
    <li>
      <Link className={cx('tile', waiting && 'tile--attention')} to={tile.to}>
        <span className="tile__number">{data === undefined ? (error ? '—' : '…') : count.format(data)}</span>{' '}
        <span className="tile__label">{tile.label}</span>
      </Link>
    </li>
  )
}

function PublishLine() {
  const { data } = usePublishState()
  if (!data) return null
  const headline = publishHeadline(data)
  return (
    <p className={cx('panel publish-progress', `publish-progress--${headline.tone}`)}>
      <span className="status__dot" aria-hidden="true" />
      <span>Site: {headline.text}</span>
      <Link to="/publishing">Yayın durumu</Link>
    </p>
  )
}
