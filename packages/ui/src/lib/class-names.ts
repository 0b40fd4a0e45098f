/** Joins the truthy class names: cx('field', invalid && 'field--invalid'). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
