import { defineCollection } from 'astro:content'
import { Blog } from '@clinic/contract/blog'
import { Catalog } from '@clinic/contract/catalog'
import { Category } from '@clinic/contract/category'
import { Operation } from '@clinic/contract/operation'
import { apiLoader } from './lib/api-loader.ts'

// Every collection mirrors one public API resource, synced incrementally (see lib/api-loader.ts).
export const collections = {
  blog: defineCollection({ loader: apiLoader('blogs'), schema: Blog }),
  operations: defineCollection({ loader: apiLoader('operations'), schema: Operation }),
  catalogs: defineCollection({ loader: apiLoader('catalogs'), schema: Catalog }),
  categories: defineCollection({ loader: apiLoader('categories'), schema: Category }),
}
