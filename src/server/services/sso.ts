import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidcClient from 'openid-client';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { EXTERNAL_SSO_DOMAIN } from '../../shared/domain/account-display';
import { isDeactivated } from './deactivation';

// Single sign-on with OpenID Connect (authorization code flow with PKCE, state and nonce) through
// openid-client. No login state lives in memory: what the callback must check travels in a signed,
// short-lived cookie. What does live in memory is the provider's metadata and, with it, the
// library's cache of the provider's signing keys.

type Oidc = NonNullable<Config['oidc']>;
/** What the callback must match; `retried` marks the one silent second round after a key rotation. */
export type SsoAttempt = { state: string; nonce: string; verifier: string; retried?: boolean };
export type SsoClaims = { sub: string; given_name?: string; family_name?: string };
export type SsoOutcome = { ok: true; claims: SsoClaims } | { ok: false; reason: string; retry: boolean };

/** Seconds a provider's clock may be ahead of or behind ours (iat, nbf, exp). */
export const SSO_CLOCK_TOLERANCE = 30;
/** Seconds one request to the provider may take; the browser is waiting. */
const PROVIDER_TIMEOUT = 10;

export const callbackUrl = (config: Config) => `${config.publicUrl}/auth/sso/callback`;

// One configuration per provider and client, discovered on first use. The library keeps the
// provider's key set with it: up to five minutes, sooner when an ID token names a key it does not
// know. A failed discovery is not kept, and a failed login drops the configuration so that the
// next one starts from fresh metadata and keys.
const configurations = new Map<string, Promise<oidcClient.Configuration>>();
const cacheKey = (oidc: Oidc) => `${oidc.issuer}|${oidc.clientId}`;

function forgetConfiguration(oidc: Oidc, which: Promise<oidcClient.Configuration>) {
  if (configurations.get(cacheKey(oidc)) === which) configurations.delete(cacheKey(oidc));
}

function configuration(oidc: Oidc): Promise<oidcClient.Configuration> {
  const cached = configurations.get(cacheKey(oidc));
  if (cached) return cached;
  const issuer = new URL(oidc.issuer);
  // plain http only for a provider on this machine (tests, local development); config.ts refuses others
  const insecure = issuer.protocol === 'http:' ? [oidcClient.allowInsecureRequests] : [];
  const pending = oidcClient
    .discovery(
      issuer,
      oidc.clientId,
      { [oidcClient.clockTolerance]: SSO_CLOCK_TOLERANCE },
      oidc.clientSecret ? oidcClient.ClientSecretBasic(oidc.clientSecret) : oidcClient.None(),
      { timeout: PROVIDER_TIMEOUT, execute: insecure },
    )
    .then((config) => {
      // the ID token's signature is checked with the provider's published keys even over TLS:
      // that is what makes the key cache and its rotation matter
      oidcClient.enableNonRepudiationChecks(config);
      return config;
    });
  configurations.set(cacheKey(oidc), pending);
  pending.catch(() => forgetConfiguration(oidc, pending));
  return pending;
}

/** Where to send the browser, and what its callback must match. */
export async function authorizationRedirect(config: Config, oidc: Oidc, retried = false): Promise<{ url: string; attempt: SsoAttempt }> {
  const provider = await configuration(oidc);
  const attempt: SsoAttempt = {
    state: oidcClient.randomState(),
    nonce: oidcClient.randomNonce(),
    verifier: oidcClient.randomPKCECodeVerifier(),
    ...(retried ? { retried } : {}),
  };
  const url = oidcClient.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(config),
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidcClient.calculatePKCECodeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, attempt };
}

/**
 * Why a sign-on failed, for the log: the library's error code and its fixed message, or the
 * provider's error code. Never a token, a claim or an address.
 */
export function failureReason(err: unknown): string {
  if (!err || typeof err !== 'object') return 'unknown';
  const { code, name, error, cause, message } = err as Record<string, unknown>;
  if (typeof error === 'string') return `provider answered ${error}`; // access_denied, invalid_grant …
  const detail = cause instanceof Error ? cause.message : typeof message === 'string' ? message : '';
  return [typeof code === 'string' ? code : String(name), detail].filter(Boolean).join(': ');
}

// Failures that fresh metadata and keys can cure: a key id or an algorithm we have not seen, or a
// key that changed under its id. Not a nonce or an issuer that does not match, not the provider's no.
const STALE = new Set(['OAUTH_KEY_SELECTION_FAILED', 'OAUTH_INVALID_RESPONSE']);

/**
 * The callback: checks state, exchanges the code with the PKCE verifier, verifies the ID token
 * (signature with the provider's keys, issuer, audience, times within the tolerance, nonce) and
 * answers the claims. A token that the cached metadata or keys cannot verify asks for one retry:
 * the code is spent, but a second round through the provider, with fresh ones, is silent for the
 * person (the library refetches keys for an unknown key id itself, but at most once a minute).
 */
export async function exchangeCode(config: Config, oidc: Oidc, query: URLSearchParams, attempt: SsoAttempt): Promise<SsoOutcome> {
  let pending: Promise<oidcClient.Configuration> | undefined;
  try {
    pending = configuration(oidc);
    const provider = await pending;
    // the redirect URI the provider saw, whatever host or proxy the request came through
    const current = new URL(callbackUrl(config));
    current.search = query.toString();
    const tokens = await oidcClient.authorizationCodeGrant(provider, current, {
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      pkceCodeVerifier: attempt.verifier,
    });
    const idToken = tokens.claims();
    if (!idToken) return { ok: false, reason: 'no id token', retry: false };
    const claims: SsoClaims = {
      sub: idToken.sub,
      given_name: typeof idToken.given_name === 'string' ? idToken.given_name : undefined,
      family_name: typeof idToken.family_name === 'string' ? idToken.family_name : undefined,
    };
    // a conforming provider may keep the names out of the ID token; then they are at its userinfo endpoint
    if (!claims.given_name && !claims.family_name && provider.serverMetadata().userinfo_endpoint) {
      const info = await oidcClient.fetchUserInfo(provider, tokens.access_token, claims.sub).catch(() => null);
      if (typeof info?.given_name === 'string') claims.given_name = info.given_name;
      if (typeof info?.family_name === 'string') claims.family_name = info.family_name;
    }
    return { ok: true, claims };
  } catch (err) {
    // the state matched (the route checks it before), so this may be stale metadata or keys: start afresh next time
    if (pending) forgetConfiguration(oidc, pending);
    const code = (err as { code?: unknown } | null)?.code;
    return { ok: false, reason: failureReason(err), retry: !attempt.retried && typeof code === 'string' && STALE.has(code) };
  }
}

/**
 * The external account of a provider subject: its address is generated from the subject (40 hex
 * characters in the sign-on domain, shown as "Externer SSO-Account"), it has no password, and the
 * provider vouches for it, so it is confirmed. Answers the user id and whether the terms consent is missing; an
 * account an operator deactivated is answered as such and gets no session.
 */
export async function externalUser(
  db: Db,
  issuer: string,
  claims: SsoClaims,
): Promise<{ id: number; needsTosConsent: boolean; deactivated?: true }> {
  const local = crypto.createHash('sha256').update(`${issuer}|${claims.sub}`).digest('hex').slice(0, 40);
  const email = `${local}@${EXTERNAL_SSO_DOMAIN}`;
  const [known] = await db
    .select({ id: users.id, tosConsentAt: users.tosConsentAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  // an operator deactivated it (npm run admin -- deactivate): the provider's word no longer lets it in
  if (known && isDeactivated(known.passwordHash)) return { id: known.id, needsTosConsent: false, deactivated: true };
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
