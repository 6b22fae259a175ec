// Request and answer shapes of the account calls (docs/product/api.md#accounts,
// docs/product/validation.md#account-fields), shared by the API and the web.
// Messages are the English texts; the web shows its own translations for known codes and fields.
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128; // ASVS: at least 64 must be allowed

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Same rule as the contact form's (docs/product/validation.md#account-fields): optional +, 3, 3 and 4-6 digits. */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4,6}$/;
const phoneSchema = z
  .string()
  .trim()
  .max(32, "Phone must be at most 32 characters")
  .refine((v) => v === "" || PHONE_PATTERN.test(v.replace(/\s+/g, "")), "Please enter a valid phone number")
  .transform((v) => (v === "" ? null : v));

export const localeSchema = z.enum(["lt", "en"]);
export type Locale = z.infer<typeof localeSchema>;
export const roleSchema = z.enum(["customer", "vip", "admin"]);

export const registerBodySchema = z.strictObject({
  name: trimmed(100, "Name"),
  surname: trimmed(100, "Surname"),
  email: emailSchema,
  phone: phoneSchema.nullish().transform((v) => v ?? null),
  password: passwordSchema,
  locale: localeSchema.default("lt"),
  acceptTerms: z.literal(true, { error: "You must accept the terms and conditions" }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Not the password rules: an old account's password may predate them, and the answer must not tell.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const updateProfileBodySchema = z.strictObject({
  name: trimmed(100, "Name").optional(),
  surname: trimmed(100, "Surname").optional(),
  phone: phoneSchema.nullish(),
  locale: localeSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: z
    .string()
    .max(PASSWORD_MAX * 4)
    .optional(),
  newPassword: passwordSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const resetRequestBodySchema = z.strictObject({ email: emailSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().trim().min(20, "Invalid token").max(200, "Invalid token"),
  password: passwordSchema,
});

export const userDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  locale: localeSchema,
  currency: z.literal("EUR"),
  /** EUR, major units */
  balance: z.number(),
  frozenBalance: z.number(),
  availableBalance: z.number(),
  /** 10 x availableBalance (docs/product/bidding.md#bidding-power) */
  biddingPower: z.number(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const adminDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.literal("admin"),
});
export type AdminDto = z.infer<typeof adminDtoSchema>;

export const BIDDING_POWER_MULTIPLIER = 10;
