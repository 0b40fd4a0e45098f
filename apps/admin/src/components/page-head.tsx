import type { ReactNode } from 'react'
import { ADMIN_TITLE } from '../layout.tsx'

/** A screen's heading, its tab title ("Bloglar · Klinik Yönetim") and its main actions. */
export function PageHead(props: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-head">
      <title>{`${props.title} · ${ADMIN_TITLE}`}</title>
      <div>
        <h1>{props.title}</h1>
        {props.description ? <p className="muted">{props.description}</p> : null}
      </div>
      {props.actions ? <div className="page-head__actions">{props.actions}</div> : null}
    </div>
  )
}
