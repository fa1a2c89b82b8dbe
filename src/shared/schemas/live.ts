/**
 * What /live pushes (see docs/api.md#live): `{ type: 'changed', keys }` to every open tab of an organisation's members.
 * Each key names the data of the organisation that changed; the client invalidates exactly those queries.
 */
/** The WebSocket's path: an HTTP upgrade the Node server answers beside Hono, so not in the typed client's route table. */
export const LIVE_PATH = '/live';

export const liveKeys = ['order', 'members', 'invitations', 'access-codes', 'turns'] as const;
export type LiveKey = (typeof liveKeys)[number];
export type LiveMessage = { type: 'changed'; keys: LiveKey[] };
