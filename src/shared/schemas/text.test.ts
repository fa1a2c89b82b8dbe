import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tooLong } from '../domain/texts';
import { signupFormSchema } from './account';
import { addressSchema } from './address';
import { completeAddressSchema } from './profile';
import { isStorableText } from './text';

type Node = { kind?: string; type?: string; pipe?: Node[]; entries?: Record<string, Node>; wrapped?: Node; options?: Node[]; item?: Node; key?: Node; value?: Node; getter?: (input: unknown) => Node };

/** The actions of a schema's pipe, with those of the schemas it pipes from (`v.pipe(required, maxChars(100))`). */
const actionsOf = (node: Node): Node[] => (node.pipe ?? []).flatMap((item) => (item === node ? [] : item.kind === 'schema' ? [item, ...actionsOf(item)] : [item]));

/**
 * Paths of text fields without a maximum length. A regular expression with a bounded length ({1,10}) counts
 * as one, as does a picklist. Lazy schemas are opened with the inputs that choose their branches.
 */
function unbounded(node: Node, path: string, seen = new Set<Node>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const actions = actionsOf(node);
  if (node.type === 'string' || actions.some((a) => a.type === 'string')) {
    const bounded = actions.some((a) => a.type === 'max_length' || (a.type === 'regex' && /\{\d+,\d+\}\$/.test(String((a as { requirement?: RegExp }).requirement))));
    return bounded ? [] : [path];
  }
  const children: [string, Node][] = [
    ...Object.entries(node.entries ?? {}).map(([k, child]): [string, Node] => [`${path}.${k}`, child]),
    ...[node.wrapped, node.item, node.key, node.value, ...(node.options ?? []), ...actions.filter((a) => a.kind === 'schema')]
      .filter((child): child is Node => !!child)
      .map((child): [string, Node] => [path, child]),
    ...(node.getter ? [node.getter({}), node.getter({ removeMembers: [] })].map((child): [string, Node] => [path, child]) : []),
  ];
  return children.flatMap(([p, child]) => unbounded(child, p, seen));
}

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

describe('maximum lengths', () => {
  it('every text field of every shared schema has one', () => {
    const missing: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        // schema factories (addressesFormSchema, idParam) are named so; open the address form's with a filled billing address
        const factory = typeof value === 'function' && /(Schema|Param)$/.test(name);
        const schema = factory ? (value as (x: unknown) => unknown)({ billingAddress: { street: 'x' } }) : value;
        if (schema && typeof schema === 'object' && (schema as Node).kind === 'schema') missing.push(...unbounded(schema as Node, `${file}:${name}`));
      }
    }
    expect(missing).toEqual([]);
  });

  it('the forms show the limit in German at the field', () => {
    const result = v.safeParse(signupFormSchema, { firstName: 'x'.repeat(101), lastName: 'B', email: 'a@b.de', password: 'geheim-123', passwordConfirmation: 'geheim-123', tosConsent: true });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['firstName', tooLong(100)]]);
    const address = { firstName: 'A', lastName: 'B', street: 'C', streetNumber: '1', zip: '1', city: 'Köln', country: 'DE', state: 'Nordrhein-Westfalen' };
    expect(v.safeParse(completeAddressSchema, { ...address, street: 's'.repeat(201) }).issues?.[0].message).toBe('Bitte geben Sie höchstens 200 Zeichen ein.');
  });

  it('the stored address refuses a 50 MB contact person', () => {
    expect(v.is(addressSchema, { contactPerson: 'x'.repeat(50_000_000) })).toBe(false);
  });
});

describe('isStorableText', () => {
  it('refuses a NUL and a surrogate without its partner, and keeps every real character', () => {
    for (const bad of ['a\0b', '\ud800', 'x\ud800y', '\udc00', 'a\udc00\ud800']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Straße 1', 'Łódź', '😀 Funke', '\u{1F468}\u200D\u{1F469}']) expect(isStorableText(good), good).toBe(true);
  });
});
