import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- The dependency direction of ARCHITECTURE.md as a rule ----
// A path pattern in no-restricted-imports cannot tell src/routes from src/server/routes, so this rule
// resolves each relative import against the importing file and compares the two top-level layers under
// src/. Both folders are found from this file, not the working folder: eslint may run from anywhere.

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(ROOT, 'src');
const SW = path.join(ROOT, 'sw');

/** Which layers each layer may import from (its own layer is always allowed). */
const ALLOWED = {
  shared: [],
  server: ['shared'],
  lib: ['shared'],
  ui: ['shared', 'lib'],
  features: ['shared', 'lib', 'ui'],
  routes: ['shared', 'lib', 'ui', 'features'],
  // main.tsx and the generated route tree wire everything together, the service worker shares rules
  root: ['shared', 'lib', 'ui', 'features', 'routes'],
  sw: ['shared', 'lib'],
};
/** The folders directly in src/, and the files of the root layer beside them (imports name them without extension). */
const SRC_FOLDERS = new Set(['shared', 'server', 'lib', 'ui', 'features', 'routes']);
const ROOT_MODULES = new Set(['main', 'routeTree.gen']);

const within = (dir, file) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * 'shared' | 'server' | … | 'root' for a file under src/, 'sw' for the service worker, 'unknown' for a
 * folder or file under src/ that ARCHITECTURE.md does not name, null for anything outside src/ and sw/.
 */
function layerOf(file) {
  if (within(SW, file)) return 'sw';
  if (!within(SRC, file)) return null;
  const [top, ...rest] = path.relative(SRC, file).split(path.sep);
  if (rest.length > 0) return SRC_FOLDERS.has(top) ? top : 'unknown';
  return ROOT_MODULES.has(top.replace(/\.[cm]?[jt]sx?$/, '')) ? 'root' : 'unknown';
}

/** For src/features/<name>/…: the feature's name. */
function featureOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? parts[1] : null;
}

/** How a report names a place under src/. */
const where = (file) => `src/${path.relative(SRC, file).split(path.sep)[0]}`;

// with verbatimModuleSyntax `import { type A }` still loads the module; only `import type` is erased
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps imports flowing shared ← server and shared ← lib ← ui ← features ← routes' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    if (from === 'unknown') {
      return {
        Program: (node) =>
          context.report({ node, message: `${where(file)} is not a layer of ARCHITECTURE.md (shared, server, lib, ui, features, routes)` }),
      };
    }

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to) return;
      if (to === 'unknown') {
        context.report({ node, message: `${where(target)} is not a layer of ARCHITECTURE.md (shared, server, lib, ui, features, routes)` });
        return;
      }
      if (to === 'server' && from !== 'server') {
        if (!isTypeOnly(node)) context.report({ node, message: `browser code (${from}) may import only types from src/server, use "import type"` });
        return;
      }
      if (to === from) {
        const own = featureOf(file);
        const other = featureOf(target);
        if (from === 'features' && own !== other && !/\.(queries|public)(\.ts)?$/.test(source)) {
          context.report({ node, message: `feature "${own}" may use feature "${other}" only through its *.queries.ts or *.public.ts` });
        }
        return;
      }
      // the service worker shares a feature's pure keys and paths (story-packs.keys.ts, .paths.ts), nothing else of it
      if (from === 'sw' && to === 'features' && /\.(keys|paths)(\.ts)?$/.test(source)) return;
      if (!ALLOWED[from].includes(to)) {
        const name = (layer) => (layer === 'root' ? 'src/main.tsx and src/routeTree.gen.ts' : layer === 'sw' ? 'sw' : `src/${layer}`);
        context.report({ node, message: `${name(from)} must not import from ${name(to)} (ARCHITECTURE.md: dependency direction)` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
const architecture = { rules: { 'dependency-direction': dependencyDirection } };

/** Lints a generated file despite its `/* eslint-disable *\/`, replaced by blanks so that positions hold. */
const generatedCode = {
  meta: { name: 'generated-code' },
  preprocess: (text) => [text.replace(/\/\*\s*eslint-disable\s*\*\//g, (comment) => ' '.repeat(comment.length))],
  postprocess: (messages) => messages.flat(),
};

/** Every rule the given configs switch on, switched off. */
const offFor = (...configs) => Object.fromEntries(configs.flat().flatMap((config) => Object.keys(config.rules ?? {})).map((rule) => [rule, 'off']));

// test.only / describe.skip / test.fixme would silently shrink the suite; a test must be able to fail
const focusedOrSkipped = [
  {
    selector: 'MemberExpression[object.name=/^(test|it|describe|suite)$/][property.name=/^(only|skip|fixme|todo)$/]',
    message: 'No focused or skipped tests: every test must run and be able to fail.',
  },
  {
    selector: 'MemberExpression[object.property.name=/^(describe|serial|parallel)$/][property.name=/^(only|skip|fixme)$/]',
    message: 'No focused or skipped tests: every test must run and be able to fail.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { architecture },
    rules: {
      'architecture/dependency-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // browser code
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    // Node: the server, tests, scripts and configs
    files: ['src/server/**/*.ts', 'tests/**/*.{ts,js}', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...focusedOrSkipped] },
  },
  {
    // The router plugin writes this file and opens it with `/* eslint-disable */`: style rules have no say
    // in generated code, but the dependency direction holds for it too, so that comment is blanked out.
    files: ['src/routeTree.gen.ts'],
    processor: generatedCode,
    rules: { ...offFor(tseslint.configs.recommended, reactHooks.configs.flat.recommended), 'architecture/dependency-direction': 'error' },
  },
);
