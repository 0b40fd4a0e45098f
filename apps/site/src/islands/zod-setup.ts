import { config } from 'zod'

// zod's fast path probes `new Function`, which the site's CSP refuses (and reports): the islands validate without it.
config({ jitless: true })
