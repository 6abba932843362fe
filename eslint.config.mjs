// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature: each one is used through its index.ts only.
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layers import downwards only: app -> pages -> widgets -> features -> content -> shared.
 * A feature is used through its index.ts: nothing outside it reaches into its folders.
 * The server may use the client's pure modules (content, shared config, the contracts in
 * src/shared/contract, the app's route table), never React code; the client never imports the server.
 */
const layerZones = [
  {
    target: './src/shared',
    from: ['./src/app', './src/pages', './src/widgets', './src/features', './src/content'],
    message: 'shared is the lowest layer.',
  },
  {
    target: './src/content',
    from: ['./src/app', './src/pages', './src/widgets', './src/features'],
    message: 'content is typed data: it imports only shared.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/widgets'],
    message: 'features cannot import pages, widgets or the app.',
  },
  { target: './src/widgets', from: ['./src/app', './src/pages'], message: 'widgets cannot import pages or the app.' },
  { target: './src/pages', from: ['./src/app'], message: 'pages cannot import the app.' },
  { target: './src', from: ['./server'], message: 'the client never imports server code.' },
  {
    target: './server',
    from: [
      './src/pages',
      './src/widgets',
      './src/features',
      './src/shared/api',
      './src/shared/ui',
      './src/shared/model',
    ],
    message:
      'the server may only use content, shared config, the contracts (src/shared/contract), the page head and structured data (src/shared/seo) and the formatters.',
  },
  // Money and dates read the same on the site, in mail and in the pages the server renders: one formatter each.
  {
    target: './server',
    from: './src/shared/lib',
    except: ['./formatInr.ts', './formatDate.ts', './formatIstTime.ts', './lazyValue.ts'],
    message: 'of shared/lib, the server uses only the formatters (formatInr, formatDate, formatIstTime).',
  },
  // The server loads the contracts: they hold schemas, types and texts, never the client's request or React code.
  {
    target: './src/shared/contract',
    from: ['./src/shared/api', './src/shared/ui', './src/shared/model', './src/shared/assets'],
    message: 'a contract is schemas, types and texts only: the server imports it.',
  },
  // Of the app, only the route table: a data module whose page loaders the server never calls.
  {
    target: './server',
    from: './src/app',
    except: ['./routeTable'],
    message: "the server may only use the app's route table (src/app/routeTable).",
  },
];

// Every folder of server/modules is a business module: other modules use it through its index.ts only,
// and the platform (what every module uses) never depends on a module at run time.
const SERVER_MODULES = fs
  .readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModuleZones = [
  ...SERVER_MODULES.map((module) => ({
    target: SERVER_MODULES.filter((other) => other !== module).map((other) => `./server/modules/${other}`),
    from: `./server/modules/${module}`,
    except: ['./index.ts'],
    message: `Use the ${module} module through its index.ts.`,
  })),
];

const featureBoundaryZones = FEATURES.map((feature) => ({
  target: [
    './src/app',
    './src/pages',
    './src/widgets',
    ...FEATURES.filter((f) => f !== feature).map((f) => `./src/features/${f}`),
  ],
  from: `./src/features/${feature}/*/**`,
  message: `Use the ${feature} feature through its index.ts.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // The @/ alias of tsconfig and webpack, so layer rules see real paths.
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureBoundaryZones, ...serverModuleZones] },
      ],
      'import/no-cycle': ['error', { maxDepth: 3 }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Typed hooks only (Redux style guide): react-redux's own hooks are wrapped once, in shared/model/hooks.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use useFeatureSelector / useFeatureDispatch from @/shared/model/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The route table is data the server imports: at run time it loads only shared config (pages load
    // through import(), which only the browser's router calls); React, pages and texts are types only.
    files: ['src/app/routeTable/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./\\.\\./shared/config/)',
              allowTypeImports: true,
              message: 'The route table may import only shared config (types from anywhere): the server loads it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/model/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests wire the real store and features together; they are not part of the shipped graph.
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['server/index.ts', 'server/scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
