import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { draftFixture } from '../test-support/fake-drafts.ts'
import { DraftBar, draftStatusText } from './draft-bar.tsx'
import { newDraftMark, pendingDraftMark } from './draft-list.ts'

const NOW = new Date('2026-11-26T20:00:00Z')

function renderBar(props: Partial<Parameters<typeof DraftBar>[0]> = {}) {
  const handlers = { onPublish: vi.fn(), onDelete: vi.fn(), onSchedule: vi.fn() }
  render(
    <DraftBar
      draft={draftFixture()}
      status={{ state: 'saved', at: '2026-11-26T11:32:00.000Z' }}
      pending={false}
      busy={false}
      now={NOW}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('the draft bar', () => {
  test('says where autosave stands, in Istanbul time, politely announced', () => {
    renderBar()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Taslak kaydedildi 14:32')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(draftStatusText({ state: 'saving' }, true)).toBe('Kaydediliyor…')
    expect(draftStatusText({ state: 'failed', message: 'Sunucuya ulaşılamadı.' }, true)).toBe(
      'Kaydedilemedi: Sunucuya ulaşılamadı.',
    )
  })

  test('"Yayınla" and "Taslağı sil" call their actions; without a draft there is nothing to delete', async () => {
    const handlers = renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Yayınla' }))
    await userEvent.click(screen.getByRole('button', { name: 'Taslağı sil' }))
    expect(handlers.onPublish).toHaveBeenCalledOnce()
    expect(handlers.onDelete).toHaveBeenCalledOnce()
  })

  test('"Zamanla" takes a date and time in Istanbul time and sends it with +03:00; a past time is refused', async () => {
    const handlers = renderBar()
    await userEvent.click(screen.getByRole('button', { name: 'Zamanla' }))
    const input = screen.getByLabelText('Yayın zamanı (İstanbul saatiyle)')
    await userEvent.clear(input)
    await userEvent.type(input, '2026-11-26T10:00')
    await userEvent.click(screen.getByRole('button', { name: 'Zamanlamayı kaydet' }))
    expect(screen.getByText('Yayın zamanı gelecekte olmalıdır.')).toBeInTheDocument()
    expect(handlers.onSchedule).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, '2026-11-27T09:00')
    await userEvent.click(screen.getByRole('button', { name: 'Zamanlamayı kaydet' }))
    expect(handlers.onSchedule).toHaveBeenCalledWith('2026-11-27T09:00:00+03:00')
  })

  test('a scheduled draft shows its time and "Zamanlamayı kaldır"; warnings for a moved live text and a failure', async () => {
    const handlers = renderBar({
      draft: draftFixture({
        publishAt: '2026-11-27T06:00:00.000Z',
        liveChanged: true,
        scheduleError: 'Zamanlanmış yayın yapılamadı: kısa ad kullanılıyor.',
      }),
    })
    expect(screen.getByText('Zamanlandı: 27 Kasım 09:00 (İstanbul saatiyle)')).toBeInTheDocument()
    expect(screen.getByText(/Yayındaki metin bu taslak başladıktan sonra değişti/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('kısa ad kullanılıyor')
    await userEvent.click(screen.getByRole('button', { name: 'Zamanlamayı kaldır' }))
    expect(handlers.onSchedule).toHaveBeenCalledWith(null)
  })
})

describe('the lists’ marks', () => {
  test('a new item’s draft reads "Taslak", with its schedule; a live item’s "Yayınlanmamış değişiklik"', () => {
    expect(newDraftMark({ publishAt: null, scheduleError: null })).toBe('Taslak')
    expect(newDraftMark({ publishAt: '2026-11-27T06:00:00.000Z', scheduleError: null }, NOW)).toBe(
      'Taslak · Zamanlandı: 27 Kasım 09:00',
    )
    expect(pendingDraftMark([])).toBeNull()
    expect(pendingDraftMark([{ ...draftFixture(), title: 'Diz' }])).toBe('Yayınlanmamış değişiklik')
  })
})
