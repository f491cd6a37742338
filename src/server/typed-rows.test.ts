import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionFiles, serverRoot } from './test/production-files.ts';

/**
 * Rows typed from the schema (docs/architecture.md#rows): a CRUD repository reads and writes through Drizzle's
 * query builder, its rows typed `typeof table.$inferSelect`, and maps them with one mapper per resource. Raw
 * `db.execute<Row>(sql`…`)` stays in the files listed here, and nowhere else.
 */
const relative = (file: string) => path.relative(serverRoot, file).split(path.sep).join('/');

/**
 * Where raw SQL earns its keep: reports and aggregations (docs/decisions/0013-workforce-reports-in-sql.md), jobs
 * that claim and change rows in one statement, the database layer and the access module's scope queries. Each
 * declares its row type once, next to its query.
 */
const rawSqlEarnsItsKeep = [
  'access/event-scope.ts',
  'access/visible-ids.ts',
  'db/migrate.ts',
  'db/server-version.ts',
  // The foreign keys that reference stored_files come from the catalog (fileForeignKeys, for its test).
  'files/file-repository.ts',
  // The scheduled checks raise, mark and audit alerts in one statement each.
  'modules/alerts/repository.ts',
  // Coverage sums a month of clock entries per post and local day in one statement (docs/product/billing.md#coverage).
  'modules/billing/coverage-repository.ts',
  // A pay run's clock entries with each one's pay rate, breaks, lock and reviewer's visibility in one statement; the
  // locks an approval and a correction take.
  'modules/payroll/pay-run-repository.ts',
  // The audit viewer's page (a count and a lateral page in one statement) and its filter options (distinct values).
  'modules/audit/repository.ts',
  'modules/daily-activity/repository.ts',
  'modules/dashboard/repository.ts',
  // An event's zones (geofences and restricted areas in one union) and a clock-in's shift, found and linked in one
  // statement.
  'modules/field/repository.ts',
  // The setup checklist's counts.
  'modules/getting-started/repository.ts',
  'modules/map/repository.ts',
  // The conversation and message lists: unread counts, the last message, members and read states per row.
  'modules/messenger/repository.ts',
  // The proof chain is verified by a database function (docs/decisions/0045-proof-chain-by-seq.md).
  'modules/proof/repository.ts',
  'modules/search/repository.ts',
  // The shift list (each shift's people in one grouped pass, docs/benchmarks.md) and the rules read with
  // settingsColumns' defaults.
  'modules/shifts/repository.ts',
  // The welfare check's open clock entries with their last answer (the latest check-call or scan).
  'modules/tours/repository.ts',
  // The retention job claims, clears and audits visitors in one statement.
  'modules/visitors/retention-repository.ts',
  'modules/workforce-reports/repository.ts',
  'modules/workforce-reports/schedule-vs-actual-repository.ts',
];

/**
 * Repositories with CRUD queries not yet on the query builder (some also hold a report that may stay raw). This
 * list only shrinks: a converted file leaves it for good.
 */
const notYetConverted: string[] = [];

const rawSqlFiles = () =>
  productionFiles()
    .filter((file) => /\bexecute</.test(readFileSync(file, 'utf8')))
    .map(relative)
    .sort();

describe('rows typed from the schema', () => {
  it('no repository outside the lists runs typed raw SQL', () => {
    const allowed = new Set([...rawSqlEarnsItsKeep, ...notYetConverted]);
    expect(rawSqlFiles().filter((file) => !allowed.has(file))).toEqual([]);
  });

  it('the lists name only files that still run it, so a converted file leaves them', () => {
    const present = new Set(rawSqlFiles());
    expect([...rawSqlEarnsItsKeep, ...notYetConverted].filter((file) => !present.has(file))).toEqual([]);
  });
});
