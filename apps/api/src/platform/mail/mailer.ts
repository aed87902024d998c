import { randomBytes, type KeyObject } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Executor } from '../db/database.ts';
import { queueMail } from './mail-queue.ts';

/** One e-mail as the portal writes it: plain text and HTML, in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged with the outbox so a developer can follow them. */
  links?: string[];
}

/** Sends e-mail: into the outbox folder by default, over SMTP when `SMTP_URL` is set. */
export interface Mailer {
  /**
   * Outbox: resolves once the message is on disk. SMTP: resolves once the message is in the
   * database's job queue, which sends it and retries with growing pauses (the server's answer
   * never waits for a mail server).
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Runs `compose` after the caller's answer and sends the message it makes, if any: for the
   * public calls whose answer must not tell whether a message goes out, neither by its content
   * nor by its timing (decision 0033). A failure is logged, never thrown.
   */
  sendInBackground(compose: () => Promise<MailMessage | null>): void;
  /** Resolves once every message handed to {@link sendInBackground} so far was sent. */
  settled(): Promise<void>;
  /** Waits for the messages in the background, then closes the transport. */
  close(): Promise<void>;
}

type Transport = Pick<Mailer, 'send' | 'close'>;

/** The job queue SMTP messages wait in (mail-queue.ts). */
export interface MailQueue {
  executor: Executor;
  key: KeyObject;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | null;
  outboxDir: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where SMTP messages wait until sent: the database and the key that seals them. */
  queue?: MailQueue;
  /** Hears what became of each outbox message: written (`sent`) or not (metrics). */
  onOutcome?: (outcome: 'sent' | 'failed') => void;
}

/**
 * The embedded default: each message as an `.eml` file under `DATA_DIR/outbox`, written
 * atomically (a reader never sees half a message), its links logged.
 */
function createOutboxMailer(options: MailerOptions): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      try {
        const info = await transport.sendMail({ from: options.from, ...message });
        await mkdir(options.outboxDir, { recursive: true });
        const temporary = join(options.outboxDir, `.${name}.tmp`);
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, join(options.outboxDir, name));
      } catch (error) {
        options.onOutcome?.('failed');
        throw error;
      }
      options.onOutcome?.('sent');
      options.logger.info(
        { to: message.to, subject: message.subject, links: message.links ?? [], file: name },
        'e-mail written to the outbox',
      );
    },
    async close() {},
  };
}

/**
 * SMTP (`SMTP_URL`): each message waits in the database's job queue, sealed, until a process
 * working the queue has handed it to the mail server (mail-queue.ts): a restart loses none, and
 * a refusal is tried again with the queue's doubling pauses.
 */
function createQueuedMailer(options: MailerOptions, queue: MailQueue): Transport {
  return {
    async send(message) {
      await queueMail(queue.executor, queue.key, message);
      options.logger.info({ subject: message.subject }, 'e-mail queued');
    },
    async close() {},
  };
}

/** Adds the background sending that both transports share. */
function withBackgroundSending(transport: Transport, options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  async function settled() {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }
  return {
    send: (message) => transport.send(message),
    sendInBackground(compose) {
      const task = (async () => {
        // On a timer, so it starts once the caller's answer is written, not in the same turn.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const message = await compose();
        if (message) await transport.send(message);
      })()
        .catch((error: unknown) => {
          options.logger.error({ reason: (error as Error).message }, 'e-mail not sent');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    settled,
    async close() {
      await settled();
      await transport.close();
    },
  };
}

/** The mailer the configuration asks for (docs/ARCHITECTURE.md#scale-out). */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl && !options.queue) throw new Error('SMTP mail needs the job queue');
  const transport =
    options.smtpUrl && options.queue
      ? createQueuedMailer(options, options.queue)
      : createOutboxMailer(options);
  return withBackgroundSending(transport, options);
}
