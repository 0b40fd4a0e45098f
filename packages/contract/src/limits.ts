// Constants the browsers' bundles read at run time: this module imports no zod (see api-client's bundle-weight test).

/** Largest image upload the API accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The picture types the API decodes (HEIC is not: this sharp build has no HEVC decoder), for file inputs' `accept`. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]
