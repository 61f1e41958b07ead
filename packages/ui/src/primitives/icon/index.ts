export * from './icon.tsx'
