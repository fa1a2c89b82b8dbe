import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** WordPress-shaped content API, mounted at /cms/wp-json (CONTRACT §3). */
export const cmsRoutes = new Hono<AppEnv>();
