// The S3 test server in a process of its own for the storage benchmark: an S3 server is another
// machine in production, so it does not share the measured process's event loop. Prints its
// port as one JSON line and runs until its parent closes its stdin (or ends).
import { startTestS3Server } from '../../apps/api/src/testing/s3-test-server.ts';

const server = await startTestS3Server({ buckets: ['sds-bench'] });
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.stdin.resume().on('end', () => {
  // Closing waits for idle keep-alive connections: a second at most.
  setTimeout(() => process.exit(0), 1000).unref();
  void server.close().then(() => process.exit(0));
});
