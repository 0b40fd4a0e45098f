/** Catalogs group the operations (see group.ts: they share their shape with categories). */
export { AdminCatalog, Catalog, CatalogBody } from './group.ts'
