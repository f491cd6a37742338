/**
 * What the web features take from the registries instead of writing themselves: cache keys come from the operations
 * (`queryKeyOf`, `pathKeyOf` and `invalidate` of src/web/lib/api.ts) and links from the screen registry
 * (`screenPath` of src/shared/screens.ts). A key or a path written as a string couples two features through text
 * no compiler checks; these scans fail on one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(root, 'src/web/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-data\.ts$/.test(name) ? [full] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** An array literal starting with a string where a query key is given or kept. */
const handWrittenKey = [
  /queryKey:\s*\[\s*['"`]/,
  /\w*[Kk]ey\w*\s*=\s*\[\s*['"`]/,
  /\w*[Kk]ey\w*\s*=\s*\([^)]*\)\s*=>\s*\[\s*['"`]/,
  /use(?:Options|PagedList)Query(?:<[^>]*>)?\(\s*\[\s*['"`]/,
  /useInvalidatingMutation\([\s\S]{0,400}?,\s*\[\s*['"`][\w-]+['"`]\s*[\],]/,
];

/** A path of the app written as text in a link or a navigation (API paths aside: those come from operations). */
const handWrittenPath = /(?:\bto=\{?|\bhref=\{?|\bnavigate\(|\bto:\s*)['"`]\/(?!api\/)/;

/**
 * Feature files that still write query keys by hand, to be moved to `queryKeyOf` one by one; a file leaves the list
 * when it no longer does (the test says so), and none joins it.
 */
const keysStillHandWritten = new Set<string>([
  'src/web/features/alerts/api/list-alerts.ts',
  'src/web/features/audit/api/audit-log.ts',
  'src/web/features/auth/api/get-oidc-config.ts',
  'src/web/features/auth/api/pending-mfa.ts',
  'src/web/features/badges/api/list-personnel.ts',
  'src/web/features/breaks/api/list-breaks.ts',
  'src/web/features/clients/api/list-client-customers.ts',
  'src/web/features/clients/api/list-clients.ts',
  'src/web/features/customers/api/list-customer-users.ts',
  'src/web/features/customers/api/list-customers.ts',
  'src/web/features/customers/api/report-subscriptions.ts',
  'src/web/features/customers/api/update-customer.ts',
  'src/web/features/daily-activity/api/daily-activity.ts',
  'src/web/features/dashboard/api/get-dashboard.ts',
  'src/web/features/dashboard/api/portal-reports.ts',
  'src/web/features/events/api/list-customer-options.ts',
  'src/web/features/field/api/get-field-today.ts',
  'src/web/features/getting-started/api/get-getting-started.ts',
  'src/web/features/map/api/map-queries.ts',
  'src/web/features/messenger/api/messenger-api.ts',
  'src/web/features/personnel/api/list-personnel.ts',
  'src/web/features/profile/api/mfa.ts',
  'src/web/features/quick-panel/api/get-my-status.ts',
  'src/web/features/report-delivery/api/report-deliveries.ts',
  'src/web/features/search/api/search-records.ts',
  'src/web/features/tasks/api/list-tasks.ts',
  'src/web/features/visitors/api/list-event-options.ts',
  'src/web/features/visitors/api/list-visitors.ts',
  'src/web/features/visitors/api/watch-list.ts',
  'src/web/features/workforce-reports/api/list-clients.ts',
  'src/web/features/workforce-reports/api/report-request.ts',
  'src/web/features/workforce-reports/api/tours-report.ts',
]);

function offenders(pattern: RegExp | RegExp[]): string[] {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  return sourceFiles(featuresDir)
    .filter((file) => {
      const text = withoutComments(readFileSync(file, 'utf8'));
      return patterns.some((p) => p.test(text));
    })
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

describe('web features', () => {
  it('write no query key of their own: keys come from the operations', () => {
    const found = offenders(handWrittenKey);
    expect(found.filter((file) => !keysStillHandWritten.has(file))).toEqual([]);
    expect([...keysStillHandWritten].filter((file) => !found.includes(file)).sort()).toEqual([]);
  });

  it('write no path of the app: links come from the screen registry', () => {
    expect(offenders(handWrittenPath)).toEqual([]);
  });
});
