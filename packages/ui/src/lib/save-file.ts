/**
 * Hands a downloaded file to the browser to save under `fileName` (a link clicked for the user): the admin's CSV
 * files and consent forms, a member's export of their data.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
