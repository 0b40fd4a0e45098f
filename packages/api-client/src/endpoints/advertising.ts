import type { AdvertisingOverride } from '@clinic/contract/advertising'
import { ApiPaths, apiPath } from '@clinic/contract/api-paths'
import type { CallOptions, Http } from '../http.ts'

/** The advertising gate's overrides (issue 21): every one (Admins), or one post's or operation's (staff). */
export function advertisingEndpoints(http: Http) {
  return {
    list: (options?: CallOptions) =>
      http.send<AdvertisingOverride[]>({ method: 'GET', path: ApiPaths.advertisingOverrides, ...options }),
    forContent: (kind: 'blogs' | 'operations', id: number, options?: CallOptions) =>
      http.send<AdvertisingOverride[]>({
        method: 'GET',
        path: apiPath(ApiPaths.contentAdvertisingOverrides, { kind, id }),
        ...options,
      }),
  }
}
