import { texts } from '../../shared/domain/texts';

/**
 * The front pages' own texts and defaults (see docs/content.md#front-pages), word for word where the spec gives them.
 */
export const homeTexts = {
  heroHeadline: 'Lernerfolg durch Lesespaß',
  // "a trial text with the product name"
  heroSignup: `${texts.siteName} kostenlos testen`,
  heroReadMore: 'Mehr erfahren',
  allNews: 'Alle Neuigkeiten anzeigen',
  showAll: 'Alle anzeigen',
  showLess: 'Weniger anzeigen',
  loading: 'Wird geladen…',
  // the front page without CMS content (components/plain-home.tsx); the spec has none, so these fill the gap
  plainLead: 'Boardstories für Schule und Bibliothek.',
  plainCatalogue: 'Zu den Boardstories',
} as const;
