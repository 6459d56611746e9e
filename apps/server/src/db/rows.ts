/**
 * The rows of a raw `db.execute(sql\`...\`)` result. Both drivers (node-postgres and PGlite) answer
 * `{ rows }`; Drizzle types the result per driver, so raw SQL reads its rows through this one cast.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
