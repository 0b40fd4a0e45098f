import {
  DEFAULT_MESSAGE_RETENTION_MONTHS,
  DEFAULT_SITE_SETTINGS,
  SiteSettingsPublic,
} from '@clinic/contract/site-settings'
import { siteEnv } from '../../site-env.ts'
import { buildApi } from './build-api.ts'

/** The module `lib/site-config.ts` reads the clinic's settings from. */
export const SETTINGS_MODULE = 'virtual:clinic-site-settings'
const RESOLVED = `\0${SETTINGS_MODULE}`

/**
 * The clinic's settings as the admin saved them (GET /api/site/settings/public), read once per build, when the
 * Astro config loads. An unreachable API fails the build, as the content loaders do: a site built from
 * placeholders would look published and be wrong. Offline (type checking) they are today's defaults.
 */
export async function loadSiteSettings(): Promise<SiteSettingsPublic> {
  if (siteEnv.offline) {
    return { ...DEFAULT_SITE_SETTINGS, messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS }
  }
  let answer: unknown
  try {
    answer = await buildApi.site.publicSettings()
  } catch (error) {
    throw new Error(
      `Site ayarları API'den okunamadı (${siteEnv.buildApiUrl}/api/site/settings/public): ${(error as Error).message}`,
      { cause: error },
    )
  }
  return SiteSettingsPublic.parse(answer)
}

/**
 * A Vite module holding the settings as JSON: the pages' bundle changes when they change, so the incremental build
 * renders every page again (and a long-lived builder never keeps the previous build's module).
 */
export function siteSettingsModule(settings: SiteSettingsPublic) {
  return {
    name: 'clinic-site-settings',
    resolveId: (id: string) => (id === SETTINGS_MODULE ? RESOLVED : undefined),
    load: (id: string) => (id === RESOLVED ? `export default ${JSON.stringify(settings)}` : undefined),
  }
}
