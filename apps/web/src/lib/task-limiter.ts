/** Runs a task when its turn comes; the promise settles as the task does. */
export type TaskLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `maxRunning` tasks at once, the others waiting in the order they came: several
 * uploads share the connection without one long queue or a flood of requests.
 */
export function createTaskLimiter(maxRunning: number): TaskLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  function startNext() {
    if (running >= maxRunning) return;
    const next = waiting.shift();
    if (!next) return;
    running += 1;
    next();
  }

  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            startNext();
          });
      });
      startNext();
    });
}
