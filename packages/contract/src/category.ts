/** Categories group the posts (see group.ts: they share their shape with catalogs). */
export { AdminCategory, Category, CategoryBody } from './group.ts'
