import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tests/lint/dependency-direction.js';

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
  { ignores: ['dist/**', 'dev-dist/**', 'src/routeTree.gen.ts', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
);
