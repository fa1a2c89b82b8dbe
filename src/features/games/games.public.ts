/** What the player uses of the games beyond their lazily loaded layer: their state, to store and restore with the position. */
export { gameProgressAtom, type GameProgress } from './game-progress';
