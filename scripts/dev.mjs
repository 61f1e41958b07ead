// `pnpm dev`: the reference server on :3000 (file database, dev hooks on) and
// Vite with HMR on :5173, which proxies /api, /media and /socket.io to it.
import { spawn } from 'node:child_process'

const children = [
  spawn('pnpm', ['--filter', '@lobby/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@lobby/site', 'dev'], { stdio: 'inherit' }),
]

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}

process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
