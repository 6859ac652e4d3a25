/**
 * Reading the TRUST_PROXY setting (see AppOptions.trustProxy): unset, '', '0' or 'false' — no proxy;
 * a number — that many proxies ('true' reads as one); anything else — the proxies' addresses or
 * ranges, comma-separated (`127.0.0.1`, `10.0.0.0/8`, `loopback`).
 */
export function trustedProxies(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY must be 0-10 proxies or their addresses, got ${value}`);
    return hops;
  }
  return value;
}

/**
 * What to warn about at start-up (issue 27): with a count of proxies the server believes the last
 * entries of X-Forwarded-For from whoever connects, so if its port is reachable directly, a client
 * can write any address it likes there and slip past the per-address limits. Addresses do not
 * have that trap: the header is only read when the connection comes from a listed proxy.
 */
export function trustProxyWarning(setting: number | string): string | null {
  if (typeof setting !== 'number' || setting === 0) return null;
  return `TRUST_PROXY=${setting} trusts X-Forwarded-For from any connection: if this server's port can be reached without the proxy, clients can forge their address and dodge the per-address limits. Set TRUST_PROXY to the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8) instead.`;
}
