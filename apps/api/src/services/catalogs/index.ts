import { groupPlugin } from '../groups/index.ts'

/** The operations' catalogs: a catalog still holding operations cannot be deleted (409). */
export default groupPlugin('catalogs')
