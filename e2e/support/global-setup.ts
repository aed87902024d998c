import { startMonitoringReceiver } from './monitoring-receiver.ts';

/** Starts the local monitoring receiver for the whole run; returns its teardown. */
export default async function globalSetup() {
  const receiver = await startMonitoringReceiver();
  return () => new Promise<void>((resolve) => receiver.close(() => resolve()));
}
