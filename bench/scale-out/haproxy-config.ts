// The HAProxy configuration the scale-out benchmark runs behind, and the one docs/operations.md
// shows operators: round robin over the API processes, each checked on /api/ready, and a request
// that found a process dead (refused connection, reset, empty answer) sent again to the other.

export interface ProxyPorts {
  /** Both API processes. */
  both: number;
  /** The first API process alone, through the same proxy: the one-process baseline. */
  firstOnly: number;
  /** HAProxy's own statistics page (CSV at `/;csv`). */
  stats: number;
}

export function haproxyConfig(ports: ProxyPorts, servers: readonly string[]): string {
  const [first] = servers;
  if (!first) throw new Error('No API process to balance');
  const line = (address: string, index: number) =>
    `  server api${index + 1} ${address} check inter 1s fall 2 rise 2`;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A request that met a dead process goes to another one, once per remaining try.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option httpchk GET /api/ready
  option forwardfor
  http-reuse safe

listen portal
  bind 127.0.0.1:${ports.both}
  balance roundrobin
${servers.map(line).join('\n')}

listen portal-first-only
  bind 127.0.0.1:${ports.firstOnly}
${line(first, 0)}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
`;
}
