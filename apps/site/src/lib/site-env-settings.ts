import type { SiteSettings } from '@clinic/contract/site-settings'
import type { SiteEnv } from '../../site-env.ts'

/** The build's environment with the settings' booking page and analytics ids over the deployment's (empty: keep it). */
export function envWithSettings(env: SiteEnv, settings: SiteSettings): SiteEnv {
  const pick = (own: string, deployed: string | undefined) => own || deployed
  return {
    ...env,
    bookingUrl: pick(settings.bookingUrl, env.bookingUrl),
    analytics: {
      gaId: pick(settings.analytics.gaId, env.analytics.gaId),
      clarityId: pick(settings.analytics.clarityId, env.analytics.clarityId),
      metaPixelId: pick(settings.analytics.metaPixelId, env.analytics.metaPixelId),
    },
  }
}
