import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading): a refusal
 * then takes at least that long whatever work led to it, so the small differences left between
 * its paths (a real row locked or none) cannot be timed from outside (decision 0033).
 */
export async function waitForAnswerFloor(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
