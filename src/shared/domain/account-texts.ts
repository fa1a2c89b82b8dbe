/** German texts of the specs, word for word (accounts, log-in, profile and newsletter forms). Add, never paraphrase. */
export const accountTexts = {
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  passwordsMustMatch: 'Die Passwörter müssen übereinstimmen',
  loginInvalid: 'Ungültige Zugangsdaten',
  newsletterSuccess:
    'Vielen Dank für Ihre Anmeldung. Sie erhalten umgehend eine E-Mail von uns. Bitte klicken Sie hier auf den enthaltenen Link, um Ihre Anmeldung zu bestätigen.',
  newsletterFailure: 'Leider ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.',
  // newsletter (docs/content.md#newsletter): field checks and the double opt-in page
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  captchaRequired: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  newsletterConfirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  newsletterConfirmFailed: 'Dieser Bestätigungslink ist leider ungültig oder wurde bereits verwendet.',
  // accounts: the product's texts word for word (docs/errors.md, docs/accounts.md); the rest fills gaps it leaves
  tosConsentRequired: 'Sie müssen den AGB und Nutzungsbedingungen zustimmen, um fortzufahren',
  tosRequired: 'Sie müssen den AGB zustimmen, um fortzufahren',
  emailExists: 'Diese E-Mail-Adresse existiert bereits',
  userDoesNotExist: 'Dieser User existiert nicht',
  tosLoginFailed: 'Anmeldung fehlgeschlagen.',
  emailChangeExpired: 'Die Frist zur Bestätigung ihrer neuen Emailadresse ist leider abgelaufen',
  emailChangeUnknown: 'Ihr Bestätigungslink ist leider ungültig',
  emailChangeTaken: 'Es ist Bereits ein anderer Account auf diese Email registriert',
  emailChangeFailed: 'Es ist ein Fehler bei der Änderung ihrer Email aufgetreten.',
  emailInUse: 'Diese Email ist bereits in Benutzung',
  emailChangeSent: 'Es wurde eine Bestätigungsmail an die neue Adresse gesendet. Bitte klicken sie auf den Bestätigungslink.',
  invitationInvalid: 'Der Einladungslink ist ungültig',
  invitationAccepted: 'Diese Einladung wurde bereits angenommen',
  dataSaved: 'Die Daten wurden erfolgreich aktualisiert',
  unsavedChanges: 'Ihre Eingaben sind noch nicht gesichert. Wenn Sie fortfahren gehen alle Änderungen verloren.',
  bookmarkLoginRequired: 'Um die Boardstory merken zu können, müssen Sie angemeldet sein.',
  notYetActivated: 'noch nicht aktiviert',
  expired: 'abgelaufen',
  tooManyLogins: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  // the server's 429 of mail-sending requests (docs/security.md#rate-limits): the browser shows it as it comes
  tooManyMails: 'Zu viele E-Mails angefordert. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  notConfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail.',
  linkInvalid: 'Dieser Link ist leider ungültig oder abgelaufen.',
} as const;
