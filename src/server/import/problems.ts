import * as v from 'valibot';

/** An operator's mistakes in an import, one line each (`file: field: message`), all of them at once. */
export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** A wholly wrong file (a large list with every entry wrong) stays readable: the rest of it is counted, not listed. */
export const LINES_PER_FILE = 50;

/** Collects every problem of a folder or file, so the operator fixes them in one round instead of one per run. */
export class Problems {
  readonly lines: string[] = [];
  private readonly perFile = new Map<string, number>();

  add(file: string, field: string, message: string) {
    const count = (this.perFile.get(file) ?? 0) + 1;
    this.perFile.set(file, count);
    if (count <= LINES_PER_FILE) this.lines.push(`${file}: ${field ? `${field}: ` : ''}${message}`);
  }

  /** Ends the import when anything was found: nothing has been written up to here. */
  throwIfAny() {
    const more = [...this.perFile].flatMap(([file, count]) =>
      count > LINES_PER_FILE ? [`${file}: … und ${count - LINES_PER_FILE} weitere Probleme in dieser Datei`] : [],
    );
    if (this.lines.length) throw new ImportError([...this.lines, ...more]);
  }
}

/** `games.quiz.questions[2].options`: array positions in brackets, as an operator counts them in the file (from 0). */
function fieldPath(issue: v.GenericIssue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** A value as the operator wrote it, short. */
function shown(input: unknown): string {
  if (input === undefined) return 'nichts';
  if (typeof input === 'string') return `„${input.length > 40 ? `${input.slice(0, 40)}…` : input}“`;
  if (Array.isArray(input)) return 'eine Liste';
  if (input !== null && typeof input === 'object') return 'ein Objekt';
  return String(input);
}

/** `("a" | "b" | "c")` as valibot lists allowed values → `„a“, „b“ oder „c“`. */
function choices(expected: string): string {
  const values = expected.replace(/^\(|\)$/g, '').split(' | ').map((s) => `„${s.replace(/^"|"$/g, '')}“`);
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} oder ${values.at(-1)}` : values.join('');
}

const TYPES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  boolean: 'true oder false',
  array: 'eine Liste […]',
};

/**
 * The German sentence for a valibot issue the schema gives no message of its own: the schemas' own messages
 * (limits, file names, …) are German already; these are the generic ones — a missing or unknown field, a
 * wrong type, a value outside its choices.
 */
export function germanIssue(issue: v.BaseIssue<unknown>): string {
  const found = `(gefunden: ${shown(issue.input)})`;
  const isObject = issue.type === 'strict_object' || issue.type === 'object' || issue.type === 'variant';
  if (isObject && issue.expected === 'never') return 'unbekanntes Feld (Tippfehler?)';
  if (isObject && issue.expected?.startsWith('"')) return 'Pflichtfeld fehlt';
  if (isObject && issue.expected === 'Object') return `muss ein Objekt {…} sein ${found}`;
  if (issue.type === 'variant' || issue.type === 'picklist' || issue.type === 'literal') {
    return issue.input === undefined ? `fehlt (erlaubt: ${choices(issue.expected ?? '')})` : `muss ${choices(issue.expected ?? '')} sein ${found}`;
  }
  if (issue.type in TYPES) return issue.input === undefined ? 'fehlt' : `muss ${TYPES[issue.type]} sein ${found}`;
  const unit = typeof issue.input === 'string' ? ' Zeichen' : Array.isArray(issue.input) ? ' Einträge' : '';
  const requirement = String(issue.requirement);
  switch (issue.type) {
    case 'integer':
      return `muss eine ganze Zahl sein ${found}`;
    case 'min_value':
      return `mindestens ${requirement} ${found}`;
    case 'max_value':
      return `höchstens ${requirement} ${found}`;
    case 'min_length':
      return `mindestens ${requirement}${unit}`;
    case 'max_length':
      return `höchstens ${requirement}${unit}`;
    case 'union':
      return `hat keine der erlaubten Formen ${found}`;
    default:
      return `ist nicht gültig ${found}`;
  }
}

/** Where JSON.parse gave up, in the operator's lines and columns (its own message is English). */
function whereJsonBreaks(content: string, message: string): string {
  const at = /position (\d+)/.exec(message);
  if (!at) {
    const token = /Unexpected token '(.)'/.exec(message);
    return token ? `unerwartetes Zeichen „${token[1]}“` : 'der Text endet, bevor das JSON vollständig ist';
  }
  const before = content.slice(0, Number(at[1])).split('\n');
  return `Zeile ${before.length}, Spalte ${before.at(-1)!.length + 1}`;
}

/** Parses a JSON text; when it is none, says where it breaks and returns undefined. */
export function parseJson(name: string, content: string, problems: Problems): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(content) as unknown };
  } catch (err) {
    problems.add(name, '', `ist kein gültiges JSON (${whereJsonBreaks(content, (err as Error).message)})`);
    return undefined;
  }
}

/** Checks a value against a schema; every problem goes to `problems` as `file: field.path: message`. */
export function checkValue<S extends v.GenericSchema>(schema: S, name: string, value: unknown, problems: Problems): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value, { message: germanIssue });
  if (result.success) return result.output;
  for (const issue of result.issues) problems.add(name, fieldPath(issue), issue.message);
  return undefined;
}

/** The part of a file that passes its own schema, or undefined: a mistake elsewhere in the file does not leave this part unchecked. */
export function validPart<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}
