import { ApiPaths } from '@clinic/contract/api-paths'
import type { DataRequestErased, DataRequestSummary } from '@clinic/contract/data-request'
import type { CallOptions, DownloadedFile, Http } from '../http.ts'

/** When the answer names no file. */
export const DATA_REQUEST_FALLBACK_FILE_NAME = 'kisisel-veriler.json'

/** KVKK md. 11 requests (Admins only): one person's messages by e-mail address, found, exported and erased. */
export function dataRequestEndpoints(http: Http) {
  return {
    /** GET /api/admin/data-requests?email=: the messages sent with the address and the account with it, if any. */
    find: (email: string, options?: CallOptions) =>
      http.send<DataRequestSummary>({
        method: 'GET',
        path: ApiPaths.dataRequests,
        query: { email },
        ...options,
      }),
    /** GET /api/admin/data-requests/export?email=: everything found, as a JSON file to hand over. */
    async exportFile(email: string, options?: CallOptions): Promise<DownloadedFile> {
      const file = await http.sendForFile({
        method: 'GET',
        path: ApiPaths.dataRequestsExport,
        query: { email },
        ...options,
      })
      return { ...file, fileName: file.fileName ?? DATA_REQUEST_FALLBACK_FILE_NAME }
    },
    /** DELETE /api/admin/data-requests?email=: erases the messages sent with the address (never the account). */
    erase: (email: string, options?: CallOptions) =>
      http.send<DataRequestErased>({
        method: 'DELETE',
        path: ApiPaths.dataRequests,
        query: { email },
        ...options,
      }),
  }
}
