import type pg from 'pg';

/** What a listener hears on its channel (PostgreSQL LISTEN/NOTIFY). */
export interface ChannelHandlers {
  onNotification(payload: string): void;
  /**
   * False as soon as notifications may be missed (the listening connection is lost), true once
   * listening again. Whoever relies on notifications must not trust what they cached meanwhile.
   */
  onListeningChange(isListening: boolean): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 30_000];

/** Closes a listening client that is no longer wanted; its late errors must not go unheard. */
async function retire(client: pg.Client | null): Promise<void> {
  if (!client) return;
  client.removeAllListeners();
  client.on('error', () => {});
  await client.end().catch(() => {});
}

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

/**
 * Listens on a connection of its own (PostgreSQL): pooled connections come and go, a listener
 * must stay. Reconnects with growing pauses after losing the connection. Resolves once the first
 * attempt succeeded or failed (the handlers say which).
 */
export async function listenOnDedicatedClient(
  newClient: () => pg.Client,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  checkChannel(channel);
  let client: pg.Client | null = null;
  let isStopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    handlers.onListeningChange(false);
    void retire(client);
    client = null;
    if (isStopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  async function connect() {
    const candidate = newClient();
    client = candidate;
    candidate.on('error', lost);
    candidate.on('end', () => {
      if (client === candidate) lost();
    });
    candidate.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel && payload !== undefined) handlers.onNotification(payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      if (client === candidate) lost();
      return;
    }
    if (isStopped) return;
    attempt = 0;
    handlers.onListeningChange(true);
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await retire(last);
  };
}

/**
 * Listens on every connection of a pool that never lets its connections idle away: the embedded
 * database's single session, which also makes every write. PostgreSQL hands a session its own
 * notifications at commit, before the write's answer, so a write's listeners have heard of it
 * by the time the write returns.
 */
export async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> {
  checkChannel(channel);
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) {
      handlers.onNotification(message.payload);
    }
  };
  const listenOn = async (client: pg.PoolClient | pg.Client) => {
    client.on('notification', onNotification);
    await client.query(`LISTEN ${channel}`);
    handlers.onListeningChange(true);
  };
  // A new connection listens before any query of its first user: queries run in order.
  const client = await pool.connect();
  try {
    await listenOn(client);
  } finally {
    client.release();
  }
  const onConnect = (added: pg.PoolClient) => void listenOn(added).catch(() => {});
  const onRemove = () => handlers.onListeningChange(false);
  pool.on('connect', onConnect);
  pool.on('remove', onRemove);
  return async () => {
    pool.off('connect', onConnect);
    pool.off('remove', onRemove);
    handlers.onListeningChange(false);
  };
}
