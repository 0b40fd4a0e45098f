import { blogEndpoints } from '@clinic/api-client/endpoints/blog'
import { operationEndpoints } from '@clinic/api-client/endpoints/operation'
import { createHttp } from '@clinic/api-client/http'
import { clientConfig } from './client-config.ts'
import { siteSession } from './site-session.ts'

/** Only the calls the public pages make from the browser, so the other endpoint groups stay out of the bundle. */
function createPublicApi() {
  const baseUrl = clientConfig().apiUrl
  const http = createHttp({ baseUrl })
  // Likes are per visitor: a signed-in member's go with their account (the token), a guest's with the API's
  // clinic_visitor cookie. Only these calls carry the token: the public reads stay cacheable.
  const session = siteSession()
  const asVisitor = createHttp({
    baseUrl,
    getToken: () => session.getValidToken(),
    // A token the server refuses ends the session here, as the islands do; the visitor is then a guest.
    onError: (error) => {
      if (error.status === 401 && session.getToken() !== null) session.logout()
    },
  })
  const likes = blogEndpoints(asVisitor)
  return {
    blog: blogEndpoints(http),
    likes: { state: likes.likeState, like: likes.like, unlike: likes.unlike },
    operations: operationEndpoints(http),
  }
}

let api: ReturnType<typeof createPublicApi> | undefined
export const publicApi = () => {
  api ??= createPublicApi()
  return api
}
