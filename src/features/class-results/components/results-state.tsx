import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { resultsTexts as t } from '../../../shared/domain/results-texts';
import { texts } from '../../../shared/domain/texts';
import { useOnline } from '../../../ui/online';

/**
 * A results view's data, or why it is not there: a stored answer shows offline (the caller marks it), one never
 * loaded says it comes with the connection, a code that is not the user's says so.
 */
export function ResultsState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const online = useOnline();
  if (query.data !== undefined) return children(query.data);
  if (!online) return <p role="status">{t.offline}</p>;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return <p role="alert">{t.notFound}</p>;
  if (query.isError)
    return (
      <div role="alert">
        <p className="form-error">{texts.somethingWentWrong}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          Erneut versuchen
        </button>
      </div>
    );
  return <p role="status">{t.loading}</p>;
}
