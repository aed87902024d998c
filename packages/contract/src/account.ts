import { z } from 'zod';
import { Role } from './enums.ts';

/** Longest name or company name the portal keeps. */
export const ACCOUNT_NAME_MAX_LENGTH = 200;

const name = z.string().trim().min(1).max(ACCOUNT_NAME_MAX_LENGTH);

/** An e-mail address as typed: trimmed, at most 254 characters (RFC 5321), one `@`. */
export const EmailAddress = z.string().trim().max(254).pipe(z.email());

/**
 * Anonymous `POST /api/account`: a free company account
 * (docs/product/roles-and-access.md#accounts). Answers 202.
 */
export const RegistrationRequest = z.object({
  companyName: name,
  name,
  email: EmailAddress,
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

/** Shortest and longest password the server takes (OWASP ASVS 5.0 §6.2; decision 0020). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Why the server refuses a new password: the `code` of its field error on `body.password`. */
export const PasswordProblem = z.enum(['too-short', 'too-long', 'too-common']);
export type PasswordProblem = z.infer<typeof PasswordProblem>;

/** `POST /api/account/reset`: an e-mailed single-use token and the password to set. */
export const ResetPasswordRequest = z.object({
  token: z.string().min(20).max(100),
  password: z.string().max(1024),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The three company codes, shown once after registration (and e-mailed to the admin). */
export const CompanyCodes = z.object({
  userCode: z.string(),
  keyUserCode: z.string(),
  subscriptionCode: z.string(),
});
export type CompanyCodes = z.infer<typeof CompanyCodes>;

/** Answer of `POST /api/account/reset`: a finished registration shows its codes once. */
export const ResetPasswordResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('registration'),
    companyId: z.uuid(),
    companyName: z.string(),
    email: z.string(),
    codes: CompanyCodes,
  }),
  z.object({ kind: z.literal('password-reset'), email: z.string() }),
]);
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/** `POST /api/account/token` (docs/product/security.md#account-tokens). */
export const TokenRequest = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `GET /api/account/self`: who is signed in. */
export const AccountSelf = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(Role),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
});
export type AccountSelf = z.infer<typeof AccountSelf>;

/** `GET /api/account/roles`: the role names of docs/product/roles-and-access.md#roles. */
export const RolesResponse = z.array(Role);

/** `POST /api/account/forgot`: the same `202` whether or not the address has an account. */
export const ForgotPasswordRequest = z.object({ email: EmailAddress });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** `POST /api/account/password`: a signed-in account changes its password. */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().max(1024),
  newPassword: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Roles an account can hold (devices hold User and KeyUser). */
export const AccountRole = z.enum(['CompanyAdmin', 'Admin']);
export type AccountRole = z.infer<typeof AccountRole>;

/**
 * `POST /api/account` with a bearer token: invite a person, who gets an e-mail to set a
 * password. CompanyAdmin invites into its own company; Admin into any, or another Admin.
 */
export const InviteAccountRequest = z.object({
  name,
  email: EmailAddress,
  role: AccountRole.default('CompanyAdmin'),
  companyId: z.uuid().optional(),
});
export type InviteAccountRequest = z.input<typeof InviteAccountRequest>;

/** `PUT /api/account/{id}`: the name. The address stays (it was verified); roles follow the company. */
export const UpdateAccountRequest = z.object({ name });
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

/** An account as administrators see it. */
export const AccountSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(Role),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  /** False until the person opened an e-mailed link (registration, invitation, reset). */
  isEmailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const AccountListResponse = z.object({ items: z.array(AccountSummary) });
export type AccountListResponse = z.infer<typeof AccountListResponse>;
