export * from './not-found-screen.tsx'
