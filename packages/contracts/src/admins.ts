import { z } from 'zod';
import { requiredText, tooLong } from './text-fields';
import { MSG } from './messages';
import { EMAIL_PATTERN } from './users';

const required = requiredText;
const ALL_FIELDS = 'Please fill in all fields.';

export const adminRegisterBody = z.object({
  /** Taken from the full-name field of the form (spec section 3). */
  username: required(ALL_FIELDS).max(120, tooLong('Full name', 120)),
  email: required(ALL_FIELDS).max(254, tooLong('Email', 254)).regex(EMAIL_PATTERN, MSG.signup.invalidEmail),
  contactNumber: required(ALL_FIELDS).max(30, tooLong('Contact number', 30)),
  designation: required(ALL_FIELDS).max(120, tooLong('Designation', 120)),
  password: required(ALL_FIELDS).min(6, MSG.forgot.passwordTooShort).max(200, tooLong('Password', 200)),
});
export type AdminRegisterBody = z.infer<typeof adminRegisterBody>;

/** An admin account's state: Pending until an approved admin approves or rejects it. */
export const adminStatusSchema = z.enum(['Pending', 'Approved', 'Rejected']);

export const adminRegisterResponse = z.object({ message: z.string(), status: adminStatusSchema });

export const adminLoginBody = z.object({ email: required(MSG.auth.invalidCredentials).max(254), password: required(MSG.auth.invalidCredentials).max(200) });
export const adminLoginResponse = z.object({ token: z.string(), adminId: z.string(), status: adminStatusSchema });
/** POST /admins/refresh-token: a fresh admin token for the same session. */
export const adminTokenResponse = z.object({ token: z.string() });

export const pendingAdmin = z.object({ adminId: z.string(), username: z.string(), email: z.string(), designation: z.string(), contactNumber: z.string(), createdAt: z.string() });
export type PendingAdmin = z.infer<typeof pendingAdmin>;
export const pendingAdminsResponse = z.array(pendingAdmin);
