import { describe, expect, it } from 'vitest';
import { createTaskLimiter } from './task-limiter.ts';

/** A task the test finishes by hand. */
function deferredTask(log: string[], name: string) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = () => resolve(name);
      fail = reject;
    });
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the task limiter', () => {
  it('runs at most the given number at once and starts the next as one ends', async () => {
    const run = createTaskLimiter(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => deferredTask(log, name));
    const results = tasks.map(({ task }) => run(task));
    expect(log).toEqual(['start a', 'start b']);

    tasks[1]?.finish();
    await expect(results[1]).resolves.toBe('b');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);

    tasks[0]?.fail(new Error('refused'));
    await expect(results[0]).rejects.toThrow('refused');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });
});
