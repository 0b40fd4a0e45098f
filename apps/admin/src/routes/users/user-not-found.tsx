import { Link } from 'react-router-dom'
import { ADMIN_TITLE } from '../../layout.tsx'

/** /admin/users/:id for an id no user has (deleted meanwhile, or mistyped). */
export function UserNotFound(props: { listHref: string }) {
  return (
    <section className="panel page-message">
      <title>{`Kullanıcı bulunamadı · ${ADMIN_TITLE}`}</title>
      <h1>Kullanıcı bulunamadı</h1>
      <p>Bu kullanıcı silinmiş ya da adres yanlış yazılmış olabilir.</p>
      <Link className="button" to={props.listHref}>
        Kullanıcılara dön
      </Link>
    </section>
  )
}
