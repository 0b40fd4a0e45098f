// Writes the demo content's shipped pictures (src/seed/images) from their generators:
//   pnpm --filter @clinic/api seed:images
// Run it after changing a demo post's hue or the drawings in src/seed/demo-images.ts, and commit the files.
import { demoBlogs } from '../seed/demo-content.ts'
import { writeDemoImages } from '../seed/demo-images.ts'

const written = await writeDemoImages(demoBlogs.map((post) => post.imageHue))
console.log(`${written.length} görsel yazıldı: ${written.join(', ')}`)
