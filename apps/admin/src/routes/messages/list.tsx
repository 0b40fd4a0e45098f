import { cx } from '@clinic/ui/lib/class-names'
import { useRevalidate } from '../../cache/revalidate.ts'
import { DataTable, RowActions } from '../../components/data-table.tsx'
import { FilterTabs } from '../../components/filter-tabs.tsx'
import { PagedListStatus } from '../../components/list-status.tsx'
import { PageHead } from '../../components/page-head.tsx'
import { formatDateTimeTr } from '../../lib/format.ts'
import { booleanParam, useListParams } from '../../lib/list-params.ts'
import { ADMIN_PAGE_SIZE, useClampedPage, usePagedList } from '../../lib/use-paged-list.ts'
import { useRowActions } from '../../lib/use-row-actions.ts'
import { useAdmin } from '../../services.tsx'
import { AppointmentLine } from './appointment-line.tsx'
import { type BaseMessage, CONTACT_MESSAGES, type MessageScreenConfig, WELLNESS_MESSAGES } from './kinds.ts'
import { MessageSender } from './message-sender.tsx'
import { MessageText } from './message-text.tsx'

/** /admin/wellness-messages: the get-well messages sent through /gecmis-olsun. */
export function WellnessMessagesScreen() {
  return <MessageListScreen config={WELLNESS_MESSAGES} />
}

/** /admin/contact-messages: the messages sent through /iletisim. */
export function ContactMessagesScreen() {
  return <MessageListScreen config={CONTACT_MESSAGES} />
}

const PARAMS = ['unread'] as const

/** The read filter: `unread=true` lists the unread, `unread=false` the read ones, nothing all. */
const READ_FILTERS = [
  { value: '', label: 'Tümü', empty: null },
  { value: 'true', label: 'Okunmamış', empty: 'Okunmamış mesaj yok.' },
  { value: 'false', label: 'Okunmuş', empty: 'Okunmuş mesaj yok.' },
] as const

/**
 * A message inbox (get-well or contact): newest first, filtered by read state, paged. Reading is explicit: a
 * message counts as read only when the admin marks it so (expanding a long text does not).
 */
function MessageListScreen<M extends BaseMessage>({ config }: { config: MessageScreenConfig<M> }) {
  const { api } = useAdmin()
  const calls = config.calls(api)
  const { values, update } = useListParams(PARAMS)
  const unread = booleanParam(values.unread)
  const filter = READ_FILTERS.find((item) => item.value === values.unread) ?? READ_FILTERS[0]
  const { page } = values
  const list = usePagedList(config.listKey({ unread: filter.value, page }), () =>
    calls.listPage({ unread, page, pageSize: ADMIN_PAGE_SIZE }),
  )
  const revalidate = useRevalidate()[config.resource]
  const { act, isRunning, tableRef } = useRowActions(list.items, { after: revalidate })

  useClampedPage(list, page, update)

  function markRead(message: M, isRead: boolean) {
    const name = config.rowName(message)
    return act(message, {
      name: 'read',
      run: () => calls.markRead(message.id, isRead),
      success: `«${name}» mesajı ${isRead ? 'okundu' : 'okunmadı'} olarak işaretlendi.`,
      // Under "Okunmamış" or "Okunmuş" the message moves out of the view.
      leaves: unread !== undefined,
    })
  }

  function remove(message: M) {
    const name = config.rowName(message)
    const sender = config.sender(message).name
    return act(message, {
      name: 'delete',
      confirm: {
        title: `«${name}» mesajı silinsin mi?`,
        message: `${sender} tarafından ${formatDateTimeTr(message.createdDate)} tarihinde gönderilen mesaj kalıcı olarak silinir. Bu işlem geri alınamaz.`,
        confirmLabel: 'Sil',
        danger: true,
      },
      run: () => calls.remove(message.id),
      success: `«${name}» mesajı silindi.`,
      leaves: true,
    })
  }

  return (
    <div className="stack">
      <PageHead
        title={config.title}
        description="En yeni mesaj önce. Bir mesajı açmak onu okundu saymaz: okuduklarınızı «Okundu işaretle» ile işaretleyin."
      />

      <div className="filters">
        <FilterTabs
          legend="Okunma durumu"
          tabs={READ_FILTERS}
          selected={filter.value}
          onSelect={(unread) => update({ unread })}
        />
      </div>

      <PagedListStatus
        list={list}
        page={page}
        update={update}
        loadingText={config.loadingText}
        emptyText={filter.empty ?? config.emptyText}
      >
        <DataTable
          tableRef={tableRef}
          className="messages-table"
          caption={config.caption}
          columns={
            <>
              <th scope="col">Gönderen</th>
              <th scope="col">Mesaj</th>
              <th scope="col">Tarih</th>
            </>
          }
        >
          {list.items.map((message) => {
            const name = config.rowName(message)
            const topic = config.topic.value(message)
            const appointment = config.appointment?.(message)
            return (
              <tr
                key={message.id}
                className={cx('messages-table__row', !message.isRead && 'messages-table__row--unread')}
              >
                <td data-label="Gönderen">
                  <MessageSender {...config.sender(message)} isRead={message.isRead} />
                </td>
                <td data-label="Mesaj">
                  <div className="message-body">
                    {appointment ? <AppointmentLine appointment={appointment} /> : null}
                    <p className="message-topic">
                      <span className="message-topic__label">{config.topic.label}:</span>{' '}
                      {topic ? (
                        <span className="message-topic__value">{topic}</span>
                      ) : (
                        <span className="muted">{config.topic.missing}</span>
                      )}
                    </p>
                    <MessageText text={message.message} name={name} />
                  </div>
                </td>
                <td data-label="Tarih" className="messages-table__date">
                  <time dateTime={message.createdDate}>{formatDateTimeTr(message.createdDate)}</time>
                </td>
                <RowActions
                  name={name}
                  busy={isRunning(message, 'delete')}
                  onDelete={() => void remove(message)}
                >
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={`${message.isRead ? 'Okunmadı işaretle' : 'Okundu işaretle'}: ${name}`}
                    disabled={isRunning(message, 'read')}
                    onClick={() => void markRead(message, !message.isRead)}
                  >
                    {message.isRead ? 'Okunmadı işaretle' : 'Okundu işaretle'}
                  </button>
                </RowActions>
              </tr>
            )
          })}
        </DataTable>
      </PagedListStatus>
    </div>
  )
}
