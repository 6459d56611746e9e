import { z } from 'zod';
import { requiredText, tooLong, whenMissing } from './text-fields';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { publisherSchema, roleSchema, userGradeSchema } from './domain';

/** A simple e-mail pattern, as the specification asks (section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OTP_PATTERN = /^\d{6}$/;

const required = requiredText;

export const usernameSchema = required(MSG.signup.fieldRequired)
  .max(40, 'Username must be at most 40 characters.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dots, dashes and underscores only.');

export const signupEmailSchema = required(MSG.signup.fieldRequired).max(254, MSG.signup.invalidEmail).regex(EMAIL_PATTERN, MSG.signup.invalidEmail);

export const otpSchema = z
  .string({ error: whenMissing(MSG.signup.otpRequired) })
  .trim()
  .min(1, MSG.signup.otpRequired)
  .regex(OTP_PATTERN, MSG.signup.otpSixDigits);

export const checkUsernameBody = z.object({ username: usernameSchema });
export const messageResponse = z.object({ message: z.string() });

export const signupForm = z
  .object({
    username: usernameSchema,
    fullname: required(MSG.signup.fieldRequired).max(120, tooLong('Full name', 120)),
    email: signupEmailSchema,
    phone: required(MSG.signup.fieldRequired).max(30, tooLong('Phone', 30)),
    role: roleSchema,
    grade: userGradeSchema,
    password: required(MSG.signup.fieldRequired).min(LIMITS.passwordMinLength, MSG.forgot.passwordTooShort).max(200, tooLong('Password', 200)),
    confirmPassword: required(MSG.signup.fieldRequired),
    publisher: publisherSchema,
  })
  .refine((f) => f.password === f.confirmPassword, { message: MSG.signup.passwordsMismatch, path: ['confirmPassword'] });
export type SignupForm = z.infer<typeof signupForm>;

export const otpSentResponse = z.object({
  message: z.string(),
  developmentMode: z.boolean(),
  /** The real generated code, only in development mode (no SMTP configured). */
  devOtp: z.string().optional(),
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number().int(),
});

export const verifyOtpBody = z.object({ email: signupEmailSchema, otp: otpSchema });
export const verifyOtpResponse = z.object({ message: z.string(), userId: z.string() });
export const emailBody = z.object({ email: signupEmailSchema });

export const loginBody = z.object({ username: required(MSG.auth.invalidCredentials).max(254), password: required(MSG.auth.invalidCredentials).max(200) });
export const loginResponse = z.object({
  token: z.string(),
  userId: z.string(),
  grade: z.string().optional(),
  refreshToken: z.string().optional(),
  publisher: z.string(),
  role: roleSchema,
  username: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotEmailSchema = z
  .string({ error: whenMissing(MSG.forgot.emailRequired) })
  .trim()
  .min(1, MSG.forgot.emailRequired)
  .max(254, MSG.forgot.invalidEmail)
  .regex(EMAIL_PATTERN, MSG.forgot.invalidEmail);
export const forgotPasswordBody = z.object({ email: forgotEmailSchema });
export const resetPasswordBody = z.object({
  email: forgotEmailSchema,
  otp: otpSchema,
  newPassword: z
    .string({ error: whenMissing(MSG.forgot.newPasswordRequired) })
    .min(1, MSG.forgot.newPasswordRequired)
    .min(LIMITS.passwordMinLength, MSG.forgot.passwordTooShort)
    .max(200, tooLong('Password', 200)),
});
