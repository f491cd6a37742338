/** The rows of one page of a list, for the query: how many, and how many to skip. */
export function pageWindow(query: { page: number; limit: number }): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}
