// ESLint rule for the dependency direction of ARCHITECTURE.md. A path pattern in no-restricted-imports
// cannot tell src/routes from src/server/routes, so this rule resolves each relative import against
// the importing file and compares the two top-level layers under src/.
import path from 'node:path';

const SRC = path.resolve('src');

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

/** 'shared' | 'server' | … for a file under src/, 'sw' for the service worker, null for anything else. */
function layerOf(file) {
  const fromSrc = path.relative(SRC, file);
  if (fromSrc.startsWith('..')) return path.relative(path.resolve('sw'), file).startsWith('..') ? null : 'sw';
  const [top, ...rest] = fromSrc.split(path.sep);
  if (rest.length === 0) return 'root';
  return top in ALLOWED ? top : 'root';
}

/** For src/features/<name>/…: the feature's name. */
function featureOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? parts[1] : null;
}

// with verbatimModuleSyntax `import { type A }` still loads the module; only `import type` is erased
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

export const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps imports flowing shared ← server and shared ← lib ← ui ← features ← routes' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to || to === 'root') return;
      if (to === 'server' && from !== 'server') {
        if (!isTypeOnly(node)) context.report({ node, message: `browser code (${from}) may import only types from src/server, use "import type"` });
        return;
      }
      if (to === from) {
        const own = featureOf(file);
        const other = featureOf(target);
        if (from === 'features' && own !== other && !/\.queries(\.ts)?$/.test(source)) {
          context.report({ node, message: `feature "${own}" may use feature "${other}" only through its *.queries.ts` });
        }
        return;
      }
      if (!ALLOWED[from].includes(to)) context.report({ node, message: `src/${from} must not import from src/${to} (ARCHITECTURE.md: dependency direction)` });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'dependency-direction': dependencyDirection } };
