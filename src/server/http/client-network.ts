import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { limitMail } from './rate-limit';
import type { AppEnv } from './env';
import type { SignedInEnv } from './require-user';

/** The client's address; app.request in tests has none. Behind a proxy every client shares the proxy's. */
export function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
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
