import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where `pnpm dev` finds the reference server (started by scripts/dev.mjs). */
const server = process.env.LOBBY_SERVER_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/media': server,
      '/house': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
})
