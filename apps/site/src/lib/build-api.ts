import { createApiClient } from '@clinic/api-client/client'
import { siteEnv } from '../../site-env.ts'

/** The API as the build reaches it: content for the loaders, nothing with a session. */
export const buildApi = createApiClient({ baseUrl: siteEnv.buildApiUrl })
