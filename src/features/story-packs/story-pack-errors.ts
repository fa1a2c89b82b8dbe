/** A failure of saving a story pack the user can act on; its message is shown as it is. */
export class StoryPackError extends Error {}

export const NOT_ENOUGH_SPACE =
  'Auf diesem Gerät ist nicht genug Speicherplatz frei. Bitte löschen Sie gespeicherte Geschichten oder andere Daten.';
export const NOT_ALLOWED = 'Diese Geschichte kann mit Ihren Rechten nicht gespeichert werden.';
export const FAILED = 'Die Geschichte konnte nicht vollständig gespeichert werden. Bitte versuchen Sie es erneut.';
