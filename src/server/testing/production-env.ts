/**
 * The least a production start takes (config.ts): a SECRET that is neither the development value nor a pattern, and
 * the https address readers use. A test spreads it into its environment and adds what it checks.
 */
export const PRODUCTION = {
  NODE_ENV: 'production',
  SECRET: 'ein-langes-geheimnis-fuer-den-test-0123456789',
  PUBLIC_URL: 'https://lesen.schule.example',
} as const;
