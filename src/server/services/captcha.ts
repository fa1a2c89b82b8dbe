import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * The self-hosted proof-of-work captcha (ALTCHA). A challenge is signed with a key derived from SECRET,
 * so the server keeps no state until a solution arrives; then the challenge's signature goes into
 * used_captchas, and a second submission of the same solution is refused (`frcSolution`; see docs/content.md#newsletter).
 */
const ALGORITHM = 'SHA-256';
// the number of hashes a browser tries on average: well under a second on a phone, a cost to a bot sending thousands
const COUNTER_MIN = 10_000;
const COUNTER_MAX = 40_000;
const LIFETIME_MS = 10 * 60_000;

const secrets = (secret: string) => ({
  hmacSignatureSecret: crypto.createHmac('sha256', secret).update('altcha-challenge').digest('hex'),
  hmacKeySignatureSecret: crypto.createHmac('sha256', secret).update('altcha-key').digest('hex'),
});

export async function newChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + LIFETIME_MS),
    ...secrets(secret),
  });
}

// the widget's payload: base64 of { challenge, solution }
const payloadSchema = v.object({
  challenge: v.object({ parameters: v.record(v.string(), v.unknown()), signature: v.string() }),
  solution: v.object({ counter: v.number(), derivedKey: v.string(), time: v.optional(v.number()) }),
});

const rejected = (why: string) => new ApiError(400, 'invalid_captcha', `captcha ${why}`);

function parsePayload(frcSolution: string) {
  try {
    const parsed = v.safeParse(payloadSchema, JSON.parse(Buffer.from(frcSolution, 'base64').toString('utf8')));
    if (parsed.success) return parsed.output;
  } catch {
    // not base64 JSON: answered below like any other malformed solution
  }
  throw rejected('solution is malformed');
}

/** Verifies a solution and marks it used; throws a 400 for a wrong, expired or already used one. */
export async function consumeSolution(db: Db, secret: string, frcSolution: string): Promise<void> {
  const payload = parsePayload(frcSolution);
  const challenge = payload.challenge as unknown as Challenge;
  let result;
  try {
    result = await verifySolution({ challenge, solution: payload.solution as Solution, deriveKey, ...secrets(secret) });
  } catch {
    throw rejected('solution is malformed');
  }
  if (result.expired) throw rejected('challenge expired');
  if (!result.verified) throw rejected('solution is invalid');

  const expiresAt = new Date(Number(challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + LIFETIME_MS);
  // one statement decides, so two requests racing with the same solution cannot both pass
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature: payload.challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  if (inserted.length === 0) throw rejected('solution was already used');
  // expired entries can never be replayed (the challenge itself has expired), so they need not be kept
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
}
