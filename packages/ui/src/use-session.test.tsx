import { createSession, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@clinic/api-client/session'
import { createMemoryStorage } from '@clinic/api-client/storage'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useSession } from './use-session.tsx'

const nowSec = () => Math.floor(Date.now() / 1000)
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
/** An unsigned JWT expiring at `exp` (seconds); the client only reads it. */
const token = (exp: number) => `${base64url({ alg: 'none' })}.${base64url({ sub: '1', exp })}.`
const answer = (roles: string[], exp = nowSec() + 3600) => ({
  token: token(exp),
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'a@b.co',
  roles,
  profileImagePath: null,
  expiresAt: '',
})

function Status(props: { session: ReturnType<typeof createSession> }) {
  const state = useSession(props.session)
  return (
    <p>{state.isAuthenticated ? `${state.user?.firstName} ${state.isAdmin ? 'admin' : 'üye'}` : 'misafir'}</p>
  )
}

function setup() {
  const persistent = createMemoryStorage()
  const sessionOnly = createMemoryStorage()
  const events = new EventTarget()
  const session = createSession({ persistent, sessionOnly, events })
  return { persistent, sessionOnly, events, session }
}

describe('useSession', () => {
  test('re-renders on login and logout in this tab', () => {
    const { session } = setup()
    render(<Status session={session} />)
    expect(screen.getByText('misafir')).toBeInTheDocument()
    act(() => void session.saveLogin(answer(['Admin']), true))
    expect(screen.getByText('Ayşe admin')).toBeInTheDocument()
    act(() => session.logout())
    expect(screen.getByText('misafir')).toBeInTheDocument()
  })

  test('follows a logout made in another tab', () => {
    const { persistent, events, session } = setup()
    session.saveLogin(answer(['User']), true)
    render(<Status session={session} />)
    expect(screen.getByText('Ayşe üye')).toBeInTheDocument()
    act(() => {
      persistent.removeItem(TOKEN_STORAGE_KEY)
      persistent.removeItem(USER_STORAGE_KEY)
      events.dispatchEvent(Object.assign(new Event('storage'), { key: TOKEN_STORAGE_KEY }))
    })
    expect(screen.getByText('misafir')).toBeInTheDocument()
  })

  test('an expired stored token shows a guest and is logged out of storage', () => {
    const { persistent, session } = setup()
    session.saveLogin(answer(['User'], nowSec() - 10), true)
    render(<Status session={session} />)
    expect(screen.getByText('misafir')).toBeInTheDocument()
    expect(persistent.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
