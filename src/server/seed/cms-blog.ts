import { html, type PostDef } from './cms-posts';

type BlogEntry = [slug: string, title: string, daysAgo: number, excerpt: string, imageAlt: string, paragraphs: string[]];

// [slug, title, days ago, excerpt, image alt, paragraphs]: twelve blog posts, one or two a month
const entries: BlogEntry[] = [
  ['wie-eine-boardstory-entsteht', 'Wie eine Boardstory entsteht', 9, 'Vom Bilderbuch zur Boardstory: ein Blick in unsere Werkstatt.', 'Skizzen und Farbstifte auf einem Zeichentisch', [
    'Am Anfang steht immer ein Bilderbuch, das uns begeistert. Gemeinsam mit Verlag, Autorin und Illustrator überlegen wir, welche Szenen sich bewegen dürfen.',
    '## Von der Seite zur Szene',
    'Die Illustrationen werden in Ebenen zerlegt, damit Figuren laufen, Blätter fallen und Wellen rauschen können. Dabei bleibt der Stil des Buches erhalten.',
    'Zum Schluss sprechen professionelle Sprecherinnen den Text ein, und unsere Pädagoginnen setzen die Pausenpunkte für das Gespräch in der Klasse.',
  ]],
  ['fuenf-tipps-vorlesen-am-whiteboard', 'Fünf Tipps für das Vorlesen am Whiteboard', 24, 'So wird die Boardstory zum gemeinsamen Erlebnis.', 'Ein Whiteboard in einem Klassenzimmer', [
    '- Raum abdunkeln, damit die Farben leuchten\n- Im Halbkreis sitzen, damit alle gut sehen\n- An den Pausenpunkten Fragen stellen\n- Lieblingsstellen wiederholen\n- Zum Schluss das Quiz gemeinsam spielen',
    'Und das Wichtigste: Lassen Sie den Kindern Zeit zum Staunen.',
  ]],
  ['zu-besuch-in-der-grundschule-am-park', 'Zu Besuch in der Grundschule am Park', 47, 'Wie eine Schule Boardstories jeden Morgen im Morgenkreis nutzt.', 'Kinder im Morgenkreis', [
    'In der Grundschule am Park beginnt jeder Montag mit einer Boardstory. Die Klasse 2a wählt reihum aus.',
    '„Die Kinder erzählen seitdem viel mehr“, sagt Klassenlehrerin Frau Yılmaz. „Besonders die ruhigen Kinder trauen sich, etwas zu den Bildern zu sagen.“',
  ]],
  ['interview-mit-einer-illustratorin', 'Interview: Zeichnen für Boardstories', 70, 'Eine Illustratorin erzählt, wie ihre Bilder laufen lernen.', 'Eine Illustratorin an ihrem Zeichentablett', [
    'Wie fühlt es sich an, wenn die eigenen Figuren plötzlich laufen? Wir haben nachgefragt.',
    '„Beim ersten Mal war ich ganz aufgeregt“, erzählt sie. „Die Maus bewegt sich genau so, wie ich sie mir beim Zeichnen vorgestellt habe.“',
  ]],
  ['lesen-mit-allen-sinnen', 'Lesen mit allen Sinnen', 96, 'Warum Bild, Ton und Text zusammen so gut wirken.', 'Kopfhörer, ein Buch und Buntstifte', [
    'Kinder verstehen Geschichten besser, wenn sie sie auf mehreren Wegen erleben: sehen, hören, mitlesen und darüber sprechen.',
    'Boardstories verbinden diese Zugänge, ohne die Kinder zu überfordern: Der Text erscheint im Bild, das Tempo bleibt ruhig.',
  ]],
  ['die-bibliotheksstunde-neu-gedacht', 'Die Bibliotheksstunde neu gedacht', 123, 'Ideen für Bibliotheken, die Klassen zu Gast haben.', 'Eine Klasse in einer Bibliothek', [
    'Viele Bibliotheken laden regelmäßig Schulklassen ein. Eine Boardstory ist ein guter Einstieg, bevor die Kinder selbst in den Regalen stöbern.',
    'Unser Tipp: Legen Sie das passende Bilderbuch zur Boardstory bereit – die Ausleihzahlen steigen spürbar.',
  ]],
  ['boardstories-in-der-kita', 'Boardstories in der Kita', 151, 'Schon die Kleinsten können mitspielen.', 'Kita-Kinder auf einem Teppich', [
    'Auch in der Kita kommen Boardstories gut an. Die Suchspiele laden ein, mit dem Finger auf das Bild zu zeigen und zu zählen.',
    'Wichtig ist die Begleitung durch eine Erzieherin: gemeinsam schauen, innehalten, nachfragen.',
  ]],
  ['was-kinder-uns-schreiben', 'Was Kinder uns schreiben', 188, 'Die schönsten Briefe und Bilder aus den Klassen.', 'Kinderzeichnungen an einer Pinnwand', [
    'Jede Woche erreichen uns Briefe und Bilder von Kindern. Die Maus aus „Die mutige Maus“ hat inzwischen eine ganze Pinnwand voller Fanpost.',
    'Danke für jedes einzelne Bild – sie hängen alle in unserem Büro.',
  ]],
  ['medienbildung-ohne-bildschirmstress', 'Medienbildung ohne Bildschirmstress', 230, 'Wie viel Bildschirm ist gut? Unsere Haltung.', 'Ein Tablet liegt neben Bauklötzen', [
    'Boardstories sind kurz, ruhig und werden gemeinsam angeschaut. Sie sollen das Gespräch anregen, nicht ersetzen.',
    'Darum gibt es bei uns keine Werbung, keine Belohnungssysteme und keine endlosen Wiedergabelisten.',
  ]],
  ['hinter-den-kulissen-der-tonaufnahme', 'Hinter den Kulissen der Tonaufnahme', 275, 'Ein Tag im Tonstudio mit unseren Sprecherinnen.', 'Ein Mikrofon in einem Tonstudio', [
    'Eine Boardstory einzusprechen dauert oft einen ganzen Tag. Jede Figur bekommt eine eigene Stimme.',
    'Geräusche wie Regen oder Vogelgezwitscher nehmen wir zum Teil selbst auf – manchmal im Park um die Ecke.',
  ]],
  ['mehrsprachige-klassen', 'Boardstories in mehrsprachigen Klassen', 330, 'Bilder verstehen alle – ein Vorteil für Kinder mit anderen Herkunftssprachen.', 'Kinder zeigen auf ein Bild an der Tafel', [
    'In vielen Klassen sprechen Kinder zu Hause eine andere Sprache. Die Bilder der Boardstories helfen, der Geschichte zu folgen, auch wenn noch nicht jedes Wort verstanden wird.',
    'Die Version ohne Text eignet sich, um die Geschichte in der Herkunftssprache nachzuerzählen.',
  ]],
  ['ein-jahr-lesefunke', 'Ein Jahr Lesefunke: Danke!', 470, 'Rückblick auf ein Jahr voller Geschichten.', 'Eine Geburtstagskerze auf einem Bücherstapel', [
    'Vor einem Jahr ist Lesefunke gestartet. Seitdem wurden Boardstories in mehr als 1.000 Klassen angeschaut.',
    'Danke an alle, die uns Rückmeldungen geben, Fehler melden und neue Geschichten vorschlagen.',
  ]],
];

/** Twelve blog posts (category blog), newest first. */
export const blog: PostDef[] = entries.map(([slug, title, daysAgo, excerpt, imageAlt, paragraphs]) => ({
  slug,
  title,
  daysAgo,
  categories: ['blog'],
  excerpt,
  imageAlt,
  content: html(...paragraphs),
}));
