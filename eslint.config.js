import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- The dependency direction of ARCHITECTURE.md as a rule ----
// A path pattern in no-restricted-imports cannot tell src/routes from src/server/routes, so this rule
// resolves each relative import against the importing file and compares the two places: the top-level
// layers under src/, the server's own layers under src/server/, and sw/, scripts/ and tests/ beside src/.
// All folders are found from this file, not the working folder: eslint may run from anywhere.

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(ROOT, 'src');
const SERVER = path.join(SRC, 'server');
const SW = path.join(ROOT, 'sw');
const SCRIPTS = path.join(ROOT, 'scripts');
const TESTS = path.join(ROOT, 'tests');
const GUIDE = 'ARCHITECTURE.md#dependency-direction-browser';

/** Which layers each layer may import from (its own layer is always allowed). */
const ALLOWED = {
  shared: [],
  server: ['shared'],
  lib: ['shared'],
  ui: ['shared', 'lib'],
  features: ['shared', 'lib', 'ui'],
  routes: ['shared', 'lib', 'ui', 'features'],
  // main.tsx and app.tsx (the browser's start), entry-server.tsx (the server's render), router.ts and the generated route tree wire everything together
  root: ['shared', 'lib', 'ui', 'features', 'routes'],
  // the service worker shares the rules and, beyond them, only key and path modules (KEY_MODULE)
  sw: ['shared'],
  // Node tools run by hand (the WordPress export): the server's own code, never browser code
  scripts: ['shared', 'server'],
  // Playwright tests drive the built app from outside (their setup and helpers are in tests/ too): the shared
  // schemas and texts, and key modules (KEY_MODULE), for a constant a test must agree with rather than copy:
  // tests/offline/story-pack.spec.ts grows a video past two download windows of PACK_WINDOW, and would stop
  // testing the windows' borders unnoticed if a copy of the number drifted
  tests: ['shared'],
  // the benchmark measures server functions in-process (a 10,000-story catalogue, the suggestion search)
  bench: ['shared', 'server'],
};
/** The folders directly in src/, and the files of the root layer beside them (imports name them without extension). */
const SRC_FOLDERS = new Set(['shared', 'server', 'lib', 'ui', 'features', 'routes']);
const ROOT_MODULES = new Set(['main', 'app', 'routeTree.gen', 'router', 'entry-server']);

/**
 * The server's layers, bottom to top: a layer may import from the rows below it, never from its own row's
 * neighbours or from above. Each entry is a folder of src/server/ or a file directly in it (app.ts, index.ts).
 * src/server/testing/ is outside the order: it may import anything, and only *.test.ts files import it;
 * a *.test.ts file may reach any layer (it tests through the whole app).
 */
const LAYERS = [
  ['config'], //          environment variables → one typed object
  ['db', 'media'], //     drizzle schema and client; media files and their signatures
  ['mail'], //            transport and German templates
  ['http'], //            what every request passes: env, errors, validation, cookies, rate limits, idempotency
  ['cms'], //             the WordPress-shaped content API: arguments, errors, mapping
  ['services'], //        business logic per area, no Hono types
  ['live'], //            the /live sockets: listen and forward what services publish
  ['routes', 'site', 'seed', 'import'], // HTTP routes per resource; the server-rendered shell; the demo data; real stories and licences in
  ['app', 'lifecycle'], // the Hono app: middleware once, then the routes; listening, readiness and draining
  ['index', 'cli'], //    reads config, opens the database, starts everything; the operator's commands (npm run admin)
];
const SERVER_RANK = new Map(LAYERS.flatMap((row, rank) => row.map((name) => [name, rank])));
const SERVER_ORDER = LAYERS.map((row) => row.join(', ')).join(' ← ');

/**
 * A module that only names keys and paths (cache names, storage keys, URL builders): the service worker and
 * the Playwright tests may import it, so it imports only src/shared and other such modules (types aside).
 */
const KEY_MODULE = /[.-](keys|paths|urls)(\.tsx?)?$/;

const within = (dir, file) => {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * 'shared' | 'server' | … | 'root' for a file under src/, 'sw' for the service worker, 'scripts', 'tests' or
 * 'bench' beside them, 'unknown' for a folder or file under src/ that ARCHITECTURE.md does not name, null for
 * anything else (the configs in the repository's root).
 */
function layerOf(file) {
  if (within(SW, file)) return 'sw';
  if (within(SCRIPTS, file)) return 'scripts';
  if (within(TESTS, file)) return within(path.join(TESTS, 'bench'), file) ? 'bench' : 'tests';
  if (!within(SRC, file)) return null;
  const [top, ...rest] = path.relative(SRC, file).split(path.sep);
  if (rest.length > 0) return SRC_FOLDERS.has(top) ? top : 'unknown';
  return ROOT_MODULES.has(top.replace(/\.[cm]?[jt]sx?$/, '')) ? 'root' : 'unknown';
}

/** For a file under src/server/: its folder there, or the name of a file directly in it ('app', 'index', 'config'). */
function serverLayerOf(file) {
  const [top, ...rest] = path.relative(SERVER, file).split(path.sep);
  return rest.length > 0 ? top : top.replace(/\.(test\.)?[cm]?[jt]sx?$/, '');
}

/** For src/features/<name>/…: the feature's name. */
function featureOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? parts[1] : null;
}

/** How a report names a place under src/. */
const where = (file) => `src/${path.relative(SRC, file).split(path.sep)[0]}`;
const layerName = (layer) =>
  ({ root: 'src/main.tsx, src/app.tsx, src/entry-server.tsx, src/router.ts and src/routeTree.gen.ts', sw: 'sw', scripts: 'scripts', tests: 'tests (Playwright)', bench: 'tests/bench' })[layer] ?? `src/${layer}`;

// with verbatimModuleSyntax `import { type A }` still loads the module; only `import type` is erased
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'keeps imports flowing shared ← server and shared ← lib ← ui ← features ← routes, the server along its LAYERS, and sw, scripts and tests to what they may use',
    },
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
    if (from === 'server' && !SERVER_RANK.has(serverLayerOf(file)) && serverLayerOf(file) !== 'testing' && !isTestFile(file)) {
      return {
        Program: (node) =>
          context.report({ node, message: `src/server/${serverLayerOf(file)} is not a server layer: add it to LAYERS in eslint.config.js and to ARCHITECTURE.md` }),
      };
    }
    const fromKeyModule = (from === 'lib' || from === 'features') && KEY_MODULE.test(file);

    /** The server's own order; null when the import may stay. */
    function serverProblem(target) {
      const own = serverLayerOf(file);
      const other = serverLayerOf(target);
      if (other === own) return null;
      if (other === 'testing') {
        return isTestFile(file) || own === 'testing' ? null : 'src/server/testing is for *.test.ts files only (ARCHITECTURE.md#dependency-direction-server)';
      }
      if (!SERVER_RANK.has(other)) return `src/server/${other} is not a server layer: add it to LAYERS in eslint.config.js and to ARCHITECTURE.md`;
      if (isTestFile(file) || own === 'testing') return null;
      if (SERVER_RANK.get(other) < SERVER_RANK.get(own)) return null;
      return `src/server/${own} must not import from src/server/${other}: the server's layers run ${SERVER_ORDER} (ARCHITECTURE.md#dependency-direction-server)`;
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
      if (to === 'sw' || to === 'scripts' || to === 'tests' || to === 'bench') {
        // tests and the benchmark share setup and helpers; nothing else reaches into these folders
        const shared = (from === 'tests' || from === 'bench') && (to === 'tests' || to === 'bench');
        if (to !== from && !shared) context.report({ node, message: `${layerName(from)} must not import from ${layerName(to)} (${GUIDE})` });
        return;
      }
      if (to === 'server') {
        if (from === 'server') {
          const problem = serverProblem(target);
          if (problem) context.report({ node, message: problem });
        } else if (ALLOWED[from].includes('server')) {
          if (serverLayerOf(target) === 'testing') context.report({ node, message: `src/server/testing is for *.test.ts files only (ARCHITECTURE.md#dependency-direction-server)` });
        } else if (!isTypeOnly(node)) {
          context.report({ node, message: `${layerName(from)} may import only types from src/server, use "import type" (${GUIDE})` });
        }
        return;
      }
      if (fromKeyModule && to !== 'shared' && !KEY_MODULE.test(target) && !isTypeOnly(node)) {
        context.report({
          node,
          message: `a key or path module (*.keys.ts, *.paths.ts, *-keys.ts, *-urls.ts: the service worker and tests import it) imports only src/shared and other key modules (${GUIDE})`,
        });
        return;
      }
      if (to === from) {
        const own = featureOf(file);
        const other = featureOf(target);
        if (from === 'features' && own !== other && !/\.(queries|public)(\.tsx?)?$/.test(source)) {
          context.report({ node, message: `feature "${own}" may use feature "${other}" only through its *.queries.ts or *.public.ts (${GUIDE})` });
        }
        return;
      }
      if (ALLOWED[from].includes(to)) return;
      // what the service worker and the Playwright tests may take from the browser's code: keys and paths
      if ((from === 'sw' || from === 'tests') && (to === 'lib' || to === 'features') && KEY_MODULE.test(target)) return;
      const extra = from === 'sw' || from === 'tests' ? ' beyond key and path modules (*.keys.ts, *.paths.ts, *-keys.ts, *-urls.ts)' : '';
      context.report({ node, message: `${layerName(from)} must not import from ${layerName(to)}${extra} (${GUIDE})` });
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
