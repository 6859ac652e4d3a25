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
