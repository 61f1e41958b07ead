export * from './connection-status.tsx'
