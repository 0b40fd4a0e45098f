import type { Catalog } from '@clinic/contract/catalog'
import type { Operation } from '@clinic/contract/operation'

type CatalogKey = Pick<Operation, 'catalogId'>

export interface CatalogOperations<O extends CatalogKey> {
  catalog: Catalog
  operations: O[]
}

/**
 * docs/spec §2, menu: the "Operasyonlar" dropdown lists each catalog, then its operations. Catalogs keep their order
 * (the API sorts them by name), operations keep the list's order; catalogs without operations are left out.
 */
export function groupOperationsByCatalog<O extends CatalogKey>(
  catalogs: readonly Catalog[],
  operations: readonly O[],
): CatalogOperations<O>[] {
  return catalogs
    .map((catalog) => ({ catalog, operations: operations.filter((op) => op.catalogId === catalog.id) }))
    .filter((group) => group.operations.length > 0)
}

/**
 * docs/spec §2, home: one randomly chosen operation per catalog, in the order the catalogs first appear. Operations
 * without a catalog form one group of their own. `random` returns [0, 1) like Math.random.
 */
export function pickOnePerCatalog<O extends CatalogKey>(
  operations: readonly O[],
  random: () => number = Math.random,
): O[] {
  const groups = new Map<number | null, O[]>()
  for (const operation of operations) {
    const group = groups.get(operation.catalogId)
    if (group) group.push(operation)
    else groups.set(operation.catalogId, [operation])
  }
  return [...groups.values()].map(
    (group) => group[Math.min(group.length - 1, Math.floor(random() * group.length))]!,
  )
}
