/**
 * docs/spec §8's console texts: for whoever reads the browser's console, in Turkish in every locale, and apart from
 * the catalogues so the script that logs them does not carry a whole catalogue into every page.
 */
export const MOST_READ_BLOGS_ERROR_LOG = 'En çok okunan bloglar çekilemedi'
export const MOST_READ_OPERATIONS_ERROR_LOG = 'En çok okunan operasyonlar çekilemedi'
