/**
 * The SQL texts to plan for each call's own values (a search word, a filter: how many rows they
 * match decides the plan). executeNamed marks them; PostgreSQL then gets them unnamed, and the
 * PGlite thread parses them afresh each call where it prepares every other statement once.
 */
const plannedPerCall = new Set<string>();

export const planEachCall = (sql: string) => void plannedPerCall.add(sql);

export const isPlannedPerCall = (sql: string) => plannedPerCall.has(sql);
