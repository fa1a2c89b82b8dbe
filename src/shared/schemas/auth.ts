import * as v from 'valibot';
import { texts } from '../domain/texts';
import { MAX, maxChars } from './text';

const required = v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required));

/** POST /auth/login; `username` is the e-mail address. */
export const loginSchema = v.object({
  username: v.pipe(required, maxChars(MAX.email)),
  password: v.pipe(v.string(texts.required), v.nonEmpty(texts.required), maxChars(MAX.password)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** GET /api/me and the login answer: never a password hash or a token. */
export type Me = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  salutation: string;
  name: string;
  isExternalUser: boolean;
  isAdmin: boolean;
  bookmarks: number[];
};
