import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, firstPageViolations, importedSpecifiers, loadedSpecifiers } from './import-boundaries.ts';

const root = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

write('src/web/components/section-card.tsx', 'export const SectionCard = 1;\n');
write('src/web/app/shell/logo.tsx', 'export const Logo = 1;\n');
write('src/web/features/clients/client-chip.tsx', 'export const ClientChip = 1;\n');
write('src/web/features/clients/api/list-clients.ts', 'export const listClients = 1;\n');
write('src/server/modules/auth/service.ts', 'export const openSession = 1;\n');

describe('import boundaries', () => {
  it('passes a feature that imports its own files, web foundations and packages', () => {
    write(
      'src/web/features/clients/components/clients-page.tsx',
      [
        "import Box from '@mui/material/Box';",
        "import { SectionCard } from '../../../components/section-card.tsx';",
        "import { ClientChip } from '../client-chip.tsx';",
        "import { listClients } from '../api/list-clients.ts';",
      ].join('\n'),
    );
    expect(findViolations(root)).toEqual([]);
  });

  it('fails a feature that imports another feature, even a type, or the app', () => {
    write(
      'src/web/features/tasks/components/tasks-page.tsx',
      [
        "import type { ClientChip } from '../../clients/client-chip.tsx';",
        "import { Logo } from '../../../app/shell/logo.tsx';",
      ].join('\n'),
    );
    expect(findViolations(root)).toEqual([
      {
        rule: 'feature-not-to-other-feature',
        file: 'src/web/features/tasks/components/tasks-page.tsx',
        target: 'src/web/features/clients/client-chip.tsx',
      },
      {
        rule: 'feature-only-to-web-foundations',
        file: 'src/web/features/tasks/components/tasks-page.tsx',
        target: 'src/web/app/shell/logo.tsx',
      },
    ]);
    rmSync(path.join(root, 'src/web/features/tasks'), { recursive: true });
  });

  it('fails http plumbing that imports a module, but not its tests', () => {
    write('src/server/http/same-origin.ts', "import { openSession } from '../modules/auth/service.ts';\n");
    write('src/server/http/contract.test.ts', "import { openSession } from '../modules/auth/service.ts';\n");
    expect(findViolations(root)).toEqual([
      {
        rule: 'http-not-to-modules',
        file: 'src/server/http/same-origin.ts',
        target: 'src/server/modules/auth/service.ts',
      },
    ]);
  });

  it("fails the rest of the server reaching past a module's index.ts, but not app.ts, the test fixtures or tests", () => {
    write(
      'src/server/realtime/hub.ts',
      "import { a } from '../modules/auth/index.ts';\nimport { b } from '../modules/auth/repository.ts';\n",
    );
    write('src/server/app.ts', "import { authRoutes } from './modules/auth/routes.ts';\n");
    write('src/server/test/fixtures.ts', "import { c } from '../modules/auth/repository.ts';\n");
    write('src/server/realtime/hub.test.ts', "import { d } from '../modules/auth/repository.ts';\n");
    expect(findViolations(root).filter((v) => v.rule === 'server-only-through-module-index')).toEqual([
      {
        rule: 'server-only-through-module-index',
        file: 'src/server/realtime/hub.ts',
        target: 'src/server/modules/auth/repository.ts',
      },
    ]);
    for (const file of ['realtime', 'app.ts', 'test']) rmSync(path.join(root, 'src/server', file), { recursive: true });
  });

  it('reads static, type-only, re-exported, side-effect, dynamic and mocked imports, not commented ones', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import {\n  c,\n  type C,\n} from './c.ts';",
      "export { d } from './d.ts';",
      "import './e.css';",
      "const f = await import('./f.ts');",
      "vi.mock('./g.ts');",
      "// import h from './h.ts';",
      "/* import i from './i.ts'; */",
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.css', './f.ts', './g.ts']);
  });
});

describe('the first page', () => {
  it('follows the imports that load with a file: not type-only ones, not dynamic ones', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "import './f.css';",
      "const g = await import('./g.ts');",
      "// import h from './h.ts';",
    ].join('\n');
    expect(loadedSpecifiers(text)).toEqual(['./a.ts', './c.ts', './d.ts', './f.css']);
  });

  it('finds a schema library the sign-in page loads through any file, and not one it loads on demand', () => {
    const first = mkdtempSync(path.join(tmpdir(), 'first-page-'));
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(first, file)), { recursive: true });
      writeFileSync(path.join(first, file), text);
    };
    put('src/web/main.tsx', "import { session } from './lib/session.ts';\n");
    put('src/web/lib/session.ts', "import { authOperations } from '../../shared/contract/auth.ts';\n");
    put('src/shared/contract/auth.ts', "import { z } from 'zod';\n");
    put(
      'src/web/features/auth/components/sign-in-page.tsx',
      [
        "import type { SignInBody } from '../../../../shared/contract/auth.ts';",
        "import { entryRoutes } from '../../../../shared/contract/entry-routes.ts';",
        "const step = () => import('./mfa-step.tsx');",
      ].join('\n'),
    );
    put('src/shared/contract/entry-routes.ts', 'export const entryRoutes = {};\n');
    put('src/web/features/auth/components/mfa-step.tsx', "import { z } from 'zod';\n");
    try {
      expect(firstPageViolations(first)).toEqual([
        { rule: 'first-page-light', file: 'src/web/lib/session.ts', target: 'src/shared/contract/auth.ts' },
        { rule: 'first-page-light', file: 'src/shared/contract/auth.ts', target: 'zod' },
      ]);
    } finally {
      rmSync(first, { recursive: true, force: true });
    }
  });

  it('finds MUI, emotion and a form library the sign-in page would load', () => {
    const first = mkdtempSync(path.join(tmpdir(), 'first-page-'));
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(first, file)), { recursive: true });
      writeFileSync(path.join(first, file), text);
    };
    put('src/web/main.tsx', "import { LoadingView } from './components/loading-view.tsx';\n");
    put('src/web/components/loading-view.tsx', "import LinearProgress from '@mui/material/LinearProgress';\n");
    put(
      'src/web/features/auth/components/sign-in-page.tsx',
      [
        "import { useForm } from 'react-hook-form';",
        "import { css } from '@emotion/react';",
        "const theme = () => import('@mui/material/styles');",
      ].join('\n'),
    );
    try {
      expect(firstPageViolations(first)).toEqual([
        { rule: 'first-page-light', file: 'src/web/components/loading-view.tsx', target: '@mui/material' },
        {
          rule: 'first-page-light',
          file: 'src/web/features/auth/components/sign-in-page.tsx',
          target: 'react-hook-form',
        },
        {
          rule: 'first-page-light',
          file: 'src/web/features/auth/components/sign-in-page.tsx',
          target: '@emotion/react',
        },
      ]);
    } finally {
      rmSync(first, { recursive: true, force: true });
    }
  });

  it('holds for this repository: the sign-in page loads no schema library, form library, MUI or emotion', () => {
    expect(firstPageViolations(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
