import { describe, expect, it } from 'vitest';
import { gameSchema, licenceFileSchema, manifestSchema } from './manifest';
import { checkValue, ImportError, LINES_PER_FILE, parseJson, Problems } from './problems';

/** The lines an import reports for a value that breaks a schema. */
function linesFor(schema: Parameters<typeof checkValue>[0], value: unknown): string[] {
  const problems = new Problems();
  checkValue(schema, 'datei.json', value, problems);
  return problems.lines;
}

const impulse = { gameType: 'impulse', position: 2, text: 'Was siehst du?', impulsePosition: 'topRight' };
const without = (value: object, key: string) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
const licence = { name: 'Einzellizenz', kind: 'SINGLE', lifetimeMonths: 12, maxUsers: 1, netPriceCents: 4900 };

describe('the German messages of a schema check', () => {
  it.each<[string, Parameters<typeof checkValue>[0], unknown, string[]]>([
    ['a missing field', gameSchema, without(impulse, 'impulsePosition'), ['datei.json: impulsePosition: Pflichtfeld fehlt']],
    ['an unknown field', licenceFileSchema, { licences: [{ ...licence, preis: 10 }] }, ['datei.json: licences[0].preis: unbekanntes Feld (Tippfehler?)']],
    ['a text where a number belongs', licenceFileSchema, { licences: [{ ...licence, maxUsers: 'fünf' }] }, ['datei.json: licences[0].maxUsers: muss eine Zahl sein']],
    ['a text where an object belongs', gameSchema, 'Quiz', ['datei.json: muss ein Objekt {…} sein (gefunden: „Quiz“)']],
    ['an unknown game type', gameSchema, { ...impulse, gameType: 'memory' }, ['datei.json: gameType: muss „impulse“, „search“ oder „quiz“ sein (gefunden: „memory“)']],
    ['no game type', gameSchema, { position: 1 }, ['datei.json: gameType: fehlt (erlaubt: „impulse“, „search“ oder „quiz“)']],
    ['a position outside the frame', gameSchema, { ...impulse, impulsePosition: 'middle' }, ['datei.json: impulsePosition: muss {"x", "y"} oder topLeft, topRight, bottomLeft, bottomRight, center sein']],
    ['an object where a text belongs', manifestSchema.entries.title, { de: 'Titel' }, ['datei.json: muss ein Text sein']],
    ['a list where a name belongs', gameSchema, { ...impulse, image: ['a.png'] }, ['datei.json: image: muss ein Dateiname sein']],
  ])('name %s plainly', (_, schema, value, lines) => {
    expect(linesFor(schema, value)).toEqual(lines);
  });

  it('never hand on valibot’s English, whatever is wrong', () => {
    const hostile = [null, 5, 'x', [], {}, { slug: 3, video: [], teasers: {}, games: [1], zusatz: true }, { licences: [null, [], { kind: 7 }] }];
    const lines = hostile.flatMap((value) => [...linesFor(manifestSchema, value), ...linesFor(licenceFileSchema, value), ...linesFor(gameSchema, value)]);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line).not.toMatch(/Invalid|Expected|received|undefined/);
  });

  it('say where a text stops being JSON, in lines and columns', () => {
    const problems = new Problems();
    expect(parseJson('a.json', '{\n  "slug": "x",\n}', problems)).toBeUndefined();
    expect(parseJson('b.json', '{"slug": ', problems)).toBeUndefined();
    expect(parseJson('c.json', '{"slug": x}', problems)).toBeUndefined();
    expect(problems.lines).toEqual([
      'a.json: ist kein gültiges JSON (Zeile 3, Spalte 1)',
      'b.json: ist kein gültiges JSON (der Text endet, bevor das JSON vollständig ist)',
      'c.json: ist kein gültiges JSON (unerwartetes Zeichen „x“)',
    ]);
  });
});

describe('Problems', () => {
  it('lists every problem of every file, and counts what goes beyond a file’s share', () => {
    const problems = new Problems();
    problems.add('manifest.json', 'title', 'Pflichtfeld fehlt');
    for (let n = 0; n < LINES_PER_FILE + 5; n++) problems.add('lizenzen.json', `licences[${n}].name`, 'Pflichtfeld fehlt');
    problems.add('spiele/quiz.json', '', 'ist kein gültiges JSON (Zeile 1, Spalte 2)');
    const error = (() => {
      try {
        problems.throwIfAny();
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(ImportError);
    const lines = (error as ImportError).problems;
    expect(lines).toHaveLength(1 + LINES_PER_FILE + 1 + 1);
    expect(lines[0]).toBe('manifest.json: title: Pflichtfeld fehlt');
    expect(lines.at(-2)).toBe('spiele/quiz.json: ist kein gültiges JSON (Zeile 1, Spalte 2)');
    expect(lines.at(-1)).toBe('lizenzen.json: … und 5 weitere Probleme in dieser Datei');
    expect(() => new Problems().throwIfAny()).not.toThrow();
  });
});
