import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API server serves dist/ at /admin/ (deep links answer index.html) under `script-src 'self'`: Vite's
// module script tags only, nothing inline.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
})
