import { expect, test } from 'vitest'
import { deviceLabel } from './device-label.ts'

test('a session names the browser and the system it came from', () => {
  expect(
    deviceLabel(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
  ).toBe('Chrome, Windows')
  expect(
    deviceLabel(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari, iPhone')
  expect(
    deviceLabel(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Edge, Windows')
  expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
    'Firefox, Linux',
  )
})

test('an unknown or missing agent is an unknown device', () => {
  expect(deviceLabel(undefined)).toBe('Bilinmeyen cihaz')
  expect(deviceLabel('curl/8.0')).toBe('Bilinmeyen cihaz')
})
