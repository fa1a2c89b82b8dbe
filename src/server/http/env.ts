import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { SessionUser } from '../services/sessions';

/** What every handler can read from the context: set once per request by app.ts. */
export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    mailer: Mailer;
    user: SessionUser | null;
  };
};
