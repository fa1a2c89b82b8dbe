import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

// A real OpenID provider (panva's oidc-provider, the certified implementation) on a free localhost
// port, for the single sign-on tests. The login and consent pages answer on their own for `person`;
// everything else — discovery, keys, authorization, token, userinfo — is the provider's own code.

export type Person = { sub: string; given_name: string; family_name: string };
export type SigningAlg = 'RS256' | 'PS256' | 'ES256';

type Options = { clientId: string; clientSecret: string; redirectUri: string; alg?: SigningAlg };

function signingKey(alg: SigningAlg): JWK {
  const { privateKey } =
    alg === 'ES256' ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }) : crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: crypto.randomUUID(), alg, use: 'sig' };
}

const publicPart = ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...rest }: JWK) => rest;

// The provider's clock: Date.now() is shifted only for code that runs inside one of its requests,
// so the app under test keeps the true time while the provider stamps iat/nbf/exp with its own.
const providerClock = new AsyncLocalStorage<number>();
const trueNow = Date.now;
let started = 0;

export async function startOidcProvider(options: Options) {
  let alg: SigningAlg = options.alg ?? 'RS256';
  let keys: JWK[] = [signingKey(alg)];
  const state = {
    /** who is logged in at the provider; its login page signs this person in without asking */
    person: { sub: 'person-1', given_name: 'Luc', family_name: 'Weber' } as Person,
    /** seconds the provider's clock runs ahead of the true time */
    clockOffset: 0,
    /** also stamp `nbf` into ID tokens, as some providers (Entra ID) do; it is what a skewed clock trips */
    stampNotBefore: false,
    /** publish other keys under the same ids than the ones the provider signs with */
    impostorKeys: null as JWK[] | null,
    /** answer the next n discovery requests with 503 */
    failDiscovery: 0,
    /** requests per kind, to see what the app caches */
    requests: { discovery: 0, jwks: 0, token: 0 },
  };

  let provider!: Provider;
  let handle!: ReturnType<Provider['callback']>;
  const server = http.createServer((req, res) => {
    providerClock.run(state.clockOffset, () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/.well-known/openid-configuration') {
        state.requests.discovery++;
        if (state.failDiscovery > 0) {
          state.failDiscovery--;
          res.writeHead(503).end();
          return;
        }
      }
      if (path === '/jwks') {
        state.requests.jwks++;
        if (state.impostorKeys) {
          res.writeHead(200, { 'content-type': 'application/jwk-set+json' }).end(JSON.stringify({ keys: state.impostorKeys }));
          return;
        }
      }
      if (path === '/token') state.requests.token++;
      if (path.startsWith('/interaction/')) {
        void finishInteraction(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
        return;
      }
      void handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  if (started++ === 0) Date.now = () => trueNow() + (providerClock.getStore() ?? 0) * 1000;

  /** The login and consent page: `person` logs in and agrees to what the app asked for. */
  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: state.person.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: state.person.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  function build() {
    const configuration: Configuration = {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          id_token_signed_response_alg: alg,
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys },
      cookies: { keys: ['oidc-provider-test-cookie-key'] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      claims: { openid: ['sub', 'nbf'], profile: ['given_name', 'family_name'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({
          sub,
          ...(sub === state.person.sub ? { given_name: state.person.given_name, family_name: state.person.family_name } : {}),
          ...(state.stampNotBefore ? { nbf: Math.floor(Date.now() / 1000) } : {}),
        }),
      }),
    };
    // its in-memory store is the point here; its warning about that is not
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void (String(args[0]).includes('in-memory adapter') || warn(...args));
    try {
      provider = new Provider(issuer, configuration);
    } finally {
      console.warn = warn;
    }
    handle = provider.callback();
  }
  build();

  return {
    issuer,
    state,
    /**
     * A key rotation as a provider does it: a new signing key (optionally of another algorithm) goes
     * in front of the published set and signs from now on; the previous keys stay published.
     */
    rotateKey(nextAlg: SigningAlg = alg) {
      alg = nextAlg;
      keys = [signingKey(alg), ...keys];
      build();
      return keys[0].kid;
    },
    /** Other public keys under the ids of the provider's keys (for `state.impostorKeys`). */
    impostorFor: () => keys.map((k) => ({ ...publicPart(signingKey(k.alg as SigningAlg)), kid: k.kid })),
    close: () =>
      new Promise<void>((resolve) => {
        if (--started === 0) Date.now = trueNow;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
