import { OPTIONAL_SETUP_ITEMS, type SetupItem, type SetupStatus } from '@clinic/contract/site-settings'
import { cx } from '@clinic/ui/lib/class-names'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { useAdmin } from '../../services.tsx'
import { settingsLink } from '../settings/anchors.ts'

type Where =
  | { kind: 'screen'; to: string }
  | { kind: 'site'; path: string }
  | { kind: 'explain'; text: string }

/** The checklist's items in the order a clinic sets them up, each with where it is done. */
export const SETUP_CHECKLIST: ReadonlyArray<{ item: SetupItem; label: string; where: Where }> = [
  { item: 'doctorPhoto', label: 'Doktorun fotoğrafı', where: { kind: 'screen', to: settingsLink('doctor') } },
  { item: 'bio', label: 'Doktorun biyografisi', where: { kind: 'screen', to: settingsLink('doctor') } },
  {
    item: 'bookingUrl',
    label: 'Online randevu adresi',
    where: { kind: 'screen', to: settingsLink('booking') },
  },
  {
    item: 'addresses',
    label: 'Kliniklerin adresleri',
    where: { kind: 'screen', to: settingsLink('clinics') },
  },
  {
    item: 'mapPositions',
    label: 'Kliniklerin harita konumları',
    where: { kind: 'screen', to: settingsLink('clinics') },
  },
  {
    item: 'contactEmail',
    label: 'İletişim e-postası',
    where: { kind: 'screen', to: settingsLink('contact') },
  },
  {
    item: 'analytics',
    label: 'Ziyaret istatistikleri kimlikleri (isteğe bağlı)',
    where: { kind: 'screen', to: settingsLink('analytics') },
  },
  {
    item: 'adminPasswordChanged',
    label: 'Yönetici şifresi varsayılandan değiştirildi',
    where: { kind: 'site', path: '/change-password' },
  },
  {
    item: 'smtp',
    label: 'E-posta gönderimi (SMTP)',
    where: {
      kind: 'explain',
      text:
        'Bu bir sunucu ayarıdır, panelden değiştirilemez. Sunucunun ortam değişkenlerinde SMTP_URL ' +
        '(ör. smtps://kullanici:sifre@smtp.saglayici.com:465) ve gönderen adresi için MAIL_FROM ' +
        '(ör. Klinik <bilgi@alanadiniz.com>) tanımlanıp sunucu yeniden başlatılmalıdır. O zamana kadar e-postalar ' +
        'gönderilmez, sunucunun veri klasöründeki outbox klasörüne yazılır.',
    },
  },
]

const requiredDone = (status: SetupStatus) => status.complete

/**
 * The overview's "İlk kurulum" card: every item done or not, each linking to where it is done; hidden once every
 * required item is done (the optional analytics alone never keeps it).
 */
export function SetupChecklist() {
  const { api, siteHref } = useAdmin()
  const { data } = useSWR(keys.settings.setupStatus(), () => api.site.setupStatus())
  if (!data || requiredDone(data)) return null
  const left = SETUP_CHECKLIST.filter(
    ({ item }) => !data[item] && !OPTIONAL_SETUP_ITEMS.includes(item),
  ).length
  return (
    <section className="panel form-section setup-checklist" aria-labelledby="setup-title">
      <h2 className="form-section__title" id="setup-title">
        İlk kurulum
      </h2>
      <p className="muted">
        Site yayına hazır olmadan önce tamamlanması gerekenler: {left} madde kaldı. Hepsi tamamlanınca bu
        liste kendiliğinden kaybolur.
      </p>
      <ul className="setup-list">
        {SETUP_CHECKLIST.map(({ item, label, where }) => {
          const done = data[item]
          return (
            <li
              key={item}
              className={cx('setup-item', done ? 'setup-item--done' : 'setup-item--todo')}
              data-setup-item={item}
            >
              <span className="setup-item__mark" aria-hidden="true">
                {done ? '✓' : '○'}
              </span>
              <span className="setup-item__label">
                {label}
                <span className="visually-hidden">{done ? ': tamamlandı' : ': yapılmadı'}</span>
              </span>
              {where.kind === 'screen' ? (
                <Link to={where.to}>
                  {done ? 'Düzenle' : 'Şimdi yap'}
                  <span className="visually-hidden">: {label}</span>
                </Link>
              ) : where.kind === 'site' ? (
                <a href={siteHref(where.path)}>
                  {done ? 'Şifre değiştir' : 'Şifreyi değiştir'}
                  <span className="visually-hidden">: {label}</span>
                </a>
              ) : done ? null : (
                <details className="setup-item__explain">
                  <summary>Nasıl yapılır?</summary>
                  <p>{where.text}</p>
                </details>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
