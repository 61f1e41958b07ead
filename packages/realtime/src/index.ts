export * from './connection.ts'
export * from './contract.ts'
export * from './member.ts'
