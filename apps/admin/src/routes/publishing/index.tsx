import type { SiteBuild, SitePublishState } from '@clinic/contract/site-publish'
import { cx } from '@clinic/ui/lib/class-names'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useToast } from '@clinic/ui/use-toast'
import { useState } from 'react'
import { Loading } from '../../components/load-state.tsx'
import { ADMIN_TITLE } from '../../layout.tsx'
import { formatDateTimeTr, formatDuration } from '../../lib/format.ts'
import { useAdmin } from '../../services.tsx'
import { BUILD_STATUS_LABELS, publishHeadline, STATUS_TEXTS, TARGET_LABELS } from './status.ts'
import { usePublishState } from './use-publish-state.ts'

export const PUBLISH_STARTED_TEXT = 'Yayın başlatıldı.'
export const PUBLISH_QUEUED_TEXT = 'Yayın sıraya alındı; süren yayın bitince başlayacak.'
export const BUILDS_EMPTY_TEXT = 'Henüz yayın yok'

/** /admin/publishing: is the public site up to date, what is being published, and "publish now". */
export function PublishingScreen() {
  const { api } = useAdmin()
  const toast = useToast()
  const { data, error, isLoading, mutate } = usePublishState()
  const [publishing, setPublishing] = useState(false)

  async function publishNow() {
    // A build already running finishes first; the server queues this request behind it.
    const queued = data?.building === true
    setPublishing(true)
    try {
      const next = await api.site.publish()
      await mutate(next, { revalidate: false })
      toast.success(queued ? PUBLISH_QUEUED_TEXT : PUBLISH_STARTED_TEXT)
    } catch (failure) {
      toast.error(errorMessage(failure))
    } finally {
      setPublishing(false)
    }
  }

  return (
    <div className="stack">
      <title>{`Yayın durumu · ${ADMIN_TITLE}`}</title>
      <div className="page-head">
        <div>
          <h1>Yayın durumu</h1>
          <p className="muted">İçerikteki değişiklikler siteye kendiliğinden yayınlanır.</p>
        </div>
        <button
          type="button"
          className="button"
          onClick={publishNow}
          disabled={publishing || data?.enabled === false}
          aria-busy={publishing}
        >
          {publishing ? 'Yayınlanıyor…' : 'Şimdi yayınla'}
        </button>
      </div>

      {data ? (
        <>
          {error ? (
            <p className="notice notice--warning" role="status">
              Durum güncellenemedi: {errorMessage(error)}
            </p>
          ) : null}
          <StatusPanel state={data} />
          <BuildsTable builds={data.builds} />
        </>
      ) : (
        <Loading
          error={error}
          isLoading={isLoading}
          loadingText="Yayın durumu yükleniyor…"
          failedPrefix="Yayın durumu alınamadı: "
          onRetry={() => void mutate()}
        />
      )}
    </div>
  )
}

function StatusPanel({ state }: { state: SitePublishState }) {
  const headline = publishHeadline(state)
  const showLiveLine = state.live !== null && headline.text !== STATUS_TEXTS.live
  return (
    <section className="panel status" aria-labelledby="status-title">
      <h2 id="status-title" className="visually-hidden">
        Durum
      </h2>
      <p className={cx('status__headline', `status__headline--${headline.tone}`)} role="status">
        <span className="status__dot" aria-hidden="true" />
        <span>
          {headline.text}
          {headline.text === STATUS_TEXTS.live && state.live ? (
            <>
              <span className="status__sep"> · </span>
              <span className="status__since">{formatDateTimeTr(state.live.finishedAt)}</span>
            </>
          ) : null}
        </span>
      </p>
      {!state.enabled ? (
        <p className="notice notice--warning">
          Bu sunucuda yayın hedefi yok: içerik değişiklikleri siteye yansımaz. Sunucunun yayın ayarlarını
          kontrol edin.
        </p>
      ) : null}
      <dl className="facts">
        {showLiveLine && state.live ? (
          <div>
            <dt>Yayındaki sürüm</dt>
            <dd>{formatDateTimeTr(state.live.finishedAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Son içerik değişikliği</dt>
          <dd>{state.lastChangeAt ? formatDateTimeTr(state.lastChangeAt) : '—'}</dd>
        </div>
        <div>
          <dt>Yayın hedefi</dt>
          <dd>{state.targets.length ? state.targets.map((t) => TARGET_LABELS[t]).join(', ') : 'Yok'}</dd>
        </div>
      </dl>
    </section>
  )
}

function BuildsTable({ builds }: { builds: readonly SiteBuild[] }) {
  return (
    <section className="panel" aria-labelledby="builds-title">
      <h2 id="builds-title">Son yayınlar</h2>
      {builds.length === 0 ? (
        <p className="muted">{BUILDS_EMPTY_TEXT}</p>
      ) : (
        <table className="builds">
          <thead>
            <tr>
              <th scope="col">Başlangıç</th>
              <th scope="col">Hedef</th>
              <th scope="col">Durum</th>
              <th scope="col">Süre</th>
              <th scope="col">Neden</th>
            </tr>
          </thead>
          <tbody>
            {builds.map((build) => (
              <BuildRow key={build.id} build={build} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function BuildRow({ build }: { build: SiteBuild }) {
  const showLog = build.status === 'failed' && build.logTail.trim() !== ''
  return (
    <>
      <tr className={cx('builds__row', showLog && 'builds__row--with-log')}>
        <td data-label="Başlangıç">{formatDateTimeTr(build.startedAt)}</td>
        <td data-label="Hedef">{TARGET_LABELS[build.target]}</td>
        <td data-label="Durum">
          <span className={cx('badge', `badge--${build.status}`)}>{BUILD_STATUS_LABELS[build.status]}</span>
        </td>
        <td data-label="Süre">{build.status === 'running' ? '—' : formatDuration(build.durationMs)}</td>
        <td data-label="Neden">{build.reason}</td>
      </tr>
      {showLog ? (
        <tr className="builds__log">
          <td colSpan={5}>
            <details>
              <summary>Hata kaydı</summary>
              <pre>{build.logTail}</pre>
            </details>
          </td>
        </tr>
      ) : null}
    </>
  )
}
