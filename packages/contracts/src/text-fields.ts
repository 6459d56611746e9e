/**
 * Text fields with the right message for each problem. A schema-wide `error` on z.string()
 * answers every check that has no message of its own, so a 100,000-character name was told
 * "Please enter your full name.": here the required message is given to the missing / not-text
 * case only, and a length limit names the field.
 */
import { z } from 'zod';

/** An error map for z.string({ error }): `message` when the value is missing or not text, else the check's own. */
export const whenMissing = (message: string) => (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);

/** Trimmed text that must not be blank: `message` when missing, not text or blank. */
export const requiredText = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message);

/** "Full name must be at most 120 characters." */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
