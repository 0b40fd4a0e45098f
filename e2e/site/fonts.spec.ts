import { expect, test } from '../support/test.ts'

test('text is set in the self-hosted Inter, which has every Turkish letter, loaded from the site itself', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fontRequests.push(req.url())
  })
  await page.goto('/blog')
  const result = await page.evaluate(async () => {
    await document.fonts.ready
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].some(
        (f) => f.family.replaceAll('"', '') === 'Inter' && f.status === 'loaded',
      ),
      turkish: document.fonts.check('16px Inter', 'ğĞüÜşŞıİöÖçÇ'),
    }
  })
  expect(result.family).toMatch(/^"?Inter"?,/)
  expect(result.loaded).toBe(true)
  expect(result.turkish).toBe(true)
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
})
