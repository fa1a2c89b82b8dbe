import type { CodeSwitch } from '../../shared/domain/access-code-switches';
import { texts } from '../../shared/domain/texts';

/**
 * The code dialog's and the class sheet's own labels. The spec names the dialog's steps and messages (those
 * are in shared/domain/texts); the words around them are ours.
 */
export const codeTexts = {
  createCode: 'Neuen Code erstellen',
  stepValidity: 'Gültigkeit',
  stepFunctions: 'Funktionen und Material',
  stepOf: (step: number) => `Schritt ${step} von 2`,
  validFrom: 'Gültig ab',
  validUntil: 'Gültig bis',
  dayPlaceholder: 'TT.MM.JJJJ',
  dayRange: (from: string, to: string | null) => (to ? `Möglich vom ${from} bis ${to}.` : `Möglich ab ${from}.`),
  next: 'Weiter',
  back: 'Zurück',
  submit: 'Code erstellen',
  fixedSettings: 'Diese Einstellungen können später nicht mehr geändert werden.',
  functions: 'Funktionen',
  material: 'Material anzeigen',
  printSheet: 'Klassenblatt drucken',
  sheetValidity: (from: string, to: string) => `Gültig vom ${from} bis ${to}`,
  sheetWhere: (host: string) => `QR-Code scannen oder auf ${host} unter „${texts.openCodeEntry}“ eintippen.`,
  sheetSlip: (code: string) => `Zettel für Code ${code}`,
  sheetNoCodes: 'Für diese Boardstory gibt es keine gültigen Codes zum Drucken.',
  print: 'Drucken',
  backToStory: 'Zurück zur Boardstory',
  // codes grant access, so the list is never stored on the device (access-codes.queries.ts): offline it is unknown, not empty
  listOffline: 'Sie sind offline. Ihre Codes für diese Boardstory können angezeigt werden, sobald das Gerät wieder verbunden ist.',
} as const;

/**
 * The switches' labels. An explain story's text is its subtitles: the player names the same switch
 * "Keine Untertitel" there, so the dialog offers "Untertitel" instead of "Text" (see docs/codes.md#switches).
 */
export const switchLabel = (name: CodeSwitch, explain: boolean): string =>
  ({
    soundEnabled: 'Ton',
    subtitlesEnabled: explain ? 'Untertitel' : 'Text',
    autoplayEnabled: 'Autoplay',
    searchGameEnabled: 'Suchspiel',
    impulseEnabled: 'Impulse',
    quizEnabled: 'Quiz',
  })[name];
