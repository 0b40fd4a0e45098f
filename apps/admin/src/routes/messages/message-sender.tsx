/** The sender's name, the unread badge, and how to reach them (mailto:/tel: links). */
export function MessageSender(props: {
  name: string
  email: string | null
  phone: string | null
  isRead: boolean
}) {
  return (
    <div className="message-sender">
      <div className="data-table__title">{props.name}</div>
      {props.isRead ? null : <span className="badge badge--warning message-sender__unread">Okunmadı</span>}
      {props.email || props.phone ? (
        <ul className="message-sender__contact">
          {props.email ? (
            <li>
              <a href={`mailto:${props.email}`}>{props.email}</a>
            </li>
          ) : null}
          {props.phone ? (
            <li>
              <a href={`tel:${props.phone.replace(/[^+\d]/g, '')}`}>{props.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <div className="data-table__sub">İletişim bilgisi bırakılmamış</div>
      )}
    </div>
  )
}
