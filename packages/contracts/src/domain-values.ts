/**
 * The domain's value lists and defaults, without zod: the web app's first screen (/login)
 * needs DEFAULT_PUBLISHER and CP_SIGNUP_HOST, and importing them from domain.ts would bring
 * zod (about 21 KB compressed) into its first load. domain.ts builds the schemas from these.
 */
export const PUBLISHERS = ['JD', 'EXCELLENCE PUBLICATION', 'CP', 'CM'] as const;
export type Publisher = (typeof PUBLISHERS)[number];
export const DEFAULT_PUBLISHER: Publisher = 'EXCELLENCE PUBLICATION';
/** The one host on which the signup page sets publisher 'CP' (spec section 6). */
export const CP_SIGNUP_HOST = 'cp.booktutor.app';

export const USER_GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'College Student'] as const;
export type UserGrade = (typeof USER_GRADES)[number];
export const DEFAULT_GRADE: UserGrade = '1';

export const ROLES = ['student', 'teacher'] as const;
export type Role = (typeof ROLES)[number];
