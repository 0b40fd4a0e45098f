// The clinic's facts for every page: `siteConfig` (the contract's shipped facts) with the admin's settings over it,
// and the build's environment with the settings' booking page and analytics ids over the deployment's. Components
// import these two instead of the contract's `siteConfig` and `site-env.ts`; the shapes are the same.

import settings from 'virtual:clinic-site-settings'
import { type SiteSettingsPublic, siteConfigWith } from '@clinic/contract/site-settings'
import { siteEnv as deploymentEnv } from '../../site-env.ts'
import { envWithSettings } from './site-env-settings.ts'

/**
 * The settings as saved (GET /api/site/settings/public at build time; today's defaults when never saved), with the
 * deployment's facts the pages state (`messageRetentionMonths`, named by the privacy notice).
 */
export const siteSettings: SiteSettingsPublic = settings

export const siteConfig = siteConfigWith(settings)

export const siteEnv = envWithSettings(deploymentEnv, settings)
