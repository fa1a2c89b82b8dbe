/**
 * What other features use of the class results besides the queries: the player and the games report a pupil's turn
 * (see docs/codes.md#class-results).
 */
export { turnEvents, useTurnLifetime, useTurnReporting } from './use-turn';
