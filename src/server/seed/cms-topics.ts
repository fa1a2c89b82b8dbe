import { picture } from './cms-images';
import { html, type PostDef } from './cms-posts';

type Topic = { slug: string; title: string; teaser: string; daysAgo: number; text: string; stories: string[]; tags: [string, string][] };

const topics: Topic[] = [
  { slug: 'jahreszeiten', title: 'Themenwelt Jahreszeiten', teaser: 'Jahreszeiten', daysAgo: 30,
    text: 'Frühling, Sommer, Herbst und Winter: Boardstories und Material, mit denen Kinder den Wandel der Natur beobachten.',
    stories: ['fuchs-und-igel-im-herbst', 'mein-freund-der-baum', 'der-schneemann-der-schwitzte', 'was-macht-die-biene-im-winter'],
    tags: [['natur', 'Natur'], ['sachunterricht', 'Sachunterricht']] },
  { slug: 'freundschaft', title: 'Themenwelt Freundschaft', teaser: 'Freundschaft', daysAgo: 75,
    text: 'Wie finde ich Freunde, wie vertragen wir uns wieder? Geschichten über Mut, Streit und Zusammenhalt.',
    stories: ['die-mutige-maus', 'ein-haus-fuer-alle', 'fuchs-und-igel-im-herbst'],
    tags: [['soziales-lernen', 'Soziales Lernen'], ['gefuehle', 'Gefühle']] },
  { slug: 'wasser-und-meer', title: 'Themenwelt Wasser und Meer', teaser: 'Wasser & Meer', daysAgo: 140,
    text: 'Wale, Wellen und Regentropfen: Eine Themenwelt rund um das Wasser mit Experimenten für die Klasse.',
    stories: ['das-lied-der-wale', 'ein-tag-am-meer', 'rosalie-zaehlt-regentropfen', 'wie-entsteht-ein-regenbogen'],
    tags: [['natur', 'Natur'], ['experimente', 'Experimente']] },
  { slug: 'weltraum', title: 'Themenwelt Weltraum', teaser: 'Weltraum', daysAgo: 210,
    text: 'Sterne, Mond und eine Reise zum Mars: Boardstories für kleine Astronautinnen und Astronauten.',
    stories: ['frida-fliegt-zum-mars', 'kuebra-und-der-mond', 'die-sternenfischer'],
    tags: [['sachunterricht', 'Sachunterricht'], ['fantasie', 'Fantasie']] },
  { slug: 'gefuehle', title: 'Themenwelt Gefühle', teaser: 'Gefühle', daysAgo: 300,
    text: 'Wut, Angst, Freude: Geschichten, die helfen, Gefühle zu erkennen und zu benennen.',
    stories: ['die-schnecke-sieht-rot', 'der-baer-der-nicht-schlafen-wollte', 'der-stille-wald'],
    tags: [['gefuehle', 'Gefühle'], ['soziales-lernen', 'Soziales Lernen']] },
];

/** Theme worlds (category themenwelten); the page "themenwelten" lists them as topic areas. */
export const themeWorlds: PostDef[] = topics.map((t) => ({
  slug: t.slug,
  title: t.title,
  daysAgo: t.daysAgo,
  categories: ['themenwelten'],
  excerpt: t.text,
  imageAlt: `Illustration zur Themenwelt ${t.teaser}`,
  tags: t.tags.map(([slug, name]) => ({ slug, name })),
  content: html(t.text, 'Zu jeder Geschichte finden Sie Arbeitsblätter, Gesprächsimpulse und ein Quiz im Materialbereich.'),
  acf: {
    teaser_title: t.teaser,
    topicarea_teaser_image: picture(`${t.slug}-medium`, `Illustration zur Themenwelt ${t.teaser}`, 480, 270),
    items: t.stories,
    sections: [{ acf_fc_layout: 'story_list', title: 'Boardstories in dieser Themenwelt', boardstories: t.stories }],
  },
}));

type Didactic = [slug: string, title: string, daysAgo: number, excerpt: string, paragraphs: string[]];

const didactics: Didactic[] = [
  ['dialogisches-lesen-mit-boardstories', 'Dialogisches Lesen mit Boardstories', 20, 'Fragen stellen, zuhören, weiterfragen: dialogisches Lesen Schritt für Schritt.', [
    'Beim dialogischen Lesen wird die Geschichte zum Gespräch. Die Pausenpunkte der Boardstories laden dazu ein.',
    '## Die drei Schritte',
    '- Offene Frage stellen: „Was glaubst du, passiert jetzt?“\n- Antwort aufgreifen und erweitern\n- Zum Weiterdenken anregen',
  ]],
  ['wortschatzarbeit-in-klasse-1-und-2', 'Wortschatzarbeit in Klasse 1 und 2', 65, 'Neue Wörter entdecken, sammeln und verwenden.', [
    'Jede Boardstory enthält Wörter, die Kinder noch nicht kennen. Sammeln Sie diese auf Wortkarten und hängen Sie sie in die Klasse.',
    'Die Arbeitsblätter zu jeder Geschichte enthalten eine Bildwortliste zum Ausschneiden.',
  ]],
  ['differenzieren-mit-und-ohne-text', 'Differenzieren: mit und ohne Text', 120, 'Eine Geschichte, zwei Fassungen – so nutzen Sie beide.', [
    'Die Fassung mit Text unterstützt Kinder, die mitlesen. Die Fassung ohne Text fordert zum Erzählen auf.',
    'Teilen Sie die Klasse: Eine Gruppe liest mit, die andere erzählt die Bilder nach. Danach wird getauscht.',
  ]],
  ['quiz-und-suchspiel-gezielt-einsetzen', 'Quiz und Suchspiel gezielt einsetzen', 180, 'Spiele als Lernstandskontrolle und Konzentrationsübung.', [
    'Das Quiz am Ende prüft das Textverständnis spielerisch. Das Suchspiel schult genaues Hinsehen.',
    'Tipp: Lassen Sie Kinder selbst Quizfragen zur Geschichte erfinden.',
  ]],
  ['lesefoerderung-mit-tablets', 'Leseförderung mit Tablets in Kleingruppen', 260, 'Stationenarbeit mit Schülercodes.', [
    'Mit Schülercodes können Kleingruppen eine Boardstory selbstständig am Tablet anschauen.',
    'Legen Sie pro Station einen Code und ein Arbeitsblatt bereit. Die Ergebnisse stellen die Gruppen am Ende vor.',
  ]],
];

/** Didactics posts (category didaktik). */
export const didacticPosts: PostDef[] = didactics.map(([slug, title, daysAgo, excerpt, paragraphs]) => ({
  slug,
  title,
  daysAgo,
  categories: ['didaktik'],
  excerpt,
  imageAlt: `Unterrichtsidee: ${title}`,
  content: html(...paragraphs),
}));
