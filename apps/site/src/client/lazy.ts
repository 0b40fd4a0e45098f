/**
 * A value made on first use and kept for the page's life: the browser clients read the page (the config script, the
 * stored session) only once something asks, so a module import alone never touches the DOM or storage.
 */
export function lazy<T>(create: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= create()
    return value
  }
}
