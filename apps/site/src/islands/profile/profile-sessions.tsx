import type { SessionInfo } from '@clinic/contract/account'
import { DATE_LOCALES } from '@clinic/ui/lib/i18n/dates'
import { refusalText } from '@clinic/ui/lib/localized-refusal'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { SessionList } from '@clinic/ui/session-list'
import { useCallback, useEffect, useState } from 'react'
import { siteApi } from '../../client/session-api.ts'
import { useAccountTexts, useProfileTexts } from '../account-texts.tsx'
import { BusyNote, FormAlert } from '../form-alert.tsx'

/** /profile's "Oturumlarım": every signed-in device, each can be ended, or all but this one at once. */
export function ProfileSessions() {
  const t = useProfileTexts()
  const { sessions: sessionTexts, refusal } = useAccountTexts()
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setSessions(await siteApi().account.sessions())
    } catch (e) {
      setError(refusalText(e, refusal, errorMessage))
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      await action()
      setNotice(done)
      await load()
    } catch (e) {
      setError(refusalText(e, refusal, errorMessage))
    } finally {
      setBusy(false)
    }
  }

  if (sessions === null && error === null) return <BusyNote text={t.sessionsLoading} />
  return (
    <>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {notice ? (
        <FormAlert kind="success" focus={false}>
          {notice}
        </FormAlert>
      ) : null}
      {sessions ? (
        <SessionList
          sessions={sessions}
          busy={busy}
          texts={sessionTexts}
          // The list is drawn in the browser only (after its request): the page's language is at hand.
          dateLocale={DATE_LOCALES[document.documentElement.lang as keyof typeof DATE_LOCALES]}
          onEnd={(s) => run(() => siteApi().account.endSession(s.id), t.sessionEnded)}
          onEndRest={() => run(() => siteApi().account.endOtherSessions(), t.otherSessionsEnded)}
        />
      ) : null}
    </>
  )
}
