export * from './status-message.tsx'
