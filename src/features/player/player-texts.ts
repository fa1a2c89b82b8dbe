/** The player's German texts (the rights dialogs share theirs with the story page in shared/domain/texts). */
export const playerTexts = {
  // see docs/stories-and-player.md#player
  trailerMissing: 'Trailer aktuell nicht vorhanden',
  noSound: 'Kein Ton verfügbar',
  noAutoplay: 'Kein Autoplay',
  noText: 'Kein Text',
  noSubtitles: 'Keine Untertitel',
  appOnly: 'Spiele sind nur in der App verfügbar. Lade dir hier die App herunter, um Spiele zu spielen.',
  // ours
  loginTitle: 'Bitte anmelden',
  loginText: 'Bitte melden Sie sich an, um die Boardstory in voller Länge zu sehen.',
  buyText: 'Mit einer Lizenz sehen Sie alle Boardstories in voller Länge, spielen die Spiele und laden das Material herunter.',
  playerLabel: 'Videoplayer',
  videoError: 'Das Video kann gerade nicht abgespielt werden.',
  appStore: 'Zum App Store',
  readAlongTextInPicture: 'Der Text steht im Bild: Mitlesen zeigt den Satz nur zur Fassung ohne Text.',
} as const;

/** The app's store page for the iPhone/iPod modal. */
export const APP_STORE_URL = 'https://apps.apple.com/de/search?term=Lesefunke';
