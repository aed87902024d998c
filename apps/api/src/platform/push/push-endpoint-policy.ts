import type { LookupAddress } from 'node:dns';
import { lookup as lookupInDns } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { PushEndpointRefusal } from '@sds/contract';
import type { Config } from '../config/config.ts';
import { isLoopbackAddress, isPublicAddress } from './public-address.ts';

/** Every address a host name stands for, as `dns.lookup(name, {all: true})` answers. */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

/** The machine's resolver (getaddrinfo: /etc/hosts, then DNS). */
export const systemHostLookup: HostLookup = (hostname) => lookupInDns(hostname, { all: true });

/** A connection the policy refused: the socket never opens (decision 0032). */
export class PushEndpointRefusedError extends Error {
  readonly code = 'ERR_PUSH_ENDPOINT_REFUSED';
  readonly reason: PushEndpointRefusal;

  constructor(reason: PushEndpointRefusal, host: string) {
    super(`Push endpoint ${host} refused: ${reason}`);
    this.name = 'PushEndpointRefusedError';
    this.reason = reason;
  }
}

export interface PushEndpointPolicyOptions {
  /** PUSH_ALLOWED_HOSTS: exact hosts and `*.suffix` patterns; null allows any public host. */
  allowedHosts: readonly string[] | null;
  /** PUSH_TEST_HOSTS: local stand-ins, reached over http and on loopback (never production). */
  testHosts: readonly string[];
  lookup: HostLookup;
  /** How long a host's resolution may take. */
  lookupTimeoutMs: number;
}

/** A URL's host name as the resolver takes it: no IPv6 brackets, no trailing dot, lower case. */
const bareHostOf = (hostname: string) =>
  hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Where Web Push may go (decision 0032): `https:` endpoints without credentials, on a host of
 * PUSH_ALLOWED_HOSTS when it is set, every address of which is public. Registration checks an
 * endpoint whole ({@link check}); the sender checks the URL ({@link refusalOf}) and connects
 * through {@link connectLookup}, which resolves the host again and hands the socket only
 * addresses it has just checked, so a DNS answer that changed since (rebinding) cannot slip
 * between the check and the connection.
 */
export class PushEndpointPolicy {
  readonly #options: PushEndpointPolicyOptions;

  constructor(options: PushEndpointPolicyOptions) {
    this.#options = options;
  }

  /** What the URL alone refuses (scheme, credentials, allowed hosts, a non-public IP literal). */
  refusalOf(url: URL): PushEndpointRefusal | null {
    const host = bareHostOf(url.hostname);
    const isTestHost = this.#isTestHost(host);
    const isHttpAllowed = url.protocol === 'http:' && isTestHost;
    if (url.protocol !== 'https:' && !isHttpAllowed) return 'push-endpoint-not-https';
    if (url.username !== '' || url.password !== '') return 'push-endpoint-credentials';
    if (!isTestHost && !this.#isAllowedHost(host)) return 'push-endpoint-host-not-allowed';
    if (isIP(host) !== 0 && !this.#isAllowedAddress(host, isTestHost)) {
      return 'push-endpoint-not-public';
    }
    return null;
  }

  /** A subscription's endpoint at registration: the URL, then every address its host has now. */
  async check(endpoint: string): Promise<PushEndpointRefusal | null> {
    const url = URL.parse(endpoint);
    if (!url) return 'push-endpoint-not-https';
    const refusal = this.refusalOf(url);
    if (refusal) return refusal;
    const host = bareHostOf(url.hostname);
    if (isIP(host) !== 0) return null;
    try {
      await this.#resolveAllowed(host);
      return null;
    } catch (error) {
      return error instanceof PushEndpointRefusedError
        ? error.reason
        : 'push-endpoint-unresolvable';
    }
  }

  /**
   * `net.connect`'s `lookup` for the sender's sockets: the host's addresses now, all of them
   * checked, or an error — a {@link PushEndpointRefusedError} when one is not public. (IP
   * literals never reach a lookup; {@link refusalOf} judged them.)
   */
  readonly connectLookup: LookupFunction = (hostname, options, callback) => {
    this.#resolveAllowed(bareHostOf(hostname)).then(
      (resolved) => {
        const family = options.family === 4 || options.family === 6 ? options.family : null;
        const addresses = resolved.filter((entry) => family === null || entry.family === family);
        const [first] = addresses;
        if (!first) {
          callback(
            Object.assign(new Error(`No IPv${family} address for ${hostname}`), {
              code: 'ENOTFOUND',
            }),
            '',
          );
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  /** The host's addresses, if it has any in time and every one of them is allowed. */
  async #resolveAllowed(host: string): Promise<LookupAddress[]> {
    const { lookup, lookupTimeoutMs } = this.#options;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            Object.assign(new Error(`No address for ${host} within ${lookupTimeoutMs} ms`), {
              code: 'ETIMEOUT',
            }),
          ),
        lookupTimeoutMs,
      );
    });
    const addresses = await Promise.race([lookup(host), timeout]).finally(() =>
      clearTimeout(timer),
    );
    if (addresses.length === 0) {
      throw Object.assign(new Error(`No address for ${host}`), { code: 'ENOTFOUND' });
    }
    const isTestHost = this.#isTestHost(host);
    if (!addresses.every((entry) => this.#isAllowedAddress(entry.address, isTestHost))) {
      throw new PushEndpointRefusedError('push-endpoint-not-public', host);
    }
    return addresses;
  }

  #isAllowedAddress(address: string, isTestHost: boolean): boolean {
    return isPublicAddress(address) || (isTestHost && isLoopbackAddress(address));
  }

  #isTestHost(host: string): boolean {
    return this.#options.testHosts.includes(host);
  }

  #isAllowedHost(host: string): boolean {
    const { allowedHosts } = this.#options;
    if (!allowedHosts) return true;
    return allowedHosts.some((pattern) =>
      pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
    );
  }
}

/** The policy as configured; `lookup` is the machine's resolver unless a test stands in for DNS. */
export function pushEndpointPolicyFor(
  config: Config,
  lookup: HostLookup = systemHostLookup,
): PushEndpointPolicy {
  const { allowedHosts, testHosts, timeoutMs } = config.push;
  return new PushEndpointPolicy({ allowedHosts, testHosts, lookup, lookupTimeoutMs: timeoutMs });
}
