import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from '../../tooling/precompress.ts'

/** Where `pnpm dev` finds the reference server. */
const server = process.env.LOBBY_SERVER_URL ?? 'http://127.0.0.1:3000'

/**
 * The operator console: its own build, served by the server at `/console`
 * (`dist/index.html` and hashed assets under `dist/assets/`). Every screen
 * but the first is a lazy chunk (src/app/router.tsx). Its scripts and styles
 * are precompressed as the site's are (tooling/precompress.ts).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': server },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // Tailwind's plugin writes no source map for the style sheet it generates (see apps/site/vite.config.ts).
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.id?.endsWith('.css')) return
        handler(level, log)
      },
    },
  },
})
