import { blogEndpoints } from '@clinic/api-client/endpoints/blog'
import { operationEndpoints } from '@clinic/api-client/endpoints/operation'
import { createHttp } from '@clinic/api-client/http'
import { clientConfig } from './config.ts'
import { lazy } from './lazy.ts'
import { endRefusedSession, siteSession } from './session.ts'

/** Only the calls the public pages make from the browser, so the other endpoint groups stay out of the bundle. */
export const publicApi = lazy(() => {
  const baseUrl = clientConfig().apiUrl
  const http = createHttp({ baseUrl })
  // Likes are per visitor: a signed-in member's go with their account (the token), a guest's with the API's
  // clinic_visitor cookie. Only these calls carry the token: the public reads stay cacheable.
  const session = siteSession()
  const likes = blogEndpoints(
    createHttp({ baseUrl, getToken: () => session.getValidToken(), onError: endRefusedSession }),
  )
  return {
    blog: blogEndpoints(http),
    likes: { state: likes.likeState, like: likes.like, unlike: likes.unlike },
    operations: operationEndpoints(http),
  }
})
