/**
 * Authorization-matrix entries of the workforce and finance reports (src/server/modules/workforce-reports), spread
 * into `matrixEntries` of authorization-matrix.ts: the operators with the Reports menu read them (each over their
 * own scope); a guard, client user or guest is refused. They are lists: there is no "other client" cell.
 */
import type { MatrixEntry, MatrixRole } from './authorization-matrix.ts';
import { listExpect } from './authorization-matrix-expect.ts';

const readers: readonly MatrixRole[] = ['executive', 'manager', 'supervisor'];

const paths = [
  'clock-activity',
  'geofence-activity',
  'performance/personnel',
  'performance/events',
  'payroll',
  'financial',
  'compliance',
  'schedule-vs-actual',
] as const;

export const workforceReportMatrixEntries: Record<string, MatrixEntry> = Object.fromEntries(
  paths.flatMap((path) =>
    ['', '.csv'].map((suffix): [string, MatrixEntry] => [
      `GET /api/v1/reports/${path}${suffix}`,
      { request: () => ({ url: `/api/v1/reports/${path}${suffix}` }), expect: listExpect(readers) },
    ]),
  ),
);
