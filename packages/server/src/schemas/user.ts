import { z } from 'zod';
import { PASSWORD_MIN, PASSWORD_RULE, PASSWORD_TOO_SHORT } from '../auth/password-policy';

export const USERNAME_RULE = 'Username must be 3-32 characters: letters, digits, _ or -';
export const EMAIL_RULE = 'Enter a valid email address';
export const PASSWORD_MAX = 256;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .regex(/^[A-Za-z0-9_-]{3,32}$/, USERNAME_RULE)
  .describe('3-32 of A-Z a-z 0-9 _ -; unique without regard to case');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_RULE)
  .pipe(z.email({ error: EMAIL_RULE }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .describe(PASSWORD_RULE);

/** Preferences are JSON text (spec §3); a JSON object is accepted and stored as its text. */
export const preferencesSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((value, context) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      context.addIssue({ code: 'custom', message: 'Preferences must be a JSON object' });
      return z.NEVER;
    }
    const text = JSON.stringify(parsed);
    if (text.length > 16_384) {
      context.addIssue({ code: 'custom', message: 'Preferences must be at most 16 KiB' });
      return z.NEVER;
    }
    return text;
  });

/** The password's strength is checked by the route, on the verification pool (auth/password-policy.ts). */
export const registerBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).min(1, 'Username is required').max(256),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});

export const updateUserBody = z.strictObject({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  /** Needed to change the e-mail or the password: a stolen session alone must not take the account over. */
  current_password: z.string().max(PASSWORD_MAX).optional(),
  preferences: preferencesSchema.optional(),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    preferences: z.string().describe('JSON text'),
    created_at: z.string(),
    last_login: z.string().nullable(),
    total_campaigns: z.number().int(),
    total_playtime: z.number().int(),
  })
  .describe('A user; never the password or its hash');
export type ApiUser = z.output<typeof userSchema>;

export const usersQuery = z.object({
  username: z.string().max(256).optional(),
  email: z.string().max(256).optional(),
});
