// The machine's outer ceiling for HTTP benchmarks (issue 28): a bare Fastify route answering a
// small JSON body, nothing else, in a process of its own like the server under test. Prints its
// port as one JSON line and runs until its parent closes its stdin (or ends).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' ? address?.port : 0 })}\n`,
);
process.stdin.resume().on('end', () => void app.close().then(() => process.exit(0)));
