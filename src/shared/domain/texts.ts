/** German texts of the specs, word for word, used by both the browser and the server. Add, never paraphrase. */
export const texts = {
  siteName: 'Lesefunke',
  required: 'Dieses Feld muss ausgefüllt werden',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  passwordsMustMatch: 'Die Passwörter müssen übereinstimmen',
  loginInvalid: 'Ungültige Zugangsdaten',
  unknownError: 'Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  notFound: 'Huch, diese Seite ist uns leider nicht bekannt.',
  serverError: 'Oh nein, unser Server spielt verrückt! Wir sind bald wieder für Sie da.',
  somethingWentWrong: 'Etwas ist schief gelaufen!',
  invalidCode: 'Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.',
  codePlaceholder: 'Hier Code eingeben',
  codeSectionTitle: 'Schüler- & Verleihcode',
  trialCta: 'Jetzt testen!',
  overviewHeadline: 'Boardstory Übersicht',
  noBoardstories: 'Keine zutreffenden Boardstories gefunden',
  newsletterSuccess:
    'Vielen Dank für Ihre Anmeldung. Sie erhalten umgehend eine E-Mail von uns. Bitte klicken Sie hier auf den enthaltenen Link, um Ihre Anmeldung zu bestätigen.',
  newsletterFailure: 'Leider ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.',
  // newsletter (issue 4): field checks and the double opt-in page
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  captchaRequired: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  newsletterConfirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  newsletterConfirmFailed: 'Dieser Bestätigungslink ist leider ungültig oder wurde bereits verwendet.',
  noPosts: 'Keine Beiträge gefunden',
  noHits: 'Keine Treffer',
  searching: 'Wird gesucht...',
  allResults: 'Alle Ergebnisse anzeigen',
  searchPlaceholder: 'Suchbegriff eingeben',
  searchHeading: 'Alle Ergebnisse zum Begriff',
  licenceSoonExpiring: 'Lizenz läuft bald ab. Verlängern?',
  licenceExpired: 'Lizenz abgelaufen. Verlängern?',
  validUntilLabel: 'Gültig bis',
  rentalAccess: 'Verleihzugang',
  // PWA (issue 2 item 7)
  offlineNotice: 'Sie sind offline. Bereits angesehene Seiten bleiben verfügbar.',
  updateAvailable: 'Eine neue Version von Lesefunke ist verfügbar.',
  updateNow: 'Jetzt aktualisieren',
} as const;

/** "{title} | Lesefunke" (CONTRACT: page title template). */
export const pageTitle = (title?: string) => (title ? `${title} | ${texts.siteName}` : texts.siteName);
