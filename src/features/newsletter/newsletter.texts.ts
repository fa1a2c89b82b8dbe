/**
 * The newsletter form's own labels and the privacy note ("using the e-mail for similar offers", see
 * docs/content.md#newsletter).
 */
export const newsletterTexts = {
  footerTitle: 'Newsletter',
  footerText: 'Neue Boardstories und Ideen für den Unterricht, einmal im Monat.',
  // the fields' labels and the button, shared with the form's place (lazy-newsletter.tsx)
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  send: 'Senden',
  consent: 'Ich möchte den Newsletter erhalten und bin mit der Verarbeitung meiner Angaben dafür einverstanden.',
  privacyLink: 'Hinweis zum Datenschutz',
  privacyTitle: 'Hinweis zum Datenschutz',
  privacyText:
    'Wir verwenden Ihre E-Mail-Adresse auch, um Sie über ähnliche Angebote von Lesefunke zu informieren. Sie können dem jederzeit widersprechen, zum Beispiel über den Abmeldelink in jeder E-Mail, ohne dass Ihnen dafür andere als die Übermittlungskosten nach den Basistarifen entstehen.',
  salutations: ['Frau', 'Herr', 'Divers'],
} as const;
