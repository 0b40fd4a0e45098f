import '../zod-setup.ts'
import '../../styles/forms.css'
import type { Profile } from '@clinic/contract/account'
import { useState } from 'react'
import { siteApi } from '../../client/session-api.ts'
import { BusyNote, FormAlert } from '../form-alert.tsx'
import { useRequestOnMount } from '../use-request-on-mount.ts'
import { PersonalData } from './personal-data.tsx'
import { ProfileDetailsForm } from './profile-details-form.tsx'
import { ProfilePhoto } from './profile-photo.tsx'
import { ProfileSessions } from './profile-sessions.tsx'

type State =
  | { kind: 'loading' }
  | { kind: 'error'; text: string }
  | { kind: 'ready'; profile: Profile }
  | { kind: 'deleted' }

/** /profile: the member's details, photo, password link and personal data (export, deletion). */
export function ProfilePage() {
  const [state, setState] = useState<State>({ kind: 'loading' })

  useRequestOnMount(
    (signal) => siteApi().account.getProfile({ signal }),
    (profile) => setState({ kind: 'ready', profile }),
    (text) => setState({ kind: 'error', text }),
  )

  if (state.kind === 'loading') {
    return <BusyNote text="Profiliniz yükleniyor…" />
  }
  if (state.kind === 'error') return <FormAlert kind="error">{state.text}</FormAlert>
  if (state.kind === 'deleted') {
    return (
      <div className="form">
        <FormAlert kind="success">
          Hesabınız ve size ait tüm veriler silindi. Bizi tercih ettiğiniz için teşekkür ederiz.
        </FormAlert>
        <p>
          <a className="button" href="/">
            Ana Sayfa
          </a>
        </p>
      </div>
    )
  }

  const { profile } = state
  const update = (changes: Partial<Profile>) =>
    setState({ kind: 'ready', profile: { ...profile, ...changes } })

  return (
    <div className="profile">
      <section className="profile__section" aria-labelledby="profile-photo-title">
        <h2 id="profile-photo-title">Profil fotoğrafı</h2>
        <ProfilePhoto
          imagePath={profile.profileImagePath}
          onUploaded={(path) => update({ profileImagePath: path })}
        />
      </section>
      <section className="profile__section" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">Bilgilerim</h2>
        <ProfileDetailsForm profile={profile} onSaved={(saved) => update(saved)} />
      </section>
      <section className="profile__section" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">Şifre</h2>
        <p className="form-note">Şifrenizi değiştirdiğinizde tüm cihazlardaki oturumlarınız kapanır.</p>
        <p>
          <a className="button button--ghost" href="/change-password">
            Şifremi değiştir
          </a>
        </p>
      </section>
      <section className="profile__section" aria-labelledby="profile-sessions-title">
        <h2 id="profile-sessions-title">Oturumlarım</h2>
        <p className="form-note">Hesabınızın açık olduğu cihazlar. Tanımadığınız bir oturumu kapatın.</p>
        <ProfileSessions />
      </section>
      <section className="profile__section" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">Kişisel verilerim</h2>
        <PersonalData onDeleted={() => setState({ kind: 'deleted' })} />
      </section>
    </div>
  )
}
