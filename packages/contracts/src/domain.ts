import { z } from 'zod';
import { PUBLISHERS, ROLES, USER_GRADES } from './domain-values';

export { CP_SIGNUP_HOST, DEFAULT_GRADE, DEFAULT_PUBLISHER, PUBLISHERS, ROLES, USER_GRADES } from './domain-values';
export type { Publisher, Role, UserGrade } from './domain-values';
export const publisherSchema = z.enum(PUBLISHERS);
export const userGradeSchema = z.enum(USER_GRADES, { error: 'Please choose a grade from 1 to 12 or College Student.' });
export const roleSchema = z.enum(ROLES, { error: 'Please choose teacher or student.' });

export const ADMIN_STATUSES = ['Pending', 'Approved'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const progressStatusSchema = z.enum(PROGRESS_STATUSES);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

export const idSchema = z.uuid({ error: 'Invalid id.' });
