export * from './connection.ts'
export * from './contract.ts'
