import { createConnection, createServer, type Socket } from 'node:net';

/** A TCP proxy in front of a server, whose line a test can cut and restore. */
export interface CuttableProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a server that went away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on a free local port that forwards to `target`. */
export async function startCuttableProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as { port: number };
  const stop = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
