import { ApiPaths } from '@clinic/contract/api-paths'
import type { AuditEntry, AuditFilter, AuditListQuery } from '@clinic/contract/audit'
import type { CallOptions, DownloadedFile, Http } from '../http.ts'
import { listCalls } from './calls.ts'

/** When the answer names no file. */
export const AUDIT_CSV_FALLBACK_FILE_NAME = 'kayitlar.csv'

/** The audit log of staff actions (Admins only): filtered pages and the CSV export of the same filters. */
export function auditEndpoints(http: Http) {
  return {
    ...listCalls<AuditEntry, AuditListQuery>(http, ApiPaths.auditLog),
    async downloadCsv(filter: AuditFilter, options?: CallOptions): Promise<DownloadedFile> {
      const file = await http.sendForFile({
        method: 'GET',
        path: ApiPaths.auditLogCsv,
        query: filter,
        ...options,
      })
      return { ...file, fileName: file.fileName ?? AUDIT_CSV_FALLBACK_FILE_NAME }
    },
  }
}
