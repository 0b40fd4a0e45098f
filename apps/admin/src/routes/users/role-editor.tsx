import type { Role } from '@clinic/contract/account'
import { type FormEvent, useId, useState } from 'react'
import { ROLE_LABELS } from './users.ts'

const ROLE_HINTS: Record<Role, string> = {
  Admin: 'Yönetim ekranlarının tümüne erişir: içerik, yorumlar, mesajlar ve kullanıcılar.',
  Editor:
    'Yazıları, operasyonları, katalogları, kategorileri ve yorumları yönetir; kullanıcılara, mesajlara, ayarlara ve kayıtlara erişemez.',
  User: 'Sitede yorum yazar ve kendi profilini yönetir; yönetim ekranlarına giremez.',
}

/**
 * The user's role as a choice of one (the server stores Admin, Editor or User), saved with its own button. The admin's
 * own account cannot be demoted: "Editör" and "Kullanıcı" are disabled with the reason.
 */
export function RoleEditor(props: {
  role: Role
  self: boolean
  selfNoteId: string
  busy: boolean
  onSave(role: Role): Promise<unknown>
}) {
  const [chosen, setChosen] = useState<Role>(props.role)
  const [shownRole, setShownRole] = useState(props.role)
  // The saved role changed (saved here, or reloaded): start from it again.
  if (shownRole !== props.role) {
    setShownRole(props.role)
    setChosen(props.role)
  }
  const name = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (chosen !== props.role) void props.onSave(chosen)
  }

  return (
    <form className="role-editor" onSubmit={submit}>
      <fieldset className="role-editor__choices">
        <legend className="visually-hidden">Rol</legend>
        {(['Admin', 'Editor', 'User'] as const).map((role) => {
          const locked = props.self && role !== 'Admin'
          return (
            <label key={role} className="role-choice">
              <input
                type="radio"
                name={name}
                value={role}
                checked={chosen === role}
                disabled={locked || props.busy}
                aria-describedby={locked ? props.selfNoteId : undefined}
                onChange={() => setChosen(role)}
              />
              <span className="role-choice__text">
                <span className="role-choice__label">
                  {ROLE_LABELS[role]}
                  {props.role === role ? <span className="badge badge--muted">Şu anki rol</span> : null}
                </span>
                <span className="role-choice__hint">{ROLE_HINTS[role]}</span>
              </span>
            </label>
          )
        })}
      </fieldset>
      <div>
        <button
          type="submit"
          className="button"
          disabled={chosen === props.role || props.busy}
          aria-busy={props.busy || undefined}
        >
          {props.busy ? 'Kaydediliyor…' : 'Rolü kaydet'}
        </button>
      </div>
    </form>
  )
}
