import { Link } from 'react-router-dom'
import { ADMIN_TITLE } from '../layout.tsx'

/** Any /admin/* path without a screen: inside the layout, with a way back. */
export function NotFoundScreen() {
  return (
    <section className="panel page-message">
      <title>{`Sayfa bulunamadı · ${ADMIN_TITLE}`}</title>
      <h1>Sayfa bulunamadı</h1>
      <p>Aradığınız yönetim sayfası yok ya da taşınmış olabilir.</p>
      <Link className="button" to="/">
        Genel bakışa dön
      </Link>
    </section>
  )
}
