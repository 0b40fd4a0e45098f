import { siteConfig } from '@clinic/contract/site-config'
import type { Page } from '@playwright/test'
import { expect, trLongDate } from './site.ts'

/**
 * A post's or an operation's accountability lines (issue 21): "Son güncelleme: {tr-TR long date}" of its last
 * content change, and the doctor who answers for it with the clinic's contact (the shipped site settings).
 */
export async function expectAccountability(page: Page, contentUpdatedAt: string) {
  const block = page.locator('article.article [data-accountability]')
  await expect(block).toBeVisible()
  await expect(block.locator('.accountability__updated')).toHaveText(
    `Son güncelleme: ${trLongDate(contentUpdatedAt)}`,
  )
  await expect(block.locator('.accountability__updated time')).toHaveAttribute('datetime', contentUpdatedAt)
  const responsible = block.locator('.accountability__responsible')
  await expect(responsible).toContainText(`İçerikten sorumlu hekim: ${siteConfig.doctor.fullName}`)
  await expect(
    responsible.getByRole('link', { name: siteConfig.contact.phones[0]!.display }),
  ).toHaveAttribute('href', `tel:${siteConfig.contact.phones[0]!.tel}`)
  await expect(responsible).toContainText(`İletişim: ${siteConfig.contact.phones[0]!.display}`)
  await expect(responsible.getByRole('link', { name: siteConfig.contact.email })).toBeVisible()
  await expect(responsible).toContainText(siteConfig.addresses[0]!.street)
}
