import * as v from 'valibot';
import { accessCodeSchema } from '../../shared/schemas/access-codes';

/** A typed code through the code schema: the code as the app writes it, or the message the field shows. */
export function checkCode(value: string): { code: string; error?: undefined } | { code?: undefined; error: string } {
  const parsed = v.safeParse(accessCodeSchema, value);
  return parsed.success ? { code: parsed.output } : { error: parsed.issues[0].message };
}
