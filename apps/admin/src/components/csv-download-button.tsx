import type { DownloadedFile } from '@clinic/api-client/http'
import { saveFile } from '@clinic/ui/lib/save-file'
import { errorMessage } from '@clinic/ui/lib/server-errors'
import { useState } from 'react'

/**
 * "CSV indir": asks the API for a file (the audit log, the statistics) and hands it to the browser to save; a failure
 * is told beside the button in the API's Turkish words.
 */
export function CsvDownloadButton(props: {
  download: () => Promise<DownloadedFile>
  /** The name when the answer gives none. */
  fallbackName: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function download() {
    setBusy(true)
    setError(null)
    try {
      const { blob, fileName } = await props.download()
      saveFile(blob, fileName ?? props.fallbackName)
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={download}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? 'Hazırlanıyor…' : 'CSV indir'}
      </button>
      {error ? (
        <p className="csv-download-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
