import type { Section, TopicArea, VideoItem } from '../../shared/schemas/cms';
import { picture, trailer } from './cms-images';
import { html, type PostDef } from './cms-posts';

/** Explanatory videos of the video grid (GET /lesefunke/v2/videos), filterable by category. */
export const explanatoryVideos: VideoItem[] = [
  { title: 'Lesefunke in fünf Minuten', url: trailer('der-kleine-funke'), poster: picture('video-erste-schritte', '').url, category: 'Erste Schritte' },
  { title: 'Eine Boardstory am Whiteboard zeigen', url: trailer('die-mutige-maus'), poster: picture('video-whiteboard', '').url, category: 'Erste Schritte' },
  { title: 'Schülercodes erstellen', url: trailer('wie-entsteht-ein-regenbogen'), poster: picture('video-schuelercodes', '').url, category: 'Erste Schritte' },
  { title: 'Dialogisches Lesen in der Praxis', url: trailer('das-lied-der-wale'), poster: picture('video-dialogisches-lesen', '').url, category: 'Im Unterricht' },
  { title: 'Quiz und Suchspiel im Unterricht', url: trailer('fuchs-und-igel-im-herbst'), poster: picture('video-quiz', '').url, category: 'Im Unterricht' },
  { title: 'Verleihzugänge in der Bibliothek', url: trailer('die-sternenfischer'), poster: picture('video-bibliothek', '').url, category: 'Für Bibliotheken' },
];

export type PageDef = Omit<PostDef, 'categories' | 'daysAgo' | 'imageAlt' | 'excerpt'> & {
  template?: string;
  excerpt?: string;
  image?: { name: string; alt: string };
  sections?: Section[];
  /** yoast canonical: the page's content lives on at another path, where the browser redirects. */
  canonical?: string;
};

const faqItems = [
  ['Was ist eine Boardstory?', 'Eine Boardstory ist ein illustriertes Bilderbuch als kurzes Video – mit und ohne Text, mit Pausenpunkten für das Gespräch, Spielen und Material für den Unterricht.'],
  ['Welche Lizenz brauche ich?', 'Für einzelne Lehrkräfte genügt die Einzellizenz. Kollegien wählen die Team- oder Schullizenz, Bibliotheken die Bibliothekslizenz mit Verleihzugängen. Eine Übersicht finden Sie unter <a href="/lizenzen">Lizenzen</a>.'],
  ['Kann ich Lesefunke kostenlos testen?', 'Ja. „Der kleine Funke“ ist für alle frei, und mit „Jetzt testen!“ erhalten Sie zwei Wochen Zugang zu allen Boardstories.'],
  ['Wie funktionieren Schülercodes?', 'Lehrkräfte mit Lizenz erstellen auf der Seite einer Boardstory einen Code. Die Kinder geben ihn unten auf der Seite ein und können die Geschichte ohne Anmeldung anschauen.'],
  ['Funktioniert Lesefunke ohne Internet?', 'Ja. Installieren Sie Lesefunke als App; einmal geöffnete Seiten und Geschichten bleiben auf dem Gerät verfügbar.'],
  ['Welche Daten speichert Lesefunke?', 'Nur, was für Ihr Konto und Ihre Lizenz nötig ist. Von Kindern speichern wir keine personenbezogenen Daten. Details stehen in der <a href="/datenschutz">Datenschutzerklärung</a>.'],
].map(([title, text]) => ({ title, text: `<p>${text}</p>` }));

const aboutSections: Section[] = [
  { acf_fc_layout: 'image', image: picture('ueber-lesefunke-team', 'Das Lesefunke-Team vor einem Bücherregal'), caption: 'Das Lesefunke-Team in Leipzig' },
  { acf_fc_layout: 'text', text: html('Lesefunke bringt Bilderbücher ins Klassenzimmer – als Boardstories zum gemeinsamen Anschauen, Mitlesen und Mitspielen.', 'Wir sind Pädagoginnen, Illustratoren, Entwicklerinnen und Vorleser, die eines verbindet: Freude am Lesen.') },
  { acf_fc_layout: 'accordion', items: faqItems.slice(0, 3) },
  { acf_fc_layout: 'video_embed', title: 'Lesefunke in 30 Sekunden', url: trailer('der-kleine-funke'), poster: picture('video-erste-schritte', '').url },
  { acf_fc_layout: 'story_player', boardstory: 'die-mutige-maus', size: 'small' },
  { acf_fc_layout: 'video_grid', title: 'Erklärvideos', filter: true, videos: explanatoryVideos },
  { acf_fc_layout: 'video_carousel', title: 'Aus unseren Fortbildungen', videos: explanatoryVideos.slice(0, 5) },
  { acf_fc_layout: 'image_slider', interval: 5000, images: [1, 2, 3].map((n) => ({ ...picture(`slider-${n}`, `Lesefunke im Einsatz, Bild ${n}`), caption: ['Am Whiteboard', 'In der Bibliothek', 'Auf dem Tablet'][n - 1] })) },
  { acf_fc_layout: 'story_list', title: 'Unsere Lieblingsgeschichten', boardstories: ['der-kleine-funke', 'die-mutige-maus', 'das-lied-der-wale', 'wie-entsteht-ein-regenbogen'] },
  { acf_fc_layout: 'newsletter', title: 'Newsletter', text: 'Einmal im Monat: neue Boardstories, Unterrichtsideen und Termine für Fortbildungen.' },
];

/** Content pages; themenwelten lists the theme-world posts, so it is built once their ids are known. */
export function pageDefs(topicAreas: TopicArea[]): PageDef[] {
  return [
    { slug: 'faq', title: 'Häufige Fragen', description: 'Antworten auf häufige Fragen zu Lesefunke, Boardstories, Lizenzen und Schülercodes.',
      content: '', sections: [
        { acf_fc_layout: 'text', text: html('Hier finden Sie Antworten auf die häufigsten Fragen. Ihre Frage ist nicht dabei? Schreiben Sie uns an <a href="mailto:hallo@lesefunke.test">hallo@lesefunke.test</a>.') },
        { acf_fc_layout: 'accordion', items: faqItems },
      ] },
    { slug: 'kostenlose-online-fortbildungen', title: 'Kostenlose Online-Fortbildungen', image: { name: 'fortbildungen', alt: 'Eine Lehrerin vor einem Laptop mit Videokonferenz' },
      description: 'Kostenlose Online-Fortbildungen und Erklärvideos zu Leseförderung mit Boardstories.',
      content: '', sections: [
        { acf_fc_layout: 'text', text: html('In unseren kostenlosen Online-Fortbildungen zeigen erfahrene Lehrkräfte, wie Boardstories den Unterricht bereichern. Alle Aufzeichnungen können Sie jederzeit anschauen.', 'Die nächsten Live-Termine kündigen wir unter <a href="/aktuelles">Aktuelles</a> und im Newsletter an.') },
        { acf_fc_layout: 'video_grid', title: 'Aufzeichnungen und Erklärvideos', filter: true, videos: explanatoryVideos },
      ] },
    { slug: 'impressum', title: 'Impressum', description: 'Impressum von Lesefunke.',
      content: html('## Angaben gemäß § 5 DDG', 'Lesefunke GmbH<br>Musterstraße 12<br>04109 Leipzig', '## Vertreten durch', 'Geschäftsführung: Anna Beispiel', '## Kontakt', 'Telefon: 0341 1234567<br>E-Mail: hallo@lesefunke.test', '## Registereintrag', 'Amtsgericht Leipzig, HRB 00000', '## Umsatzsteuer-ID', 'DE000000000') },
    { slug: 'datenschutz', title: 'Datenschutzerklärung', description: 'Wie Lesefunke mit Ihren Daten umgeht.',
      content: html('## Verantwortliche Stelle', 'Lesefunke GmbH, Musterstraße 12, 04109 Leipzig, hallo@lesefunke.test', '## Welche Daten wir verarbeiten', '- Kontodaten: Name, E-Mail-Adresse, Anrede\n- Lizenz- und Bestelldaten\n- Technisch notwendige Daten beim Aufruf der Seite', '## Kinder', 'Schülercodes funktionieren ohne Anmeldung. Von Kindern speichern wir keine personenbezogenen Daten.', '## Cookies', 'Wir setzen nur ein technisch notwendiges Cookie für Ihre Anmeldung. Es gibt keine Werbe- oder Analyse-Cookies.', '## Ihre Rechte', 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Wenden Sie sich dazu an unseren Kundenservice.') },
    { slug: 'themenwelten', title: 'Themenwelten', template: 'topic-areas', image: { name: 'themenwelten', alt: 'Bunte Inseln mit Bäumen, Wellen und Sternen' },
      description: 'Themenwelten: Boardstories und Unterrichtsmaterial zu Jahreszeiten, Freundschaft, Wasser, Weltraum und Gefühlen.',
      content: html('Unsere Themenwelten bündeln Boardstories und Material zu einem Thema – ideal für Projektwochen und Unterrichtsreihen.'),
      acf: { topic_areas: topicAreas } },
    { slug: 'hilfe', title: 'Hilfe', canonical: '/faq', description: 'Die Hilfe ist jetzt Teil der häufigen Fragen.', content: html('Die Hilfe finden Sie jetzt unter <a href="/faq">Häufige Fragen</a>.') },
    { slug: 'ueber-lesefunke', title: 'Über Lesefunke', image: { name: 'ueber-lesefunke-team', alt: 'Das Lesefunke-Team vor einem Bücherregal' },
      description: 'Wer hinter Lesefunke steht und was uns antreibt.', content: '', sections: aboutSections },
    // the terms a buyer agrees to in the order (linked from its check step); last, so the other pages keep their ids
    { slug: 'agb', title: 'Allgemeine Geschäftsbedingungen', description: 'Die Allgemeinen Geschäftsbedingungen für Lizenzen von Lesefunke.',
      content: html(
        '## § 1 Geltungsbereich',
        'Diese Bedingungen gelten für alle Lizenzen, die Schulen, Kindergärten, Bibliotheken und Lehrkräfte bei der Lesefunke GmbH, Musterstraße 12, 04109 Leipzig, bestellen.',
        '## § 2 Vertragsschluss',
        'Mit „Jetzt kostenpflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung freischalten; bis dahin ist die Lizenz noch nicht aktiv.',
        '## § 3 Preise und Zahlung',
        'Es gelten die bei der Bestellung angezeigten Preise zuzüglich der gesetzlichen Mehrwertsteuer des Rechnungslandes. Ein eingelöster Aktionscode mindert den Preis der jeweiligen Bestellung.',
        '## § 4 Laufzeit',
        'Eine Lizenz gilt für die bei der Bestellung genannte Laufzeit. Eine Verlängerung schließt an die laufende Lizenz an.',
        '## § 5 Nutzung',
        'Die Boardstories und das Material dürfen in der eigenen Einrichtung im Unterricht und in der Bibliotheksarbeit gezeigt werden. Schüler- und Verleihcodes dürfen nur an die eigenen Schülerinnen, Schüler oder Kundinnen und Kunden weitergegeben werden.',
        '## § 6 Datenschutz',
        'Wie wir mit Daten umgehen, steht in der <a href="/datenschutz">Datenschutzerklärung</a>. Von Kindern speichern wir keine personenbezogenen Daten.',
      ) },
  ];
}
