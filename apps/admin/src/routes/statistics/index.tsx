import type { StatisticsSummary } from '@clinic/contract/statistics'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import useSWR from 'swr'
import { keys } from '../../cache/keys.ts'
import { PageHead } from '../../components/page-head.tsx'
import { useAdmin } from '../../services.tsx'
import './statistics.css'
import { CsvDownloadButton } from '../../components/csv-download-button.tsx'

type Days = 30 | 90
interface Item {
  label: string
  count: number
  sub?: string | undefined
}

const number = new Intl.NumberFormat('tr-TR')
/** A most-read post or operation: its title, or its address when it has been deleted or renamed since. */
const rankedPage = (page: { title: string | null; slug: string; count: number }): Item => ({
  label: page.title ?? page.slug,
  count: page.count,
  sub: page.title ? page.slug : 'silinmiş ya da adı değişmiş',
})
/** The tooltip in the theme's colours (it draws its box with inline styles). */
const TOOLTIP_STYLE = { background: 'var(--surface)', borderColor: 'var(--border)', color: 'var(--text)' }
const dayLabel = (day: string, style: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * /admin/statistics ("İstatistikler", staff): the site's own cookieless counts (decision 0222) over the last 30 or
 * 90 days: visits per day, the most read posts and operations, the events, referrers, device classes, load times
 * and the searches that found nothing. Every chart has its table; "CSV indir" exports the period's daily counts.
 */
export function StatisticsScreen() {
  const { api } = useAdmin()
  const [params, setParams] = useSearchParams()
  const days: Days = params.get('days') === '90' ? 90 : 30
  const { data, error, isLoading } = useSWR(
    keys.statistics.summary(days),
    () => api.statistics.summary(days),
    {
      keepPreviousData: true,
    },
  )

  return (
    <div className="stack">
      <PageHead
        title="İstatistikler"
        description="Sitenin kendi, çerezsiz istatistikleri: yalnızca günlük toplamlar tutulur; IP adresi, çerez ya da ziyaretçiye ait başka bir bilgi saklanmaz ve hiçbir veri yurt dışına gönderilmez."
        actions={
          <CsvDownloadButton
            download={() => api.statistics.downloadCsv(days)}
            fallbackName={'istatistikler.csv'}
          />
        }
      />

      <PeriodSwitch
        days={days}
        onChange={(value) => setParams(value === 30 ? {} : { days: String(value) })}
      />

      {error && !data ? (
        <p className="panel" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <p className="panel" role="status">
          {isLoading ? 'İstatistikler yükleniyor…' : ''}
        </p>
      ) : (
        <Dashboard summary={data} />
      )}
    </div>
  )
}

function PeriodSwitch({ days, onChange }: { days: Days; onChange(days: Days): void }) {
  return (
    <fieldset className="stats-period">
      <legend className="stats-period__legend">Dönem</legend>
      {([30, 90] as const).map((value) => (
        <label key={value} className="stats-period__option">
          <input
            type="radio"
            name="stats-period"
            value={value}
            checked={days === value}
            onChange={() => onChange(value)}
          />
          <span>{`Son ${value} gün`}</span>
        </label>
      ))}
    </fieldset>
  )
}

function Dashboard({ summary: s }: { summary: StatisticsSummary }) {
  const event = (name: string) => s.events.find((e) => e.name === name)?.count ?? 0
  const emptySearches = s.emptySearches.reduce((sum, q) => sum + q.count, 0)
  return (
    <>
      <dl className="stats-figures" aria-label="Dönemin özeti">
        <Figure label="Ziyaret" value={s.totalViews} />
        <Figure label="Randevu tıklaması" value={event('appointment_click')} />
        <Figure label="Form gönderimi" value={event('contact_form_submit')} />
        <Figure label="Site içi arama" value={s.totalSearches} />
        <Figure label="Sonuçsuz arama" value={emptySearches} />
      </dl>

      <section className="panel stats-card stats-card--wide" aria-labelledby="stats-visits">
        <h2 id="stats-visits">Günlük ziyaretler</h2>
        <p className="muted">{`${dayLabel(s.from, 'long')} – ${dayLabel(s.to, 'long')}: toplam ${number.format(s.totalViews)} ziyaret`}</p>
        <div className="stats-chart stats-chart--area" aria-hidden="true">
          <ResponsiveContainer width="100%" height={240}>
            <AreaChart
              data={s.viewsPerDay}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            >
              <CartesianGrid vertical={false} />
              <XAxis dataKey="day" tickFormatter={(d: string) => dayLabel(d)} minTickGap={24} />
              <YAxis allowDecimals={false} width={48} />
              <Tooltip
                contentStyle={TOOLTIP_STYLE}
                labelFormatter={(d) => dayLabel(String(d), 'long')}
                formatter={(value) => [number.format(Number(value)), 'Ziyaret']}
              />
              <Area type="monotone" dataKey="count" isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <DataDetails caption="Günlük ziyaretler" head={['Gün', 'Ziyaret']}>
          {[...s.viewsPerDay].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day, 'long')}</th>
              <td>{number.format(d.count)}</td>
            </tr>
          ))}
        </DataDetails>
      </section>

      <div className="stats-grid">
        <BarCard
          id="stats-posts"
          title="En çok okunan yazılar"
          note="Sonuna kadar okunan blog yazıları"
          items={s.topPosts.map(rankedPage)}
          column="Yazı"
        />
        <BarCard
          id="stats-operations"
          title="En çok görüntülenen operasyonlar"
          items={s.topOperations.map(rankedPage)}
          column="Operasyon"
        />
        <BarCard
          id="stats-events"
          title="Olaylar"
          items={s.events.map((e) => ({ label: e.label, count: e.count }))}
          column="Olay"
          showAll
        />
        <BarCard
          id="stats-referrers"
          title="Yönlendiren siteler"
          items={s.referrers.map((r) => ({
            label: r.host === '' ? 'Doğrudan / site içinden' : r.host,
            count: r.count,
          }))}
          column="Site"
        />
        <BarCard
          id="stats-devices"
          title="Cihazlar"
          note="Ekran genişliğine göre"
          items={s.devices.map((d) => ({ label: d.label, count: d.count }))}
          column="Cihaz"
          showAll
        />
        <BarCard
          id="stats-load"
          title="Sayfa yükleme süreleri"
          items={s.loadTimes.map((l) => ({ label: l.bucket, count: l.count }))}
          column="Süre"
          showAll
        />
        <BarCard
          id="stats-pages"
          title="En çok ziyaret edilen sayfalar"
          items={s.topPages.map((p) => ({ label: p.path, count: p.count }))}
          column="Sayfa"
        />
        <section className="panel stats-card" aria-labelledby="stats-empty">
          <h2 id="stats-empty">Sonuç bulunamayan aramalar</h2>
          <p className="muted">
            Ziyaretçilerin aradığı ama sitede bulamadığı konular: yeni içerik fikirleri.
          </p>
          {s.emptySearches.length === 0 ? (
            <p>Bu dönemde sonuçsuz arama yok.</p>
          ) : (
            <CountTable
              caption="Sonuç bulunamayan aramalar"
              column="Arama"
              items={s.emptySearches.map((q) => ({ label: q.query, count: q.count }))}
            />
          )}
        </section>
      </div>
    </>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="panel stats-figure">
      <dt>{label}</dt>
      <dd>{number.format(value)}</dd>
    </div>
  )
}

/** A card with a horizontal bar chart (for the eye) and the same figures as a table (for everyone). */
function BarCard(props: {
  id: string
  title: string
  note?: string
  items: Item[]
  column: string
  showAll?: boolean
}) {
  const items = props.showAll ? props.items : props.items.filter((i) => i.count > 0)
  const shown = items.slice(0, 10)
  return (
    <section className="panel stats-card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.note ? <p className="muted">{props.note}</p> : null}
      {shown.length === 0 || shown.every((i) => i.count === 0) ? (
        <p>Bu dönemde kayıt yok.</p>
      ) : (
        <>
          <div className="stats-chart" aria-hidden="true">
            <ResponsiveContainer width="100%" height={Math.max(120, shown.length * 34 + 24)}>
              <BarChart
                data={shown}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
              >
                <CartesianGrid horizontal={false} />
                <XAxis type="number" allowDecimals={false} />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={130}
                  tickFormatter={(label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)}
                />
                <Tooltip
                  contentStyle={TOOLTIP_STYLE}
                  formatter={(value) => [number.format(Number(value)), 'Sayı']}
                />
                <Bar dataKey="count" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <DataDetails caption={props.title} head={[props.column, 'Sayı']}>
            {items.map((item) => (
              <CountRow key={item.label} item={item} />
            ))}
          </DataDetails>
        </>
      )}
    </section>
  )
}

function CountRow({ item }: { item: Item }) {
  return (
    <tr>
      <th scope="row">
        {item.label}
        {item.sub ? <span className="data-table__sub">{item.sub}</span> : null}
      </th>
      <td>{number.format(item.count)}</td>
    </tr>
  )
}

function CountTable({ caption, column, items }: { caption: string; column: string; items: Item[] }) {
  return (
    <table className="stats-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column}</th>
          <th scope="col">Sayı</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CountRow key={item.label} item={item} />
        ))}
      </tbody>
    </table>
  )
}

/** The chart's figures as a table, folded under "Tablo olarak göster". */
function DataDetails({
  caption,
  head,
  children,
}: {
  caption: string
  head: [string, string]
  children: ReactNode
}) {
  return (
    <details className="stats-details">
      <summary>Tablo olarak göster</summary>
      {/* A long table scrolls inside the card: focusable, so the keyboard scrolls it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className="stats-details__body" tabIndex={0} aria-label={`${caption} tablosu`}>
        <table className="stats-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head[0]}</th>
              <th scope="col">{head[1]}</th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
    </details>
  )
}
