import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The full jsx-a11y recommended set (next registers the plugin with only a few rules on).
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  globalIgnores([
    '.next-e2e/**',
    '.next/**',
    '.next-*/**',
    'out/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.bench/**',
  ]),
]);
