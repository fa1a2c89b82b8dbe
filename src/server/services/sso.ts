import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { EXTERNAL_SSO_DOMAIN } from '../../shared/domain/account-display';

// Single sign-on with OpenID Connect (authorization code flow with PKCE), written against the
// standard endpoints of the provider's discovery document. No state lives in memory: what the
// callback must check travels in a signed, short-lived cookie.

type Oidc = NonNullable<Config['oidc']>;
type Discovery = { authorization_endpoint: string; token_endpoint: string; jwks_uri: string; issuer: string };
export type SsoAttempt = { state: string; nonce: string; verifier: string };

const ssoError = (description: string) => new ApiError(502, 'sso_failed', description);
const b64url = (buf: Buffer) => buf.toString('base64url');

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw ssoError(`provider answered ${res.status}`);
  return (await res.json()) as T;
}

const discover = (oidc: Oidc) => getJson<Discovery>(`${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);

export const callbackUrl = (config: Config) => `${config.publicUrl}/auth/sso/callback`;

/** Where to send the browser, and what its callback must match. */
export async function authorizationRedirect(config: Config, oidc: Oidc): Promise<{ url: string; attempt: SsoAttempt }> {
  const discovery = await discover(oidc);
  const attempt = { state: b64url(crypto.randomBytes(24)), nonce: b64url(crypto.randomBytes(24)), verifier: b64url(crypto.randomBytes(32)) };
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: oidc.clientId,
    redirect_uri: callbackUrl(config),
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: b64url(crypto.createHash('sha256').update(attempt.verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString(), attempt };
}

type Claims = { iss: string; aud: string | string[]; exp: number; nonce?: string; sub: string; given_name?: string; family_name?: string };

/** Verifies the ID token's RS256 signature with the provider's keys, then issuer, audience, expiry and nonce. */
async function verifyIdToken(idToken: string, discovery: Discovery, oidc: Oidc, nonce: string): Promise<Claims> {
  const [head, body, signature] = idToken.split('.');
  if (!head || !body || !signature) throw ssoError('malformed id token');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; kid?: string };
  if (header.alg !== 'RS256') throw ssoError('unsupported id token algorithm');
  const { keys } = await getJson<{ keys: (crypto.JsonWebKey & { kid?: string })[] }>(discovery.jwks_uri);
  const jwk = keys.find((k) => k.kty === 'RSA' && (!header.kid || k.kid === header.kid));
  if (!jwk) throw ssoError('no key for the id token');
  const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
  if (!crypto.verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'))) throw ssoError('bad id token signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== discovery.issuer || !audience.includes(oidc.clientId) || claims.exp * 1000 < Date.now() || claims.nonce !== nonce) {
    throw ssoError('id token not for us');
  }
  return claims;
}

/** Exchanges the callback's code for the verified claims of the person who logged in. */
export async function exchangeCode(config: Config, oidc: Oidc, code: string, attempt: SsoAttempt): Promise<Claims> {
  const discovery = await discover(oidc);
  const tokens = await getJson<{ id_token?: string }>(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(oidc.clientId)}:${encodeURIComponent(oidc.clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl(config), code_verifier: attempt.verifier }),
  });
  if (!tokens.id_token) throw ssoError('no id token');
  return verifyIdToken(tokens.id_token, discovery, oidc, attempt.nonce);
}

/**
 * The external account of a provider subject: its address is generated from the subject (40 hex
 * characters in the sign-on domain, shown as "Externer SSO-Account"), it has no password, and the
 * provider vouches for it, so it is confirmed. Answers the user id and whether the terms consent is missing.
 */
export async function externalUser(db: Db, issuer: string, claims: Claims): Promise<{ id: number; needsTosConsent: boolean }> {
  const local = crypto.createHash('sha256').update(`${issuer}|${claims.sub}`).digest('hex').slice(0, 40);
  const email = `${local}@${EXTERNAL_SSO_DOMAIN}`;
  const [known] = await db.select({ id: users.id, tosConsentAt: users.tosConsentAt }).from(users).where(eq(users.email, email));
  if (known) return { id: known.id, needsTosConsent: !known.tosConsentAt };
  const [created] = await db
    .insert(users)
    .values({
      email,
      firstName: claims.given_name ?? '',
      lastName: claims.family_name ?? '',
      isExternalUser: true,
      confirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, needsTosConsent: true };
  // a second callback of the same person won the race
  const [row] = await db.select({ id: users.id, tosConsentAt: users.tosConsentAt }).from(users).where(eq(users.email, email));
  return { id: row.id, needsTosConsent: !row.tosConsentAt };
}
