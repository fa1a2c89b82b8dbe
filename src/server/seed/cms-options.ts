import type { FrontPageBlocks, Options } from '../../shared/schemas/cms';
import { logo, picture, trailer } from './cms-images';

const appLinks = [
  { title: 'Im App Store laden', url: 'https://apps.apple.com/de/', target: '_blank' as const },
  { title: 'Bei Google Play laden', url: 'https://play.google.com/store/', target: '_blank' as const },
];
const supportTeaser: FrontPageBlocks['support_teaser'] = {
  headline: 'Wir sind für Sie da',
  text: 'Fragen zu Lizenz, Bestellung oder Technik? Unser Kundenservice hilft gern weiter.',
  hotlines: [
    { label: 'Schulen und Lehrkräfte', phone: '0341 1234567', hours: 'Mo–Fr 8–16 Uhr' },
    { label: 'Bibliotheken', phone: '0341 1234568', hours: 'Mo–Do 9–15 Uhr' },
  ],
};
const appTeaser: FrontPageBlocks['app_teaser'] = {
  headline: 'Lesefunke als App',
  text: 'Boardstories auf dem Tablet – auch ohne Internet im Klassenzimmer.',
  image: picture('app-teaser', 'Tablet mit der Lesefunke-App'),
  links: appLinks,
};
const publishers = ['Funkelbuch', 'Leselicht', 'Kleine Eule', 'Seitensprung', 'Bilderbogen', 'Sternschnuppe', 'Lesezelt', 'Papierschiff'];
const partners = ['Stiftung Lesen', 'Medienzentrum', 'Bibliotheksverband', 'Grundschulverband', 'Leseclub', 'Kinderbuchhaus', 'Lernwerkstatt'];
const logoSlug = (name: string) => name.toLowerCase().replace(/ /g, '-');

const guestBlocks: FrontPageBlocks = {
  header: {
    headline: 'Lernerfolg durch Lesespaß',
    text: 'Lesefunke bringt Bilderbücher als Boardstories ins Klassenzimmer – zum Anschauen, Mitlesen und Mitspielen.',
    video: trailer('die-mutige-maus'),
    poster: picture('hero', 'Die mutige Maus auf einer Wiese').url,
    signup_label: 'Lesefunke kostenlos testen',
    readmore_label: 'Mehr erfahren',
    readmore_url: '/faq',
  },
  intro: { headline: 'Geschichten, die Lust aufs Lesen machen', text: '<p>Über 25 Boardstories für Kita und Grundschule, jede mit Spielen, Gesprächsimpulsen und Material für den Unterricht.</p>' },
  our_offer: {
    headline: 'Unser Angebot',
    items: [
      { title: 'Boardstories', text: 'Illustrierte Bilderbücher als Video, mit und ohne Text.', icon: 'book' },
      { title: 'Spiele', text: 'Quiz, Suchspiel und Impulse direkt in der Geschichte.', icon: 'puzzle' },
      { title: 'Material', text: 'Arbeitsblätter und Ausmalbilder zum Herunterladen.', icon: 'download' },
    ],
  },
  numbers: { items: [{ number: '25+', label: 'Boardstories' }, { number: '1.000+', label: 'Klassen' }, { number: '120', label: 'Arbeitsblätter' }, { number: '40', label: 'Bibliotheken' }] },
  what_is_a_boardstory: {
    headline: 'Was ist eine Boardstory?',
    text: '<p>Eine Boardstory ist ein Bilderbuch, das sich bewegt: Figuren laufen, der Text erscheint im Bild, und an Pausenpunkten hält die Geschichte an, damit die Klasse ins Gespräch kommt.</p>',
    image: picture('was-ist-eine-boardstory', 'Eine Boardstory am Whiteboard'),
  },
  target_groups: {
    headline: 'Für wen ist Lesefunke?',
    items: [
      { title: 'Grundschulen', text: 'Leseförderung für die ganze Klasse am Whiteboard.', image: picture('zielgruppe-grundschule', 'Eine Grundschulklasse'), url: '/lizenzen' },
      { title: 'Kitas', text: 'Sprachbildung mit Bildern, Tönen und Suchspielen.', image: picture('zielgruppe-kita', 'Kinder in einer Kita'), url: '/lizenzen' },
      { title: 'Bibliotheken', text: 'Boardstories verleihen und Bibliotheksstunden gestalten.', image: picture('zielgruppe-bibliothek', 'Eine Kinderbibliothek'), url: '/lizenzen' },
      { title: 'Familien', text: 'Mit dem Schülercode zu Hause weiterlesen.', image: picture('zielgruppe-familie', 'Eltern lesen mit ihrem Kind'), url: '/faq' },
    ],
  },
  features_wheel: {
    headline: 'Alles in einer Geschichte',
    items: [
      { title: 'Mit Text', text: 'Der Text erscheint im Bild zum Mitlesen.', icon: 'text' },
      { title: 'Ohne Text', text: 'Die Bilder laden zum Erzählen ein.', icon: 'image' },
      { title: 'Quiz', text: 'Fragen zum Textverständnis am Ende.', icon: 'quiz' },
      { title: 'Suchspiel', text: 'Genau hinschauen und finden.', icon: 'search' },
      { title: 'Impulse', text: 'Gesprächsanlässe an den Pausenpunkten.', icon: 'bulb' },
      { title: 'Material', text: 'Arbeitsblätter zu jeder Geschichte.', icon: 'download' },
    ],
  },
  video_teaser: {
    headline: 'Lesefunke in Aktion',
    text: 'Sehen Sie in zwei Minuten, wie eine Boardstory im Unterricht eingesetzt wird.',
    video: trailer('der-kleine-funke'),
    poster: picture('video-erste-schritte', '').url,
    active: true,
  },
  app_teaser: appTeaser,
  news_teaser: { headline: 'Neuigkeiten' },
  achievements: {
    headline: 'Ausgezeichnet',
    items: [
      { title: 'Preis für digitale Bildung', text: 'Für die Verbindung von Bilderbuch, Spiel und Material.', image: picture('auszeichnung-preis', 'Pokal') },
      { title: 'Empfohlen von Lehrkräften', text: '9 von 10 Lehrkräften würden Lesefunke weiterempfehlen.', image: picture('auszeichnung-empfehlung', 'Daumen hoch') },
      { title: 'Datensparsam', text: 'Keine Werbung, keine Daten von Kindern.', image: picture('auszeichnung-datenschutz', 'Ein Schloss') },
    ],
  },
  testimonials: {
    headline: 'Das sagen unsere Nutzerinnen und Nutzer',
    items: [
      { image: picture('portrait-lehrerin', 'Porträt von Katrin M.', 320, 320), quote: 'Meine Klasse fragt jeden Morgen, ob wir heute wieder eine Boardstory anschauen.', username: 'Katrin M., Lehrerin, Klasse 2' },
      { image: picture('portrait-bibliothekar', 'Porträt von Jonas K.', 320, 320), quote: 'Die Verleihcodes sind für unsere Leserinnen und Leser ganz einfach.', username: 'Jonas K., Stadtbibliothek' },
      { image: picture('portrait-erzieherin', 'Porträt von Aylin S.', 320, 320), quote: 'Das Suchspiel lieben schon die Dreijährigen.', username: 'Aylin S., Erzieherin' },
    ],
  },
  support_teaser: supportTeaser,
  publisher_logos: { headline: 'Unsere Verlage', logos: publishers.map((p) => ({ image: logo(logoSlug(p), `Logo ${p} Verlag`), url: 'https://example.org/' })) },
  partner_logos: { headline: 'Unsere Partner', logos: partners.map((p) => ({ image: logo(logoSlug(p), `Logo ${p}`), url: 'https://example.org/' })) },
};

const userBlocks: FrontPageBlocks = {
  header: { headline: 'Schön, dass Sie da sind!', text: 'Entdecken Sie die neuen Boardstories der Woche.', video: trailer('die-mutige-maus'), poster: picture('hero', '').url },
  welcome: { headline: 'Willkommen zurück', text: '<p>Hier finden Sie Empfehlungen unseres Teams, Neuigkeiten und Ideen für Ihren Unterricht.</p>' },
  team_recommendation: { headline: 'Empfehlung des Teams', text: 'Passend zur Jahreszeit haben wir diese Geschichten für Sie ausgesucht.', boardstories: ['der-kleine-funke', 'fuchs-und-igel-im-herbst', 'mein-freund-der-baum', 'die-mutige-maus'] },
  news_teaser: { headline: 'Neuigkeiten' },
  did_you_know: { headline: 'Schon gewusst?', text: '<p>Mit einem Schülercode können Ihre Schülerinnen und Schüler eine Boardstory zu Hause noch einmal anschauen – ganz ohne Anmeldung.</p>', image: picture('schon-gewusst', 'Ein Kind mit einem Tablet auf dem Sofa') },
  topic_areas: { headline: 'Themenwelten entdecken', page_slug: 'themenwelten' },
  app_teaser: appTeaser,
  support_teaser: supportTeaser,
  newsletter: { headline: 'Newsletter', text: 'Neue Boardstories und Unterrichtsideen einmal im Monat in Ihrem Postfach.' },
};

export const options: Options = {
  header_cta: { text: 'Jetzt testen!', url: '/signup' },
  bug_popup_active: false,
  bug_popup_content: '<p>Derzeit kann es beim Abspielen im Vollbild auf einigen Tablets zu Ruckeln kommen. Wir arbeiten an einer Lösung.</p>',
  front_page_guest: {
    active_blocks: ['header', 'intro', 'our_offer', 'numbers', 'what_is_a_boardstory', 'target_groups', 'features_wheel', 'video_teaser', 'app_teaser', 'news_teaser', 'achievements', 'testimonials', 'support_teaser', 'publisher_logos', 'partner_logos'],
    blocks: guestBlocks,
  },
  front_page_user: {
    active_blocks: ['header', 'welcome', 'team_recommendation', 'news_teaser', 'did_you_know', 'topic_areas', 'app_teaser', 'support_teaser', 'newsletter'],
    blocks: userBlocks,
  },
  news_excluded_categories: ['for_guests'],
  boardstories_listview_teaser: {
    headline: 'Was sind Boardstories?',
    text: 'Boardstories sind illustrierte Bilderbücher als kurze Videos – mit und ohne Text, mit Spielen und Material für den Unterricht. Stöbern Sie in allen Geschichten und filtern Sie nach Alter, Leseniveau und Thema.',
  },
  // the licence cards' "more info" link points at the FAQ, which explains the licence kinds
  licenses_links: [1, 2, 3, 4, 5, 6].map((license_id) => ({ license_id, link: { post_name: 'faq' } })),
  // ids of the seed's licences (accounts.ts inserts them first): the school licence
  highlighted_licenses: '3',
  service_contact: { phone: '0341 1234567', hours: 'Mo–Fr 8–16 Uhr', address: ['Lesefunke Kundenservice', 'Funkenweg 5', '04109 Leipzig'] },
};

export type MenuDef = { title: string; url: string; acf?: Record<string, unknown>; children?: MenuDef[] };

export const headerMenu: MenuDef[] = [
  { title: 'Boardstories', url: '/boardstories' },
  { title: 'Themenwelten', url: '/themenwelten', acf: { teasers: [
    { image: picture('jahreszeiten-medium', 'Themenwelt Jahreszeiten', 480, 270), text: 'Jahreszeiten', url: '/themenwelten/jahreszeiten' },
    { image: picture('freundschaft-medium', 'Themenwelt Freundschaft', 480, 270), text: 'Freundschaft', url: '/themenwelten/freundschaft' },
  ] } },
  { title: 'Aktuelles', url: '/aktuelles' },
  { title: 'Blog', url: '/blog' },
  { title: 'Lizenzen', url: '/lizenzen' },
];

/** The footer's top level are its column headings. */
export const footerMenu: MenuDef[] = [
  { title: 'Lesefunke', url: '', children: [
    { title: 'Über Lesefunke', url: '/ueber-lesefunke' },
    { title: 'FAQ', url: '/faq' },
    { title: 'Kostenlose Online-Fortbildungen', url: '/kostenlose-online-fortbildungen' },
  ] },
  { title: 'Entdecken', url: '', children: [
    { title: 'Boardstories', url: '/boardstories' },
    { title: 'Themenwelten', url: '/themenwelten' },
    { title: 'Blog', url: '/blog' },
  ] },
  { title: 'Rechtliches', url: '', children: [
    { title: 'Impressum', url: '/impressum' },
    { title: 'Datenschutz', url: '/datenschutz' },
  ] },
];
