/**
 * The SQL texts to plan for each call's own values (a filter: how many rows it matches decides
 * the plan; a catalogue search alone chooses its path while it runs, and is prepared). executeNamed
 * marks them; PostgreSQL then gets them unnamed, and the PGlite thread parses them afresh each call
 * where it prepares every other statement once.
 */
const plannedPerCall = new Set<string>();

export const planEachCall = (sql: string) => void plannedPerCall.add(sql);

export const isPlannedPerCall = (sql: string) => plannedPerCall.has(sql);
