import {
  clinicSetup,
  type SetupStatus,
  SiteSettings,
  type SiteSettingsAdmin,
  type SiteSettingsPublic,
} from '@clinic/contract/site-settings'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { siteSettings } from '../../db/schema.ts'
import type { AppEvents } from '../../plugins/events.ts'

const ROW_ID = 1

export interface SiteSettingsDeps {
  db: Database
  events: Pick<AppEvents, 'contentChanged'>
  /** The deployment's defaults and facts (environment), read when asked: never stored, never editable here. */
  deployment: () => {
    bookingUrl: string | undefined
    analytics: { gaId?: string | undefined; clarityId?: string | undefined; metaPixelId?: string | undefined }
    smtpUrl: string | undefined
    /** MESSAGE_RETENTION_MONTHS: the privacy notice names it. */
    messageRetentionMonths: number
  }
  /** Whether an active admin still signs in with the published default password (the start-up check's question). */
  defaultPasswordInUse: () => Promise<boolean>
  /** Deletes the files of uploads no row points at any more (a replaced photo). */
  removeUnreferenced: (urlPaths: Iterable<string | null | undefined>) => Promise<void>
}

/**
 * The clinic's settings: one row, read through the contract's schema so a missing row, or a field a newer version
 * added, reads as today's defaults. A save announces a content change: publishing rebuilds the site with it.
 */
export function createSiteSettingsService({
  db,
  events,
  deployment,
  defaultPasswordInUse,
  removeUnreferenced,
}: SiteSettingsDeps) {
  async function stored() {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID))
    // A row written by an older version may lack a field (defaults fill it) or hold one that no longer parses:
    // then the defaults of that part stand rather than a broken site.
    const parsed = SiteSettings.safeParse(row?.data ?? {})
    return {
      settings: parsed.success ? parsed.data : SiteSettings.parse({}),
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    }
  }

  const deploymentDefaults = () => {
    const { bookingUrl, analytics } = deployment()
    return {
      bookingUrl: bookingUrl ?? '',
      analytics: {
        gaId: analytics.gaId ?? '',
        clarityId: analytics.clarityId ?? '',
        metaPixelId: analytics.metaPixelId ?? '',
      },
    }
  }

  return {
    /** The admin's view: the settings, who saved them last, and what empty fields fall back to. */
    async read(): Promise<SiteSettingsAdmin> {
      return { ...(await stored()), deploymentDefaults: deploymentDefaults() }
    },

    /** What the site's build reads: the settings and the deployment's facts the pages state. */
    async readPublic(): Promise<SiteSettingsPublic> {
      const { settings } = await stored()
      return { ...settings, messageRetentionMonths: deployment().messageRetentionMonths }
    },

    /** Saves the whole settings (validated by the route), then the site rebuilds with them. */
    async save(settings: SiteSettings, by: { email: string }): Promise<SiteSettingsAdmin> {
      const before = (await stored()).settings
      await db
        .insert(siteSettings)
        .values({ id: ROW_ID, data: settings, updatedBy: by.email })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { data: settings, updatedBy: by.email, updatedAt: sql`now()` },
        })
      events.contentChanged({ kind: 'settings', id: ROW_ID, action: 'updated' })
      if (before.doctor.photo !== settings.doctor.photo) await removeUnreferenced([before.doctor.photo])
      return this.read()
    },

    /** The first-run checklist: clinic facts changed from the placeholders, and the deployment's facts. */
    async setupStatus(): Promise<SetupStatus> {
      const { settings } = await stored()
      const env = deploymentDefaults()
      const clinic = clinicSetup(settings, {
        bookingUrl: env.bookingUrl,
        analytics: Object.values(env.analytics).some(Boolean),
      })
      const deploymentFacts = {
        adminPasswordChanged: !(await defaultPasswordInUse()),
        smtp: Boolean(deployment().smtpUrl),
      }
      const status = { ...clinic, ...deploymentFacts }
      const complete = Object.entries(status).every(([item, done]) => done || item === 'analytics')
      return { ...status, complete }
    },
  }
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>
