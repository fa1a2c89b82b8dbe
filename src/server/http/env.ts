import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** The signed-in user of a request, as the session middleware (app.ts) finds it from the session cookie. */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  salutation: string;
  isExternalUser: boolean;
  isAdmin: boolean;
};

/** What every handler can read from the context: set once per request by app.ts. */
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    mailer: Mailer;
    user: SessionUser | null;
  };
};
