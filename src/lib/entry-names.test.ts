// src/main.tsx imports nothing of the app (its chunks would load and run before the drawn page is read), so it
// spells out the names it reads: here they are held to the modules that own them.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { OWN_THEME_KEY } from '../shared/domain/theme';
import { ROUTE_CHUNKS_META, ROUTE_STYLES_META, SERVER_ONLY_ATTRIBUTE } from '../shared/query-keys';
import { LOCAL_DB_NAME } from './local-db';

const entry = fs.readFileSync('src/main.tsx', 'utf8');
/** A string constant as its module declares it, for the modules this layer may not import. */
const declared = (file: string, name: string) => new RegExp(`const ${name} = '([^']+)'`).exec(fs.readFileSync(file, 'utf8'))?.[1];

it.each([
  ['SERVER_ONLY_ATTRIBUTE', SERVER_ONLY_ATTRIBUTE],
  ['ROUTE_CHUNKS_META', ROUTE_CHUNKS_META],
  ['ROUTE_STYLES_META', ROUTE_STYLES_META],
  ['OWN_THEME_KEY', OWN_THEME_KEY],
  ['LOCAL_DB_NAME', LOCAL_DB_NAME],
  ['SIGNED_IN_HINT', declared('src/server/http/session-cookie.ts', 'SIGNED_IN_HINT')],
  ['the class tablet\'s storage key', declared('src/features/class-tablet/class-tablet.atoms.ts', 'STORAGE')],
])('main.tsx names %s as its module does', (_, name) => {
  expect(name).toBeTruthy();
  expect(entry).toMatch(new RegExp(`['"]${name}['"=]`));
});
