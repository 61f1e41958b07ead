export * from './fatal-error-screen.tsx'
