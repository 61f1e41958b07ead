import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `pnpm dev` finds the reference server. */
const server = process.env.LOBBY_SERVER_URL ?? 'http://127.0.0.1:3000'

/**
 * The operator console: its own build, served by the server at `/console`
 * (`dist/index.html` and hashed assets under `dist/assets/`). Every screen
 * but the first is a lazy chunk (src/app/router.tsx).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
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
