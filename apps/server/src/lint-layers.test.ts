import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layering of docs/architecture.md is a lint rule (eslint.layers.js, issue 17 §3): these
// imports, written into files where they would break it, must be refused, and their allowed
// spellings let through.
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('the layering lint rule', () => {
  it('lets a module use another module through its service only', async () => {
    expect(
      await refusals('apps/server/src/modules/practice/x.service.ts', "import { a } from '../questions/questions.repository.ts';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(
      await refusals('apps/server/src/modules/practice/answers/x.service.ts', "import { a } from '../../content/browse-views.ts';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(
      await refusals(
        'apps/server/src/modules/practice/answers/x.service.ts',
        "import { a } from '../../questions/questions.service.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
    // Within the module, any file.
    expect(
      await refusals('apps/server/src/modules/practice/answers/x.service.ts', "import { a } from '../sessions/sessions.repository.ts';\nexport const b = a;\n"),
    ).toEqual([]);
  }, 60_000);

  it('keeps SQL out of routes and services, and repositories out of routes', async () => {
    expect(await refusals('apps/server/src/modules/learn/x.service.ts', "import { eq } from 'drizzle-orm';\nexport const b = eq;\n")).toHaveLength(1);
    expect(
      await refusals('apps/server/src/modules/learn/x.routes.ts', "import { videos } from '../../db/schema/index.ts';\nexport const b = videos;\n"),
    ).toHaveLength(1);
    expect(await refusals('apps/server/src/modules/learn/x.routes.ts', "import { a } from './progress.repository.ts';\nexport const b = a;\n")).toHaveLength(1);
    expect(await refusals('apps/server/src/modules/learn/x.repository.ts', "import { eq } from 'drizzle-orm';\nexport const b = eq;\n")).toEqual([]);
  }, 60_000);

  it('lets a web feature use another feature through its index.ts only', async () => {
    expect(
      await refusals('apps/web/src/features/profiles/components/x.tsx', "import { a } from '../../auth/hooks/use-go.ts';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(await refusals('apps/web/src/features/profiles/components/x.tsx', "import { a } from '../../auth/index.ts';\nexport const b = a;\n")).toEqual([]);
  }, 60_000);

  it('keeps the domain package free of the apps', async () => {
    expect(await refusals('packages/domain/src/x.ts', "import { a } from '../../../apps/server/src/env.ts';\nexport const b = a;\n")).toHaveLength(1);
    expect(await refusals('packages/domain/src/x.ts', "import { a } from 'node:fs';\nexport const b = a;\n")).toHaveLength(1);
  }, 60_000);
});
