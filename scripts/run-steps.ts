import { spawnSync } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * Runs steps one after another with inherited output, times each, and prints a summary.
 * Every step runs even after a failure, so one run shows everything that is wrong.
 * Returns true when all passed.
 */
export function runSteps(steps: Step[]): boolean {
  const results: { name: string; ok: boolean; seconds: number }[] = [];
  for (const step of steps) {
    console.log(`\n▶ ${step.name}`);
    const started = performance.now();
    const run = spawnSync(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    results.push({
      name: step.name,
      ok: run.status === 0,
      seconds: (performance.now() - started) / 1000,
    });
  }
  console.log('\nSummary');
  for (const result of results) {
    console.log(
      `  ${result.ok ? '✔' : '✘'} ${result.name.padEnd(40)} ${result.seconds.toFixed(1)} s`,
    );
  }
  return results.every((result) => result.ok);
}
