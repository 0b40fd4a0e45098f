import type { Messages } from '@clinic/ui/lib/i18n/tr'
import { createContext, type ReactNode, useContext } from 'react'

/**
 * What the account islands say, in the page's language: passed by the page, shared through a context. The profile's
 * texts go to /profile only, so the login and password pages do not carry them in their HTML.
 */
export type AccountMessages = Pick<Messages, 'auth' | 'form'> & {
  profile?: Messages['profile']
  loginForm?: Messages['loginForm']
  twoFactor?: Messages['twoFactor']
  sessions?: Messages['sessions']
  /** Only on a page in another language than Turkish: the client-side checks in it (decision 0276). */
  validation?: Messages['validation']
  /** Only on a page in another language than Turkish: the API's refusals in it (decision 0282). */
  refusal?: Messages['refusal']
  /** Only on a page in another language than Turkish: the API's confirmations in it (decision 0282). */
  answers?: Messages['answers']
}

const AccountTextsContext = createContext<AccountMessages | null>(null)

/** An account page's island root: its texts for every piece below it. */
export function AccountTexts({ messages, children }: { messages: AccountMessages; children: ReactNode }) {
  return <AccountTextsContext.Provider value={messages}>{children}</AccountTextsContext.Provider>
}

/** The account texts; only inside AccountTexts. */
export function useAccountTexts(): AccountMessages {
  const texts = useContext(AccountTextsContext)
  if (!texts) throw new Error('useAccountTexts outside AccountTexts')
  return texts
}

/** The profile's texts; only on /profile, whose page passes them. */
export function useProfileTexts(): Messages['profile'] {
  const { profile } = useAccountTexts()
  if (!profile) throw new Error('the profile texts were not passed to this page')
  return profile
}

/** The prop every account page island takes. */
export interface AccountPageProps {
  messages: AccountMessages
}
