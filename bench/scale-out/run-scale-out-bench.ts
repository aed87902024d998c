// `npm run bench:scale-out` (issue 27 point 5): two API processes and two workers behind HAProxy
// on PostgreSQL, Redis and an S3-protocol server behave as one portal, and what the second API
// process adds. Needs PostgreSQL (TEST_DATABASE_URL), Redis (BENCH_REDIS_URL, database 7 of
// the local one by default: flushed) and HAProxy (`apt-get install -y haproxy`).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runAndRecord } from '../record.ts';
import { startCluster } from './cluster.ts';
import { runScaleOutChecks } from './scale-out-checks.ts';
import { measureKill, measureThroughput } from './throughput.ts';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
if (!existsSync(HAPROXY)) {
  console.error(`No HAProxy at ${HAPROXY}: apt-get install -y haproxy (or set HAPROXY_PATH).`);
  process.exit(1);
}

await runAndRecord('scale-out', async () => {
  const loadAverageBefore = loadavg().map((value) => Math.round(value * 100) / 100);
  const cluster = await startCluster({
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
  });
  try {
    console.log('  checking that the processes behave as one portal…');
    const checks = await runScaleOutChecks(cluster);
    console.log('  one API process against two…');
    const throughput = await measureThroughput(cluster);
    console.log('  killing one API process under load…');
    const kill = await measureKill(cluster);
    if (kill.failedShare > 1) {
      console.error(`✘ ${kill.failedShare} % of requests failed after the kill (target ≤ 1 %)`);
      process.exitCode = 1;
    }
    return {
      setup: 'PostgreSQL, Redis, s3rver, 2 API processes (RUN_JOBS=false), 2 workers, HAProxy',
      loadAverageBefore,
      checks,
      throughput,
      kill,
    };
  } finally {
    await cluster.stop();
  }
});
