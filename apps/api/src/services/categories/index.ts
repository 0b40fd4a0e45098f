import { groupPlugin } from '../groups/index.ts'

/** The posts' categories: deleting one keeps its posts, without a category. */
export default groupPlugin('categories')
