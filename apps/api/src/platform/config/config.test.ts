import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('needs nothing set: port 8080, ./data, embedded database, demo data outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemoData: true,
      isProduction: false,
      monitoringDsn: null,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names the variable of a bad value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT must be a number/),
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT must be between/)]);
    expect(problemsOf({ DATABASE_URL: 'mysql://db/x' })[0]).toMatch(/^DATABASE_URL must start/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL /);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', BODY_LIMIT_BYTES: '-1' })).toHaveLength(2);
  });

  it('never echoes a secret in its message', () => {
    const problems = problemsOf({ SECRETS_KEY: 'my-very-secret-value' });
    expect(problems[0]).toMatch(/^SECRETS_KEY must be 32 random bytes/);
    expect(problems.join()).not.toContain('my-very-secret-value');
  });

  it('turns /metrics on only with a METRICS_TOKEN of 32 characters or more, never echoed', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    const token = 'a-metrics-token-of-enough-length-0123';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    const problems = problemsOf({ METRICS_TOKEN: 'short-secret' });
    expect(problems).toEqual([expect.stringMatching(/^METRICS_TOKEN must be at least 32/)]);
    expect(problems.join()).not.toContain('short-secret');
  });

  it('requires a shared SECRETS_KEY in production with PostgreSQL', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/sds' })[0],
    ).toMatch(/^SECRETS_KEY must be set in production/);
  });

  it('listens on every interface and never seeds in production, even when asked to', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.seedDemoData).toBe(false);
  });

  it('reads trusted proxies as a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
