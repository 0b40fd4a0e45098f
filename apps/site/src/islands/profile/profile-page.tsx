import '../zod-setup.ts'
import '../../styles/forms.css'
import type { Profile } from '@clinic/contract/account'
import { useState } from 'react'
import { inPageLanguage } from '../../client/locale-href.ts'
import { siteApi } from '../../client/session-api.ts'
import { type AccountPageProps, AccountTexts, useAccountTexts, useProfileTexts } from '../account-texts.tsx'
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
function ProfilePageContent() {
  const t = useProfileTexts()
  const { refusal } = useAccountTexts()
  const [state, setState] = useState<State>({ kind: 'loading' })

  useRequestOnMount(
    (signal) => siteApi().account.getProfile({ signal }),
    (profile) => setState({ kind: 'ready', profile }),
    (text) => setState({ kind: 'error', text }),
    refusal,
  )

  if (state.kind === 'loading') {
    return <BusyNote text={t.loading} />
  }
  if (state.kind === 'error') return <FormAlert kind="error">{state.text}</FormAlert>
  if (state.kind === 'deleted') {
    return (
      <div className="form">
        <FormAlert kind="success">{t.deleted}</FormAlert>
        <p>
          <a className="button" href={inPageLanguage('/')}>
            {t.home}
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
        <h2 id="profile-photo-title">{t.photo}</h2>
        <ProfilePhoto
          imagePath={profile.profileImagePath}
          onUploaded={(path) => update({ profileImagePath: path })}
        />
      </section>
      <section className="profile__section" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title">{t.details}</h2>
        <ProfileDetailsForm profile={profile} onSaved={(saved) => update(saved)} />
      </section>
      <section className="profile__section" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">{t.password}</h2>
        <p className="form-note">{t.passwordNote}</p>
        <p>
          <a className="button button--ghost" href={inPageLanguage('/change-password')}>
            {t.changePassword}
          </a>
        </p>
      </section>
      <section className="profile__section" aria-labelledby="profile-sessions-title">
        <h2 id="profile-sessions-title">{t.sessions}</h2>
        <p className="form-note">{t.sessionsNote}</p>
        <ProfileSessions />
      </section>
      <section className="profile__section" aria-labelledby="profile-data-title">
        <h2 id="profile-data-title">{t.personalData}</h2>
        <PersonalData onDeleted={() => setState({ kind: 'deleted' })} />
      </section>
    </div>
  )
}

/** The island: the profile page with the page's texts. */
export function ProfilePage({ messages }: AccountPageProps) {
  return (
    <AccountTexts messages={messages}>
      <ProfilePageContent />
    </AccountTexts>
  )
}
