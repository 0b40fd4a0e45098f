import { blogEndpoints } from '@clinic/api-client/endpoints/blog'
import { operationEndpoints } from '@clinic/api-client/endpoints/operation'
import { createHttp } from '@clinic/api-client/http'
import { clientConfig } from './client-config.ts'

/** Only the calls the public pages make from the browser, so the other endpoint groups stay out of the bundle. */
function createPublicApi() {
  const http = createHttp({ baseUrl: clientConfig().apiUrl })
  return { blog: blogEndpoints(http), operations: operationEndpoints(http) }
}

let api: ReturnType<typeof createPublicApi> | undefined
export const publicApi = () => {
  api ??= createPublicApi()
  return api
}
