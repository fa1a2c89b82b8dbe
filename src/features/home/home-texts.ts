import { texts } from '../../shared/domain/texts';

/** The front pages' own texts and defaults (part 1 §2 "Home, guest"), word for word where the spec gives them. */
export const homeTexts = {
  heroHeadline: 'Lernerfolg durch Lesespaß',
  // "a trial text with the product name"
  heroSignup: `${texts.siteName} kostenlos testen`,
  heroReadMore: 'Mehr erfahren',
  allNews: 'Alle Neuigkeiten anzeigen',
  showAll: 'Alle anzeigen',
  showLess: 'Weniger anzeigen',
  loading: 'Wird geladen…',
} as const;
