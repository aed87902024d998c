import type { KeyObject } from 'node:crypto';
import type { Executor } from '../db/database.ts';
import { queueMail } from './mail-queue.ts';
import { createMailer, type MailerOptions, type MailMessage } from './mailer.ts';

/**
 * Sends a message as part of the caller's transaction: with SMTP it waits in the job queue,
 * committed with the transaction or not at all (decision 0066); the outbox of the embedded
 * default has no transaction, so its file is written at once.
 */
export type MailInTransaction = (executor: Executor, message: MailMessage) => Promise<void>;

/** The {@link MailInTransaction} of a configuration (`SMTP_URL` set or not). */
export function mailInTransaction(
  options: Omit<MailerOptions, 'queue'> & { queueKey: KeyObject },
): MailInTransaction {
  if (options.smtpUrl) {
    const key = options.queueKey;
    return (executor, message) => queueMail(executor, key, message);
  }
  const outbox = createMailer({ ...options, smtpUrl: null });
  return (_executor, message) => outbox.send(message);
}
