import { describe, expect, test } from 'vitest'
import { publishState, siteBuild } from '../../test-support/render-admin.tsx'
import { FAST_POLL_MS, pollInterval, publishHeadline, SLOW_POLL_MS } from './status.ts'

describe('publishing status', () => {
  test('polls every 2 s while building or pending, every 15 s otherwise', () => {
    expect(pollInterval(publishState({ building: true }))).toBe(FAST_POLL_MS)
    expect(pollInterval(publishState({ pending: true }))).toBe(FAST_POLL_MS)
    expect(pollInterval(publishState())).toBe(SLOW_POLL_MS)
    expect(pollInterval(undefined)).toBe(SLOW_POLL_MS)
    expect([FAST_POLL_MS, SLOW_POLL_MS]).toEqual([2000, 15_000])
  })

  test('building wins over waiting, waiting over a failure, a failure over live', () => {
    const failed = siteBuild({ status: 'failed' })
    expect(publishHeadline(publishState({ building: true, pending: true, lastBuild: failed })).text).toBe(
      'Değişiklikler yayınlanıyor…',
    )
    expect(publishHeadline(publishState({ pending: true, lastBuild: failed })).text).toBe(
      'Değişiklik bekliyor',
    )
    expect(publishHeadline(publishState({ lastBuild: failed })).tone).toBe('danger')
    expect(publishHeadline(publishState({ live: null, lastBuild: failed })).text).toBe(
      'Son yayın başarısız oldu; site henüz yayında değil',
    )
    expect(publishHeadline(publishState())).toEqual({ text: 'Yayında', tone: 'ok' })
  })

  test('switched off wins over everything the server still reports', () => {
    const failed = siteBuild({ status: 'failed' })
    expect(
      publishHeadline(publishState({ enabled: false, targets: [], live: null, lastBuild: failed })).text,
    ).toBe('Otomatik yayın kapalı')
  })
})
