import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

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
   * Outbox: resolves once the message is on disk. SMTP: resolves once the message is handed to
   * the sending queue, which retries with growing pauses (the server's answer never waits for
   * a mail server).
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

export interface MailerOptions {
  from: string;
  smtpUrl: string | null;
  outboxDir: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Attempts per message over SMTP, and the first pause between them. */
  retry?: { attempts: number; firstDelayMs: number };
}

/**
 * The embedded default: each message as an `.eml` file under `DATA_DIR/outbox`, written
 * atomically (a reader never sees half a message), its links logged.
 */
function createOutboxMailer(options: MailerOptions): Transport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temporary = join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(options.outboxDir, name));
      options.logger.info(
        { to: message.to, subject: message.subject, links: message.links ?? [], file: name },
        'e-mail written to the outbox',
      );
    },
    async close() {},
  };
}

/**
 * SMTP (`SMTP_URL`): messages go out in the background, each tried again with doubling pauses.
 * The queue lives in this process until the database job queue arrives (issue 9); a message
 * still failing after the last attempt is logged as an error, without its content.
 */
function createSmtpMailer(options: MailerOptions): Transport {
  const transport = nodemailer.createTransport(options.smtpUrl ?? '');
  const { attempts, firstDelayMs } = options.retry ?? { attempts: 5, firstDelayMs: 2_000 };
  const inFlight = new Set<Promise<void>>();
  const closing = new AbortController();

  async function deliver(message: MailMessage) {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        return;
      } catch (error) {
        const reason = (error as Error).message;
        if (attempt === attempts || closing.signal.aborted) {
          options.logger.error({ subject: message.subject, reason }, 'e-mail not sent');
          return;
        }
        options.logger.warn({ subject: message.subject, attempt, reason }, 'e-mail retry');
        // Shutdown cuts a pause short; the message is then logged as not sent.
        await sleep(firstDelayMs * 2 ** (attempt - 1), undefined, { signal: closing.signal }).catch(
          () => {},
        );
      }
    }
  }

  return {
    async send(message) {
      const delivery = deliver(message).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async close() {
      closing.abort();
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
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
  const transport = options.smtpUrl ? createSmtpMailer(options) : createOutboxMailer(options);
  return withBackgroundSending(transport, options);
}
