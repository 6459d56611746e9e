import { z } from 'zod';

export const PUBLISHERS = ['JD', 'EXCELLENCE PUBLICATION', 'CP', 'CM'] as const;
export const publisherSchema = z.enum(PUBLISHERS);
export type Publisher = z.infer<typeof publisherSchema>;
export const DEFAULT_PUBLISHER: Publisher = 'EXCELLENCE PUBLICATION';
/** The one host on which the signup page sets publisher 'CP' (spec section 6). */
export const CP_SIGNUP_HOST = 'cp.booktutor.app';

export const USER_GRADES = [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'College Student',
] as const;
export const userGradeSchema = z.enum(USER_GRADES, { error: 'Please choose a grade from 1 to 12 or College Student.' });
export type UserGrade = z.infer<typeof userGradeSchema>;
export const DEFAULT_GRADE: UserGrade = '1';

export const ROLES = ['student', 'teacher'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Please choose teacher or student.' });
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_STATUSES = ['Pending', 'Approved'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const progressStatusSchema = z.enum(PROGRESS_STATUSES);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

export const idSchema = z.uuid({ error: 'Invalid id.' });
