export * from './contract/index.ts'
export * from './client.ts'
export * from './errors.ts'
