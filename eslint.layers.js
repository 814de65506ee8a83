// The layering of docs/architecture.md as lint rules (issue 17 §3), written with ESLint's own
// `no-restricted-imports` so a new violation fails `npm run lint` (and so CI):
// - a server module (apps/server/src/modules/<m>/) uses another module only through that module's
//   `*.service.ts`; its routes never import a repository; its routes and services never import
//   Drizzle or the table schema (the repository is the only place with SQL);
// - a web feature (apps/web/src/features/<f>/) uses another feature only through its `index.ts`.
// Relative imports are matched by their depth: from `modules/<m>/a/b.ts`, `../../x/...` is module x.
// The rule's options are per file (a later block replaces an earlier one), so each block carries
// every pattern for its files.
import { readdirSync, statSync } from 'node:fs';

const dirs = (path) => readdirSync(new URL(path, import.meta.url)).filter((n) => statSync(new URL(`${path}/${n}`, import.meta.url)).isDirectory());
/** `s` as a literal in a regular expression (ESLint compiles it with the `u` flag: `-` stays bare). */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];
const DEPTHS = [1, 2, 3];
const SQL = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in the module’s *.repository.ts (docs/architecture.md).' },
  { regex: '/db/schema(/|$)', message: 'Tables are read and written in the module’s *.repository.ts (docs/architecture.md).' },
];

/** Another unit (module or feature) reached through anything but its public file. */
function crossing(own, depth, publicFile, what) {
  return {
    regex: `^(?:\\.\\./){${depth}}(?!${escape(own)}/)[^./][^/]*/(?!${publicFile}).+$`,
    message: `Use another ${what} only through its ${what === 'module' ? '*.service.ts' : 'index.ts'} (docs/architecture.md).`,
  };
}

const server = dirs('apps/server/src/modules').flatMap((m) =>
  DEPTHS.flatMap((d) => {
    const at = `apps/server/src/modules/${m}/${'*/'.repeat(d - 1)}`;
    const cross = crossing(m, d, '(?:[^/]+/)*[^/]+\\.service\\.ts$', 'module');
    const block = (files, patterns, ignores = []) => ({ files, ignores: [...TESTS, ...ignores], rules: { 'no-restricted-imports': ['error', { patterns }] } });
    return [
      block([`${at}*.ts`], [cross], [`${at}*.routes.ts`, `${at}*.service.ts`]),
      block([`${at}*.service.ts`], [cross, ...SQL]),
      block(
        [`${at}*.routes.ts`],
        [cross, ...SQL, { regex: '\\.repository\\.ts$', message: 'A route calls its service, never a repository (docs/architecture.md).' }],
      ),
    ];
  }),
);

/**
 * The web app takes types from the contracts, and values only from their constants module (and the
 * consent wording): the zod schemas stay on the server, which checks every answer against them
 * (decision 051). A form's schema file (`*-schema.ts`) may use a request body's schema.
 */
const CONTRACT_VALUES = {
  regex: '^@abhyas/contracts(?!/constants$|/family-data/consent-wording$)(?:/.*)?$',
  allowTypeImports: true,
  message:
    'Import types from the contracts (`import type`), constants from @abhyas/contracts/constants; a form schema lives in a *-schema.ts file (decision 051).',
};
const FORM_SCHEMAS = ['**/*-schema.ts', '**/*-schemas.ts'];

const web = [
  { files: ['apps/web/src/{app,lib}/**/*.{ts,tsx}'], ignores: TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACT_VALUES] }] } },
  ...dirs('apps/web/src/features').flatMap((f) =>
    DEPTHS.flatMap((d) => {
      const files = [`apps/web/src/features/${f}/${'*/'.repeat(d - 1)}*.{ts,tsx}`];
      const cross = crossing(f, d, 'index\\.tsx?$', 'feature');
      return [
        { files, ignores: [...TESTS, ...FORM_SCHEMAS], rules: { 'no-restricted-imports': ['error', { patterns: [cross, CONTRACT_VALUES] }] } },
        {
          files: FORM_SCHEMAS.map((g) => `${files[0].replace('*.{ts,tsx}', '')}${g.slice(3)}`),
          ignores: TESTS,
          rules: { 'no-restricted-imports': ['error', { patterns: [cross] }] },
        },
      ];
    }),
  ),
];

export const layers = [...server, ...web];
