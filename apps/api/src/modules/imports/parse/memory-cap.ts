import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `VmData` in /proc/self/status: the process's private writable memory, in kB. */
const DATA_SIZE = /^VmData:\s+(\d+) kB$/m;
/** The data limit in /proc/self/limits: soft and hard, in bytes. */
const DATA_LIMIT = /^Max data size\s+(\d+|unlimited)\s+(\d+|unlimited)\s+bytes\s*$/m;

/** The process's data size now (`VmData`), in bytes: what `capDataGrowth` caps. */
export function dataSize(): number {
  const match = DATA_SIZE.exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error('/proc/self/status gives no VmData');
  return Number(match[1]) * 1024;
}

function dataLimits(): { soft?: string; hard?: string } {
  const match = DATA_LIMIT.exec(readFileSync('/proc/self/limits', 'utf8'));
  if (!match) throw new Error('/proc/self/limits gives no data limit');
  return { soft: match[1], hard: match[2] };
}

/**
 * Lets this process's data grow by at most `growthBytes` from now on, enforced by the kernel
 * (RLIMIT_DATA, soft and hard, set with util-linux's prlimit: Node has no setrlimit). It
 * counts what the V8 heap limit does not: ArrayBuffers, malloc, thread stacks. Past it an
 * allocation fails: V8 stops the process (out of memory) or throws `Array buffer allocation
 * failed`. Measured from the current size because Node and pdf.js reserve far more address
 * space than they touch (over 1.6 GB of VmData at ~110 MB resident), which varies by version.
 * Throws when the cap cannot be set or is not in force: a parser must not run without it.
 */
export function capDataGrowth(growthBytes: number): number {
  const limit = dataSize() + growthBytes;
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--data=${limit}:${limit}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    throw new Error(`Cannot cap the parser process's memory with prlimit (util-linux)`, {
      cause: error,
    });
  }
  const { soft, hard } = dataLimits();
  if (soft !== String(limit) || hard !== String(limit)) {
    throw new Error(`The parser process's data limit is ${soft}/${hard}, not ${limit}`);
  }
  return limit;
}
