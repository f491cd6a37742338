/**
 * Builders of matrix entries (authorization-matrix*.ts) for the common cases: the URL is the route's own path,
 * with `:id` filled in by a record made for the cell where the route takes one.
 */
import type { MatrixEntry, MatrixFixture, Tenant } from './authorization-matrix.ts';

type Target = (fx: MatrixFixture, tenant: Tenant) => Promise<string> | string;

/** The path of `route` ('METHOD /path/:id/…'), with `id` in place of `:id`. */
function pathOf(route: string, id?: string): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return id === undefined ? path : path.replace(':id', id);
}

/** Routes that ask the same in every cell (a list, the caller's own things): their own path, without a body. */
export function sameRequestEntries(expect: MatrixEntry['expect'], routes: readonly string[]) {
  return Object.fromEntries(
    routes.map((route): [string, MatrixEntry] => [route, { request: () => ({ url: pathOf(route) }), expect }]),
  );
}

/** Routes on a record that `target` makes (or picks) in the tenant's client for each cell, without a body. */
export function recordEntries(expect: MatrixEntry['expect'], target: Target, routes: readonly string[]) {
  return Object.fromEntries(
    routes.map((route): [string, MatrixEntry] => [
      route,
      { request: async (fx, tenant) => ({ url: pathOf(route, await target(fx, tenant)) }), expect },
    ]),
  );
}

/** The id of the row an insert returned (`.returning({ id })`), for a record made for a cell. */
export async function insertedId(insert: Promise<{ id: string }[]>, what: string): Promise<string> {
  const [row] = await insert;
  if (!row) throw new Error(`${what} insert failed`);
  return row.id;
}
