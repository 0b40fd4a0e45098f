import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
let t = performance.now()
const c = new PGlite(); await c.waitReady
console.log('init', Math.round(performance.now() - t)); t = performance.now()
await migrate(drizzle(c), { migrationsFolder: 'src/db/migrations' })
console.log('migrate', Math.round(performance.now() - t)); t = performance.now()
const dump = await c.dumpDataDir('none')
console.log('dump', Math.round(performance.now() - t), dump.size); t = performance.now()
const c2 = new PGlite({ loadDataDir: dump }); await c2.waitReady
console.log('load', Math.round(performance.now() - t)); t = performance.now()
await migrate(drizzle(c2), { migrationsFolder: 'src/db/migrations' })
console.log('migrate2', Math.round(performance.now() - t))
const r = await c2.query('select count(*) from users'); console.log(r.rows)
