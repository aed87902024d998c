import { z } from 'zod';

// The kinds of value environment variables hold, each with the message a bad one gets
// (config.ts reads the variables with them).

export const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const positiveInteger = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const postgresUrl = z
  .url({ message: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgres:// or postgresql://',
  });

export const httpUrl = z
  .url({ message: 'must be an http(s) URL' })
  .refine((v) => /^https?:\/\//.test(v), {
    message: 'must be an http(s) URL',
  });

/** A base64url value of exactly `bytes` bytes (VAPID keys). */
export const base64UrlBytes = (bytes: number, example: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: `must be base64url (${example})` })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
      message: `must be ${bytes} bytes, base64url (${example})`,
    });

export const vapidSubject = z
  .string()
  .refine((value) => /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), {
    message: 'must be a mailto: address or an https:// URL',
  });

const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** A comma-separated list of host names (lower-cased); `*.suffix` ones where `wildcards`. */
export const hostList = (wildcards: boolean) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    )
    .refine((hosts) => hosts.length > 0, { message: 'must name at least one host' })
    .refine(
      (hosts) => hosts.every((host) => hostName.test(wildcards ? host.replace(/^\*\./, '') : host)),
      {
        message: wildcards
          ? 'must be host names or *.suffix patterns, comma-separated (fcm.googleapis.com,*.notify.windows.com)'
          : 'must be host names, comma-separated',
      },
    );

export const secretsKey = z.string().refine((value) => Buffer.from(value, 'base64').length === 32, {
  message: 'must be 32 random bytes, base64-encoded (openssl rand -base64 32)',
});
