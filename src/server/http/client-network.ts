import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';
import { limitMail } from './rate-limit';
import type { AppEnv } from './env';
import type { SignedInEnv } from './require-user';

type TrustedProxies = (address: string) => boolean;

/** An IPv4 address as the socket of an IPv6 server names it (::ffff:10.0.0.1), written as IPv4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');

const built = new WeakMap<readonly string[], TrustedProxies>();

/** Whether an address is one of the configured proxies (TRUST_PROXY: addresses and CIDR ranges of both families). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  let trusted = built.get(entries);
  if (trusted) return trusted;
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = net.isIP(plain(address)) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plain(address), family);
    else list.addSubnet(address, Number(prefix), net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  trusted = (address) => {
    const ip = plain(address);
    const family = net.isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
  built.set(entries, trusted);
  return trusted;
}

/**
 * The client behind the proxies: X-Forwarded-For read from the right, where each trusted proxy appended the
 * address it was called from; the first one that is no trusted proxy is the client. Everything left of it was
 * written by the client and could be anything. A hop that is no address at all ends the walk at the last proxy.
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  if (!trusted(peer) || !forwardedFor) return peer;
  let client = peer;
  for (const hop of forwardedFor.split(',').map((part) => part.trim()).reverse()) {
    if (!net.isIP(plain(hop))) return client;
    client = plain(hop);
    if (!trusted(client)) return client;
  }
  return client;
}

/**
 * The client's address; app.request in tests has none. The socket's peer, or behind a trusted proxy
 * (TRUST_PROXY) the address that proxy names; an untrusted peer's X-Forwarded-For is ignored, else anyone could
 * pick a fresh address per request and escape every limit.
 */
export function remoteAddress(c: Context): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
  const config = c.get('config') as Config | undefined;
  if (!config?.trustProxy.length) return peer;
  return forwardedClient(peer, c.req.header('x-forwarded-for'), trustedProxies(config.trustProxy));
}

/** Whether the request's socket comes from one of the TRUST_PROXY proxies: only theirs are X-Forwarded-* headers believed. */
export function fromTrustedProxy(c: Context, trustProxy: readonly string[]): boolean {
  if (!trustProxy.length) return false;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  return peer !== undefined && trustedProxies(trustProxy)(peer);
}

/**
 * The scheme the client used as a trusted proxy names it (X-Forwarded-Proto, its first value), else undefined: any
 * other peer's header is the client's own word, and would let anyone switch HSTS on or pick the origin writes are
 * checked against.
 */
export function forwardedProto(c: Context, trustProxy: readonly string[]): string | undefined {
  if (!fromTrustedProxy(c, trustProxy)) return undefined;
  return c.req.header('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() || undefined;
}

/**
 * The network a request comes from, as rate limits count it: an IPv4 address itself, an IPv6 address by
 * its /64 prefix (one household or one attacker holds a whole /64, and could rotate within it).
 */
export function networkOf(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export const clientNetwork = (c: Context) => networkOf(remoteAddress(c));

/** The mail limits of a request that would send a mail to `recipient` (429 with the German text when over). */
export const limitMailTo = (c: Context<AppEnv> | Context<SignedInEnv>, recipient: string) =>
  limitMail(c.var.db, recipient, clientNetwork(c), c.var.config.mailLimitPerNetwork);
