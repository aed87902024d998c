import Bowser from 'bowser';

/** A signed-in device's browser and operating system, as its User-Agent names them. */
export type DeviceClient = { browser: string; operatingSystem: string };

/** Longer is no name (a User-Agent is the client's to write). */
const MAX_NAME_LENGTH = 40;

const tidy = (name: string | undefined) => (name ?? '').trim().slice(0, MAX_NAME_LENGTH);

/**
 * The browser and operating system a User-Agent header names ("Chrome", "Android"), read by
 * bowser (MIT) so an administrator tells a company's devices apart
 * (docs/product/codes-and-licences.md#devices); '' for what it does not name. Names only —
 * versions change with every update and would make one browser look like another.
 */
export function clientOfUserAgent(userAgent: string | undefined): DeviceClient {
  if (!userAgent) return { browser: '', operatingSystem: '' };
  try {
    const parser = Bowser.getParser(userAgent);
    return { browser: tidy(parser.getBrowserName()), operatingSystem: tidy(parser.getOSName()) };
  } catch {
    return { browser: '', operatingSystem: '' };
  }
}
