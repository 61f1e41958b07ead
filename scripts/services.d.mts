export interface PostgresServer {
  port: number
  adminUrl: string
  url(database: string): string
  sql(text: string): string
  dir: string
  stop(): void
}
export interface RedisServer {
  port: number
  url: string
  stop(): void
}
export function postgresBinaries(): string | null
export function redisBinary(): string | null
export function freePort(): Promise<number>
export function startPostgres(options?: { port?: number }): Promise<PostgresServer>
export function startRedis(options?: { port?: number }): Promise<RedisServer>
