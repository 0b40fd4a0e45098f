// Constants the browsers' bundles read at run time: this module imports no zod (see api-client's bundle-weight test).

/** Largest image upload the API accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
