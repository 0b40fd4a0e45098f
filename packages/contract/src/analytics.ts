/**
 * The third-party hosts each analytics provider needs, for the site's Content-Security-Policy (the API's header and
 * the site's meta tag). A provider's hosts are allowed only when its id is configured.
 */
export interface AnalyticsIds {
  gaId?: string | undefined
  clarityId?: string | undefined
  metaPixelId?: string | undefined
}

export interface AnalyticsHosts {
  script: string[]
  connect: string[]
  img: string[]
}

const PROVIDERS = {
  gaId: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  clarityId: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms'],
  },
  metaPixelId: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
} as const satisfies Record<keyof AnalyticsIds, AnalyticsHosts>

export function analyticsHosts(ids: AnalyticsIds): AnalyticsHosts {
  const hosts: AnalyticsHosts = { script: [], connect: [], img: [] }
  for (const key of Object.keys(PROVIDERS) as (keyof AnalyticsIds)[]) {
    if (!ids[key]) continue
    hosts.script.push(...PROVIDERS[key].script)
    hosts.connect.push(...PROVIDERS[key].connect)
    hosts.img.push(...PROVIDERS[key].img)
  }
  return {
    script: [...new Set(hosts.script)],
    connect: [...new Set(hosts.connect)],
    img: [...new Set(hosts.img)],
  }
}

/** Analytics ids are written into script URLs: letters, digits, dashes and underscores only. */
export const ANALYTICS_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/
