import { expect, type Locator, type Page } from '@playwright/test'

/** The contact form's consent text (apps/site/src/islands/contact-form.tsx). */
export const CONTACT_CONSENT =
  'Mesajımın yanıtlanabilmesi için adımın, iletişim bilgilerimin ve mesajımda paylaştığım bilgilerin (sağlık bilgileri dahil) işlenmesine açık rıza veriyorum.'

let counter = 0
/** Letters and digits only, different in every call and worker, so it can sit in a RegExp and a subject as it is. */
export const uniqueTag = () => `${Date.now().toString(36)}${process.pid}${++counter}`

/**
 * The form of a page's form slot, once its island has woken up (it wakes when scrolled into view) and its submit
 * button (`submit`: its name) can be pressed.
 */
export async function openFormSlot(page: Page, path: string, submit: string | RegExp): Promise<Locator> {
  await page.goto(path)
  const slot = page.locator('[data-form-slot]')
  await slot.scrollIntoViewIfNeeded()
  const form = slot.locator('form')
  await expect(form.locator('altcha-widget')).toBeAttached()
  await expect(form.getByRole('button', { name: submit })).toBeEnabled()
  return form
}

/**
 * The ALTCHA widget solves its challenge by itself once a field of the form has had focus; if it has not started
 * (or was reset after an answer), its checkbox starts it. Done when it says "Doğrulandı" and its payload is set. A
 * real proof of work: on a busy machine it takes a while.
 */
export async function captchaSolved(form: Locator) {
  const widget = form.locator('altcha-widget')
  await expect
    .poll(
      async () => {
        const state = await widget.locator('.altcha').getAttribute('data-state')
        if (state === 'unverified' || state === 'error' || state === 'expired') {
          await widget.getByRole('checkbox').click()
        }
        return state
      },
      { timeout: 45_000, intervals: [250, 500, 1000] },
    )
    .toBe('verified')
  await expect(widget).toContainText('Doğrulandı')
  await expect(form.locator('input[name="captcha"]')).not.toHaveValue('')
}
