import { ApiPaths } from '@clinic/contract/api-paths'
import type { StatisticsSummary } from '@clinic/contract/statistics'
import type { CallOptions, DownloadedFile, Http } from '../http.ts'

/** When the answer names no file. */
export const STATISTICS_CSV_FALLBACK_FILE_NAME = 'istatistikler.csv'

/** The site's first-party statistics (staff): the dashboard's summary and the CSV of the same period. */
export function statisticsEndpoints(http: Http) {
  return {
    summary: (days: 30 | 90, options?: CallOptions) =>
      http.send<StatisticsSummary>({ method: 'GET', path: ApiPaths.statistics, query: { days }, ...options }),
    async downloadCsv(days: 30 | 90, options?: CallOptions): Promise<DownloadedFile> {
      const file = await http.sendForFile({
        method: 'GET',
        path: ApiPaths.statisticsCsv,
        query: { days },
        ...options,
      })
      return { ...file, fileName: file.fileName ?? STATISTICS_CSV_FALLBACK_FILE_NAME }
    },
  }
}
