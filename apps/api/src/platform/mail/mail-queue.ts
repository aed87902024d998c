import type { KeyObject } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';
import { openSealedText, sealText } from '../crypto/sealed-text.ts';
import type { Executor } from '../db/database.ts';
import type { ClaimedJob } from '../jobs/claimed-job.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { MailMessage } from './mailer.ts';

/** The queue e-mails wait in until the mail server took them (issue 27 point 4). */
export const MAIL_QUEUE = 'mail';

/** Tries per message: with the queue's doubling pauses (5 s at first by default), ten minutes. */
export const MAIL_MAX_ATTEMPTS = 8;

const SealedMessage = z.object({ sealed: z.string() });
const Message = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()).optional(),
});

/**
 * Puts a message in the job queue, sealed (AES-256-GCM under the mail key): its links are
 * single-use secrets (set a password, sign in), and the queue is a table anyone with a backup
 * can read. Committed with the caller's statement, it survives a restart of every process.
 */
export async function queueMail(
  executor: Executor,
  key: KeyObject,
  message: MailMessage,
): Promise<void> {
  await enqueueJob(executor, {
    queue: MAIL_QUEUE,
    payload: { sealed: sealText(key, JSON.stringify(message)) },
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

function openMessage(key: KeyObject, job: ClaimedJob): MailMessage {
  const { sealed } = SealedMessage.parse(job.payload);
  return Message.parse(JSON.parse(openSealedText(key, sealed, 'e-mail')));
}

/**
 * Sends the queued e-mails over SMTP, in whichever process works the queue (a server or `npm
 * run worker`). A refusal or an unreachable server throws, so the queue tries again later with
 * doubling pauses; after the last attempt the message is logged as not sent, without its content.
 */
export function createMailJobHandler(options: {
  smtpUrl: string;
  from: string;
  key: KeyObject;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  onOutcome?: (outcome: 'sent' | 'failed') => void;
}): JobHandler {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async run(job) {
      const message = openMessage(options.key, job);
      await transport.sendMail({ from: options.from, ...message });
      options.onOutcome?.('sent');
    },
    async onGiveUp(job, error) {
      const subject = (() => {
        try {
          return openMessage(options.key, job).subject;
        } catch {
          return null;
        }
      })();
      options.logger.error({ subject, reason: error }, 'e-mail not sent');
      options.onOutcome?.('failed');
    },
  };
}
