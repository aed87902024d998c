import { ConfigError, loadConfig, type Config } from './config.ts';

/** A problem an operator can fix: one clear line naming the program, not a stack trace. */
export function exitWithMessage(program: string, message: string): never {
  console.error(`${program}: ${message}`);
  process.exit(1);
}

/** The environment's configuration, or exit with what is wrong in it (an entry point's start). */
export function loadConfigOrExit(program: string): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWithMessage(program, error.message);
    throw error;
  }
}
