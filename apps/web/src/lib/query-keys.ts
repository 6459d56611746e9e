/**
 * Query-key roots shared across features, so a change made on one screen refreshes the
 * others: subscribing in /collections updates the /chat library, and the other way round.
 */
export const CATALOGUE_KEY = ['catalogue'] as const;
/** The /chat chapter picker's library (features/chat/api/get-library-chapters.ts). */
export const CHAT_LIBRARY_KEY = ['chat', 'library-chapters'] as const;
