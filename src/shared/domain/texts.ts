/**
 * German texts of the specs, word for word, used by both the browser and the server. Add, never paraphrase.
 * This module holds what every page's frame says (header, footer, code entry, error and offline pages), so the
 * first load carries only these; the features' texts are in account-texts, story-texts and licence-texts.
 */
export const texts = {
  siteName: 'Lesefunke',
  required: 'Dieses Feld muss ausgefüllt werden',
  unknownError: 'Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  notFound: 'Huch, diese Seite ist uns leider nicht bekannt.',
  serverError: 'Oh nein, unser Server spielt verrückt! Wir sind bald wieder für Sie da.',
  somethingWentWrong: 'Etwas ist schief gelaufen!',
  invalidCode: 'Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.',
  // the 429 of the code lookup (docs/security.md#rate-limits), worded like invalidCode for the pupil who reads it
  tooManyCodeGuesses: 'Zu viele ungültige Codes. Bitte warte ein paar Minuten und versuch es dann noch einmal.',
  // offline nothing was checked (docs/codes.md#offline-check), so a code is never called invalid then, and a login says why it waits
  codeOffline: 'Sie sind offline. Der Code wird geprüft, sobald das Gerät wieder mit dem Internet verbunden ist.',
  loginOffline: 'Sie sind offline. Die Anmeldung ist möglich, sobald das Gerät wieder verbunden ist.',
  codePlaceholder: 'Hier Code eingeben',
  codeSectionTitle: 'Schüler- & Verleihcode',
  trialCta: 'Jetzt testen!',
  noPosts: 'Keine Beiträge gefunden',
  licenceSoonExpiring: 'Lizenz läuft bald ab. Verlängern?',
  licenceExpired: 'Lizenz abgelaufen. Verlängern?',
  // the account menu's warning (account-menu.ts) is part of the frame; licence-texts names it for the licence pages
  orderNotActivated: 'Bestellung wurde noch nicht aktiviert',
  externalSsoAccount: 'Externer SSO-Account',
  noName: 'Kein Name angegeben',
  // code entry (docs/codes.md#entry)
  codeSubmit: 'Senden',
  codeHelpPupils:
    'Mit einem Schülercode lesen Kinder eine Boardstory zu Hause oder auf Tablets. Schülercodes setzen eine gültige Lizenz voraus und werden auf der Seite der Boardstory erstellt.',
  codeHelpRental:
    'Ein Verleihcode ist für Kundinnen und Kunden von Bibliotheken, die eine Boardstory ausleihen. Er setzt eine Verleihlizenz voraus.',
  openCodeEntry: 'Schüler- & Verleihcode eingeben',
  closeCodeEntry: 'Codeeingabe schließen',
  ssoFailed: 'Die Anmeldung über den Single Sign-on ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
  // PWA (docs/offline.md#app-shell)
  offlineNotice: 'Sie sind offline. Bereits angesehene Seiten bleiben verfügbar.',
  updateAvailable: 'Eine neue Version von Lesefunke ist verfügbar.',
  updateNow: 'Jetzt aktualisieren',
  // offline (docs/offline.md#seen-pages)
  offlineHeading: 'Sie sind offline',
  offlinePageNeverSeen: 'Diese Seite wurde auf diesem Gerät noch nicht geöffnet und kann ohne Internetverbindung nicht angezeigt werden.',
  retry: 'Erneut versuchen',
  // the content service (WordPress behind CMS_BASE) down while Lesefunke answers (docs/content.md#sources); not in the spec
  contentUnavailableHeading: 'Inhalte gerade nicht erreichbar',
  contentUnavailable: 'Die Inhalte dieser Seite können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal – die Boardstories können Sie weiter nutzen.',
  toBoardstories: 'Zu den Boardstories',
  offlineSearch: 'Sie sind offline. Die Suche ist möglich, sobald das Gerät wieder verbunden ist.',
  offlineLastVisit: 'Offline – Stand Ihres letzten Besuchs am',
  // licences, orders and administration: the product's texts word for word (docs/licences-and-orders.md); the rest fills gaps
  licencesPageTitle: 'Eine Übersicht unserer Lizenzen',
} as const;

/** "{title} | Lesefunke" (see docs/interface.md#layout). */
export const pageTitle = (title?: string) => (title ? `${title} | ${texts.siteName}` : texts.siteName);

/** A text field's maximum length, shown at the field (every text field has one, see docs/security.md#input-limits). */
export const tooLong = (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`;
