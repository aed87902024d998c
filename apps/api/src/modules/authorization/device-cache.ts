import { LRUCache } from 'lru-cache';
import type { Database } from '../../platform/db/database.ts';
import type { StopListening } from '../../platform/db/notifications.ts';
import type { findDevicesForAuthentication } from './authorization.queries.ts';

/** Every company's device row with one deviceGuid (decision 0033), as authentication reads them. */
type FoundDevices = Awaited<ReturnType<typeof findDevicesForAuthentication>>;

/** The channel migration 0005's trigger announces every changed device's deviceGuid on. */
const DEVICE_CHANGES_CHANNEL = 'device_changes';
/** A safety net only: entries are forgotten when their row changes, not when this runs out. */
const ENTRY_TTL_MS = 10 * 60 * 1000;

/**
 * The device rows that authenticated requests were checked against, so a device's next request
 * needs no query of its own (decision 0015). Kept by deviceGuid: all rows with that guid (one
 * per company, decision 0033), as the announcements name the guid. Every check (session, code, expiry, inactivity)
 * still runs on each request; only the row is remembered. A row is forgotten as soon as the
 * database announces its change (LISTEN on the trigger of migration 0005), whoever made it;
 * while the announcements may be missed (the listening connection is lost), nothing is
 * remembered and every request reads the database.
 */
export class DeviceCache {
  readonly #entries = new LRUCache<string, FoundDevices>({ max: 100_000, ttl: ENTRY_TTL_MS });
  #isListening = false;
  /** Counts forgettings, so a row read before one of them is not remembered after it. */
  #generation = 0;

  get isListening(): boolean {
    return this.#isListening;
  }

  /** The generation to hand back to {@link remember} with a row read from now on. */
  get generation(): number {
    return this.#generation;
  }

  recall(deviceGuid: string): FoundDevices | undefined {
    return this.#isListening ? this.#entries.get(deviceGuid) : undefined;
  }

  /** Keeps a row read at `readAt` unless its device (or any) was forgotten since. */
  remember(deviceGuid: string, found: FoundDevices, readAt: number): void {
    if (this.#isListening && readAt === this.#generation) this.#entries.set(deviceGuid, found);
  }

  forget(deviceGuid: string): void {
    this.#generation += 1;
    this.#entries.delete(deviceGuid);
  }

  setListening(isListening: boolean): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#isListening = isListening;
  }

  /** Hears the database's device changes until the returned function is called. */
  listen(database: Database): Promise<StopListening> {
    return database.listen(DEVICE_CHANGES_CHANNEL, {
      onNotification: (deviceGuid) => this.forget(deviceGuid.toLowerCase()),
      onListeningChange: (isListening) => this.setListening(isListening),
    });
  }
}
