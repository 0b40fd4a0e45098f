import { tr } from './i18n/tr.ts'

/**
 * docs/spec §2 (screens) and docs/spec §8 (errors): fixed texts, kept in one place so both apps say the same thing.
 * The site's are read from the Turkish catalogue (i18n/tr.ts, decision 0272), where the other languages sit beside them.
 */

export const HOME_OPERATIONS_LOADING = tr.home.operationsLoading
export const HOME_OPERATIONS_EMPTY = tr.home.operationsEmpty
export const HOME_BLOG_EMPTY = tr.home.blogEmpty

export const APPOINTMENT_TITLE = tr.appointment.title
/** Required on every procedure page (health advertising rules). */
export const PROCEDURE_NOTICE = tr.article.procedureNotice
export const SIDEBAR_PAGES_TITLE = tr.sidebar.pagesTitle

export const MOST_READ_BLOGS_TITLE = tr.sidebar.mostReadPosts
export const MOST_READ_BLOGS_EMPTY = tr.sidebar.mostReadPostsEmpty
export const MOST_READ_OPERATIONS_TITLE = tr.sidebar.mostReadOperations
export const MOST_READ_OPERATIONS_EMPTY = tr.sidebar.mostReadOperationsEmpty

/** Logged with console.error (docs/spec §8). */
export { MOST_READ_BLOGS_ERROR_LOG, MOST_READ_OPERATIONS_ERROR_LOG } from './i18n/logs.ts'

export const SEARCH_PLACEHOLDER = tr.search.placeholder
/** The theme's search texts, in English as the spec gives them. */
export const SEARCH_NO_RESULT = tr.search.noResult
export const SEARCH_ERROR = tr.search.error

/** docs/spec §4: the home lists' states. */
export type LoadState = 'loading' | 'loaded' | 'empty' | 'error'
