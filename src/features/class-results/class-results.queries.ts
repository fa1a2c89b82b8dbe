import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { codeHint } from '../../shared/domain/results-texts';
import type { CodeResults, ResultsOverview } from '../../shared/schemas/turns';

/**
 * What the classes did with the user's codes (see docs/codes.md#class-results). lib/live.ts invalidates every key under
 * `class-results` when a pupil's turn comes in, so an open view follows the lesson without a reload: keep the prefix.
 *
 * Kept on the device like the user's other data, so a view seen once opens offline with its last state; the codes in
 * it are cut to their last characters first, since a whole code opens a story (docs/offline.md#query-cache).
 */
export const classResultsQueries = {
  all: ['class-results'] as const,
  /** The user's codes with their counts; an owner's the school's, with the totals of the licence period; an administrator's the platform's totals. */
  overview: () =>
    queryOptions({
      queryKey: [...classResultsQueries.all, 'overview'],
      queryFn: async ({ signal }): Promise<ResultsOverview> => {
        const overview = (await unwrap(api.results.$get({}, { init: { signal } })));
        return { ...overview, codes: overview.codes.map((row) => ({ ...row, code: codeHint(row.code) })) };
      },
    }),
  /** One code's results: progress, and per game what the class chose. */
  code: (id: number) =>
    queryOptions({
      queryKey: [...classResultsQueries.all, 'code', id],
      queryFn: async ({ signal }): Promise<CodeResults> => {
        const results = (await unwrap(api['access-codes'][':id'].results.$get({ param: { id: String(id) } }, { init: { signal } })));
        return { ...results, code: codeHint(results.code) };
      },
    }),
};

/** Where the code's results are downloaded as a table (a link, so the browser saves the file). */
export const resultsCsvUrl = (id: number): string => api['access-codes'][':id']['results.csv'].$path({ param: { id: String(id) } });
