import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { noFolderCycles } from './scripts/api-folder-graph.mjs';

/**
 * The web app's import boundaries (decision 014): shared code (components/ui, lib) flows into
 * features, features into app; a feature never imports another feature, and app composes
 * them. The admin area is reached only through app's lazy imports, and its areas share only
 * features/admin/api and features/admin/components. Folders are read here so a new feature
 * or admin area is covered the day it is created.
 */
const root = import.meta.dirname;
const web = 'apps/web/src';
const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const adminShared = ['api', 'components'];
const features = subfolders(`${web}/features`);
const adminAreas = subfolders(`${web}/features/admin`).filter(
  (name) => !adminShared.includes(name),
);

const boundaryZones = [
  {
    target: [`./${web}/components`, `./${web}/lib`],
    from: [`./${web}/features`, `./${web}/app`],
    message: 'Shared code (components/ui, lib) must not depend on features or app.',
  },
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'Features must not depend on app; app composes features.',
  },
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to components/ui or lib, or compose them in app.',
  })),
  ...adminAreas.map((area) => ({
    target: `./${web}/features/admin/${area}`,
    from: `./${web}/features/admin`,
    except: [`./${area}`, ...adminShared.map((shared) => `./${shared}`)],
    message:
      'An admin area imports only its own files and features/admin/api or features/admin/components.',
  })),
];

/**
 * The API's import boundaries (decision 030). A module reaches another module only through
 * that module's service (`<name>/<name>.service.ts`) or a file it names public
 * (`*.public.ts`); plugins, lib and db import no module: a plugin declares the narrow interface
 * it needs and services.ts passes the service in. Folders are read here, so a new module or public
 * file is covered the day it is created. app.ts, server.ts and tests put the app together and
 * may import anything.
 */
const api = 'apps/api/src';
const apiModules = subfolders(`${api}/modules`);
const publicFaces = (name) =>
  fs
    .readdirSync(path.join(root, api, 'modules', name))
    .filter((file) => file === `${name}.service.ts` || file.endsWith('.public.ts'))
    .map((file) => `./${name}/${file}`);

const apiBoundaryZones = [
  ...apiModules.map((name) => ({
    target: `./${api}/modules/${name}`,
    from: `./${api}/modules`,
    except: [`./${name}`, ...apiModules.filter((other) => other !== name).flatMap(publicFaces)],
    message:
      'A module reaches another module only through its service (<name>/<name>.service.ts) or a file it names public (*.public.ts).',
  })),
  {
    target: [`./${api}/plugins`, `./${api}/lib`, `./${api}/db`],
    from: `./${api}/modules`,
    message:
      'plugins, lib and db import no module: declare the narrow interface needed here and let services.ts pass the service in, or move the shared piece down.',
  },
];

const chartLibraries = {
  group: ['chart.js', 'chart.js/**', 'react-chartjs-2'],
  message: 'Charts belong to the back office: import them only under features/admin.',
};
const staticAdminImports = {
  group: ['@/features/admin', '@/features/admin/**', '**/features/admin', '**/features/admin/**'],
  message: 'Load the admin area lazily: import() inside React.lazy.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // The payment sandbox's checkout script runs in the shopper's browser.
    files: ['apps/api/src/modules/payments/sandbox-checkout.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'apps/web/tsconfig.json') } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // The boundary rule can only judge imports it resolves, so every import must resolve.
      'import/no-unresolved': 'error',
    },
  },
  {
    files: [`${api}/**/*.{ts,mts,js,mjs}`],
    ignores: [`${api}/app.ts`, `${api}/server.ts`, `${api}/**/*.test.ts`],
    plugins: { import: importPlugin, api: { rules: { 'no-folder-cycles': noFolderCycles } } },
    settings: {
      'import/resolver': { typescript: { project: path.join(root, 'apps/api/tsconfig.json') } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaryZones }],
      // The boundary rule can only judge imports it resolves, so every import must resolve.
      'import/no-unresolved': 'error',
      // No two folders import each other, even through a third or through types only.
      'api/no-folder-cycles': 'error',
    },
  },
  {
    // Only the back office draws charts, so their library stays in its lazily loaded chunks.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/features/admin/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [chartLibraries] }] },
  },
  {
    // app may load the admin area only through import() (React.lazy), never statically, so
    // none of it reaches the storefront's first load.
    files: [`${web}/app/**/*.{ts,tsx}`, `${web}/main.tsx`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [staticAdminImports, chartLibraries] }],
    },
  },
  prettier,
);
