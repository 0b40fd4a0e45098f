// The clinic's facts for every page: `siteConfig` (the contract's shipped facts) with the admin's settings over it,
// and the build's environment with the settings' booking page and analytics ids over the deployment's. Components
// import these instead of the contract's `siteConfig` and `site-env.ts`; the shapes are the same.

import settings from 'virtual:clinic-site-settings'
import type { Locale } from '@clinic/contract/locale'
import {
  type LocalizedSiteConfig,
  type SiteSettingsPublic,
  siteConfigFor,
} from '@clinic/contract/site-settings'
import { siteEnv as deploymentEnv } from '../../site-env.ts'
import { localeOfPath } from './i18n.ts'
import { envWithSettings } from './site-env-settings.ts'

/**
 * The settings as saved (GET /api/site/settings/public at build time; today's defaults when never saved), with the
 * deployment's facts the pages state (`messageRetentionMonths`, named by the privacy notice).
 */
export const siteSettings: SiteSettingsPublic = settings

const byLocale = new Map<Locale, LocalizedSiteConfig>()

/** The facts in a language (decision 0275): its translations, Turkish where one is missing (`fallbacks`). */
export function siteConfigIn(locale: Locale): LocalizedSiteConfig {
  let config = byLocale.get(locale)
  if (!config) {
    config = siteConfigFor(settings, locale)
    byLocale.set(locale, config)
  }
  return config
}

/** The facts in the page's language, from its address: `const siteConfig = pageSiteConfig(Astro.url)`. */
export const pageSiteConfig = (url: URL): LocalizedSiteConfig => siteConfigIn(localeOfPath(url.pathname))

/** The Turkish facts: the legal pages' Turkish body and whatever is not a page of one language. */
export const siteConfig = siteConfigIn('tr')

export const siteEnv = envWithSettings(deploymentEnv, settings)
