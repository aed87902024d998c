import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { HostLookup } from '../platform/push/push-endpoint-policy.ts';

/**
 * Public addresses of real push services and of the tests' example one, as the internet's DNS
 * answered them. Nothing connects to them: these machines reach no name server and no push
 * service, so a test that resolves a public host only checks what the server accepts.
 */
const publicRecords: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.185.106', '2a00:1450:4001:82a::200a'],
  'updates.push.services.mozilla.com': ['34.117.65.55'],
  'wns2-par02p.notify.windows.com': ['20.199.120.182'],
  'web.push.apple.com': ['17.188.180.99'],
  'push.example.net': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  localhost: ['127.0.0.1'],
};

/**
 * The DNS of the tests, handed to the app as its push hosts' resolver (createTestApp): a table
 * of names and the addresses they resolve to, which a test may change between two steps (a
 * host that resolves elsewhere by the time a push is sent). A name not in the table does not
 * resolve, as `dns.lookup` fails it (ENOTFOUND). It keeps the names it was asked, in order.
 */
export class TestDns {
  readonly #records = new Map(Object.entries(publicRecords));
  readonly asked: string[] = [];

  /** Makes `host` resolve to `addresses` from now on. */
  set(host: string, addresses: string[]): void {
    this.#records.set(host.toLowerCase(), addresses);
  }

  readonly lookup: HostLookup = async (hostname) => {
    this.asked.push(hostname);
    const addresses = this.#records.get(hostname.toLowerCase());
    if (!addresses) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
        code: 'ENOTFOUND',
        hostname,
      });
    }
    return addresses.map((address): LookupAddress => ({ address, family: isIP(address) }));
  };
}
