import { describe, expect, test } from 'vitest'
import { groupOperationsByCatalog, pickOnePerCatalog } from './catalog-operations.ts'

const ops = [
  { id: 1, catalogId: 10 },
  { id: 2, catalogId: 20 },
  { id: 3, catalogId: 10 },
  { id: 4, catalogId: 10 },
  { id: 5, catalogId: 20 },
]

describe('one random operation per catalog (docs/spec §2, home)', () => {
  test('each catalog gives exactly one operation, in order of first appearance', () => {
    const picked = pickOnePerCatalog(ops, () => 0)
    expect(picked.map((o) => o.id)).toEqual([1, 2])
  })

  test('the random number chooses which operation of a catalog is shown', () => {
    expect(pickOnePerCatalog(ops, () => 0.99).map((o) => o.id)).toEqual([4, 5])
    expect(pickOnePerCatalog(ops, () => 0.5).map((o) => o.id)).toEqual([3, 5])
  })

  test('an empty list gives nothing', () => {
    expect(pickOnePerCatalog([])).toEqual([])
  })
})

describe('grouping for the operations menu (docs/spec §2, menu)', () => {
  test('catalogs keep their order, each with its operations; empty catalogs are left out', () => {
    const catalogs = [
      { id: 20, name: 'Diz' },
      { id: 30, name: 'Boş' },
      { id: 10, name: 'Omuz' },
    ]
    expect(groupOperationsByCatalog(catalogs, ops)).toEqual([
      { catalog: catalogs[0], operations: [ops[1], ops[4]] },
      { catalog: catalogs[2], operations: [ops[0], ops[2], ops[3]] },
    ])
  })
})
