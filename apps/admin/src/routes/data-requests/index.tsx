import {
  type DataRequestContactMessage,
  DataRequestQuery,
  type DataRequestSummary,
  type DataRequestWellnessMessage,
} from '@clinic/contract/data-request'
import { saveFile } from '@clinic/ui/lib/save-file'
import { TextField } from '@clinic/ui/text-field'
import { useConfirm } from '@clinic/ui/use-confirm'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import useSWR from 'swr'
import type { z } from 'zod'
import { keys } from '../../cache/keys.ts'
import { useRevalidate } from '../../cache/revalidate.ts'
import { Loading } from '../../components/load-state.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { useAction } from '../../lib/use-action.ts'
import { useAdmin } from '../../services.tsx'
import { MessageText } from '../messages/message-text.tsx'
import './data-requests.css'

type QueryValues = z.input<typeof DataRequestQuery>

/** One message of either inbox, as the screen lists it. */
interface Found {
  key: string
  kind: string
  date: string
  /** The subject, or the patient's name of a get-well message. */
  about: string
  text: string
}

const contactRow = (m: DataRequestContactMessage): Found => ({
  key: `c${m.id}`,
  kind: m.appointment ? 'Randevu talebi' : 'İletişim mesajı',
  date: m.createdDate,
  about: m.subject,
  text: m.message,
})
const wellnessRow = (m: DataRequestWellnessMessage): Found => ({
  key: `w${m.id}`,
  kind: 'Geçmiş olsun mesajı',
  date: m.createdDate,
  about: m.patientName ? `Hasta: ${m.patientName}` : '—',
  text: m.message,
})

/** Both inboxes' messages of a summary, newest first. */
const messagesOf = (summary: DataRequestSummary): Found[] =>
  [...summary.contactMessages.map(contactRow), ...summary.wellnessMessages.map(wellnessRow)].sort((a, b) =>
    b.date.localeCompare(a.date),
  )

/**
 * /admin/data-requests ("Kişisel veri talepleri", Admins only): a KVKK md. 11 request that came by mail or in
 * person. Staff type the address the person wrote from and see every message sent with it (and the account with
 * it), then export everything as JSON or erase the messages. The address stays in the screen's state, never in the
 * address bar (it would land in the browser's history and the server's logs).
 */
export function DataRequestsScreen() {
  const [email, setEmail] = useState<string | null>(null)
  return (
    <div className="stack">
      <PageHead
        title="Kişisel veri talepleri"
        description="KVKK 11. madde başvuruları: kişinin yazdığı e-posta adresiyle gönderilen iletişim mesajları, randevu talepleri ve geçmiş olsun mesajları. Başvuranın kimliğini doğruladıktan sonra dışa aktarın ya da silin; her işlem kayıtlara yazılır."
      />
      <SearchForm onSearch={setEmail} />
      {email ? <Results email={email} /> : null}
    </div>
  )
}

function SearchForm({ onSearch }: { onSearch(email: string): void }) {
  const titleId = useId()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QueryValues, unknown, DataRequestQuery>({
    resolver: zodResolver(DataRequestQuery),
    defaultValues: { email: '' },
  })
  const submit = handleSubmit((values) => onSearch(values.email))

  return (
    <section className="panel" aria-labelledby={titleId}>
      <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="inline-form__title">
          Başvuranın e-posta adresi
        </h2>
        <div className="inline-form__row">
          <TextField
            label="E-posta adresi"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            className="inline-form__field"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="button">
            Ara
          </button>
        </div>
      </form>
    </section>
  )
}

function Results({ email }: { email: string }) {
  const { api } = useAdmin()
  const summary = useSWR(keys.dataRequests.summary(email), () => api.dataRequests.find(email))
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  if (!summary.data) {
    return (
      <Loading
        error={summary.error}
        loadingText="Aranıyor…"
        failedPrefix="Arama yapılamadı: "
        onRetry={() => void summary.mutate()}
      />
    )
  }
  const found = messagesOf(summary.data)
  const { account } = summary.data

  return (
    <section className="stack data-request" aria-labelledby={titleId}>
      <div className="page-head">
        <div>
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {`«${email}» için bulunanlar`}
          </h2>
          <p className="muted" role="status">
            {found.length === 0 ? 'Bu adresle gönderilmiş mesaj yok.' : `${found.length} mesaj bulundu.`}
          </p>
        </div>
        <Actions
          email={email}
          summary={summary.data}
          count={found.length}
          onErased={() => headingRef.current?.focus()}
        />
      </div>

      {account ? (
        <div className="panel data-request__account">
          <h3>Kayıtlı hesap</h3>
          <p>
            {`${account.firstName} ${account.lastName} (${account.email}), ${account.comments} yorum, kayıt: ${formatDateTimeTr(account.createdDate)}.`}
          </p>
          <p className="muted">
            Hesap ve yorumları dışa aktarılan dosyada yer alır. «Sil» yalnızca mesajları siler; hesabı silmek
            için <Link to={`/users/${account.id}`}>kullanıcı sayfasını açın</Link>.
          </p>
        </div>
      ) : (
        <p className="panel data-request__account muted">Bu adresle kayıtlı bir hesap yok.</p>
      )}

      {found.length > 0 ? (
        <div className="panel table-wrap">
          <table className="data-table data-request__table">
            <caption className="visually-hidden">{`«${email}» adresiyle gönderilen mesajlar`}</caption>
            <thead>
              <tr>
                <th scope="col">Tarih</th>
                <th scope="col">Tür</th>
                <th scope="col">Konu</th>
                <th scope="col">Mesaj</th>
              </tr>
            </thead>
            <tbody>
              {found.map((message) => (
                <tr key={message.key}>
                  <td data-label="Tarih" className="data-request__date">
                    {formatDateTimeTr(message.date)}
                  </td>
                  <td data-label="Tür">{message.kind}</td>
                  <td data-label="Konu">{message.about}</td>
                  <td data-label="Mesaj">
                    <MessageText text={message.text} name={message.about} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}

/** "Dışa aktar" (everything found, as JSON) and "Sil" (the messages, after a confirmation naming the count). */
function Actions(props: { email: string; summary: DataRequestSummary; count: number; onErased(): void }) {
  const { api } = useAdmin()
  const confirm = useConfirm()
  const revalidate = useRevalidate()
  const { run, running } = useAction()
  const { email, count } = props
  const nothing = count === 0 && props.summary.account === null

  async function exportAll() {
    await run(
      'export',
      async () => {
        const { blob, fileName } = await api.dataRequests.exportFile(email)
        saveFile(blob, fileName ?? 'kisisel-veriler.json')
      },
      { success: 'Veriler JSON dosyası olarak indirildi.', after: () => revalidate.audit() },
    )
  }

  async function erase() {
    const { contactMessages, wellnessMessages } = props.summary
    const agreed = await confirm({
      title: `${count} mesaj silinsin mi?`,
      message: `«${email}» adresiyle gönderilen ${count} mesaj (${contactMessages.length} iletişim mesajı ve randevu talebi, ${wellnessMessages.length} geçmiş olsun mesajı) kalıcı olarak silinir. Hesap silinmez. Bu işlem geri alınamaz.`,
      confirmLabel: 'Sil',
      danger: true,
    })
    if (!agreed) return
    const done = await run('erase', () => api.dataRequests.erase(email), {
      success: `${count} mesaj silindi.`,
      after: () => revalidate['data-requests'](),
    })
    if (done) props.onErased()
  }

  return (
    <div className="page-head__actions">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void exportAll()}
        disabled={nothing || running !== null}
        aria-busy={running === 'export' || undefined}
      >
        {running === 'export' ? 'Hazırlanıyor…' : 'Dışa aktar'}
      </button>
      <button
        type="button"
        className="button button--danger"
        onClick={() => void erase()}
        disabled={count === 0 || running !== null}
        aria-busy={running === 'erase' || undefined}
      >
        {running === 'erase' ? 'Siliniyor…' : 'Sil'}
      </button>
    </div>
  )
}
