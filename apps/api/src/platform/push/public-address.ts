import ipaddr from 'ipaddr.js';

/** RFC 6052's well-known NAT64 prefix: a DNS64 resolver's answer for an IPv4-only host. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
/** Global unicast: every public IPv6 address lies here; the rest is reserved or local. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is a public unicast one the server may post to (decision 0032).
 * ipaddr.js names the special ranges: an IPv4 address is public when it lies in none of them
 * (this-network 0/8, private 10/8 172.16/12 192.168/16, carrier-grade NAT 100.64/10, loopback,
 * link-local 169.254/16 with the cloud metadata service, 192.0.0/24, the documentation and
 * benchmarking nets 198.18/15, multicast, 240/4, broadcast). An IPv6 address must be global
 * unicast (2000::/3) outside every special range, which also refuses unique-local fc00::/7
 * (fd00:ec2::254), link-local, 6to4 and Teredo; an IPv4-mapped or well-known NAT64 address is
 * judged by the IPv4 address it carries. Anything unparsable (a zone id) is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.zoneId) return false;
  const embedded = embeddedIpv4Of(ipv6);
  if (embedded) return embedded.range() === 'unicast';
  return ipv6.match(GLOBAL_UNICAST) && ipv6.range() === 'unicast';
}

/** Whether an address is the machine's own (127/8, ::1, or either mapped into the other). */
export function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) one carries. */
function embeddedIpv4Of(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (!address.match(NAT64_WELL_KNOWN)) return null;
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}
