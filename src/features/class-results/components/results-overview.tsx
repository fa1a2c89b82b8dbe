import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { roleOf } from '../../../shared/domain/account-menu';
import { germanDate } from '../../../shared/domain/german-date';
import { countText, resultsTexts as t } from '../../../shared/domain/results-texts';
import type { CodeResultsRow, ResultsOverview as Overview } from '../../../shared/schemas/turns';
import { DataTable } from '../../../ui/data-table';
import { OfflineStand } from '../../../ui/offline-stand';
import { useAccount } from '../../auth/auth.queries';
import { classResultsQueries } from '../class-results.queries';
import { ResultsState } from './results-state';
import '../class-results.css';

/**
 * /auswertung (see docs/codes.md#class-results): the user's codes with the turns begun and finished, each leading to its
 * results; an owner sees the school's codes with their teachers and the stories' totals of the licence period, an
 * administrator the platform's totals. Offline it shows what was stored at the last visit, marked so.
 */
export function ResultsOverview() {
  const overview = useQuery(classResultsQueries.overview());
  const owner = roleOf(useAccount()) === 'OWNER';
  return (
    <article className="page class-results" aria-labelledby="class-results-title">
      <h1 id="class-results-title">{t.title}</h1>
      <p>{t.intro}</p>
      <ResultsState query={overview}>{(data) => <OverviewBody data={data} owner={owner} updatedAt={overview.dataUpdatedAt} />}</ResultsState>
    </article>
  );
}

function OverviewBody({ data, owner, updatedAt }: { data: Overview; owner: boolean; updatedAt: number }) {
  // a teacher's list is their own: the column of names is the owner's, who sees the school's codes
  const withTeachers = owner && data.codes.some((row) => row.createdBy !== null);
  return (
    <>
      <OfflineStand updatedAt={updatedAt} />
      <p className="class-results__note">{t.privacyNote}</p>
      <section aria-labelledby="class-results-codes">
        <h2 id="class-results-codes">{owner ? t.schoolCodes : t.ownCodes}</h2>
        {data.codes.length === 0 ? (
          <p>{t.noCodes}</p>
        ) : (
          <DataTable
            caption={t.codesCaption}
            hideCaption
            columns={[t.story, t.code, t.note, ...(withTeachers ? [t.createdBy] : []), t.validUntil, t.started, t.finished, t.lastTurn]}
          >
            {data.codes.map((row) => (
              <CodeRow key={row.accessCodeId} row={row} withTeachers={withTeachers} />
            ))}
          </DataTable>
        )}
      </section>
      {data.totals && (
        <section aria-labelledby="class-results-totals">
          <h2 id="class-results-totals">{data.period ? t.totalsSchool(germanDate(data.period.from), germanDate(data.period.until)) : t.totalsPlatform}</h2>
          <DataTable caption={t.totalsCaption} hideCaption columns={[t.story, t.started, t.finished]}>
            {data.totals.map((total) => (
              <tr key={total.boardstory.id}>
                <th scope="row">{total.boardstory.title}</th>
                <td>{total.turnsStarted}</td>
                <td>{total.turnsFinished}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </>
  );
}

function CodeRow({ row, withTeachers }: { row: CodeResultsRow; withTeachers: boolean }) {
  return (
    <tr>
      <th scope="row">
        <Link to="/auswertung/$codeId" params={{ codeId: String(row.accessCodeId) }} aria-label={`${row.boardstory.title}: ${t.showResultsFor(row.code)}`}>
          {row.boardstory.title}
        </Link>
        {row.kind === 'rental' && <span className="class-results__kind"> ({t.rentalCode})</span>}
      </th>
      <td className="class-results__code">{row.code}</td>
      <td>{row.note ?? ''}</td>
      {withTeachers && <td>{row.createdBy ?? ''}</td>}
      <td>{germanDate(row.validUntil)}</td>
      <td>{countText(row.turnsStarted)}</td>
      <td>{countText(row.turnsFinished)}</td>
      <td>{row.lastTurnAt ? germanDate(row.lastTurnAt) : t.never}</td>
    </tr>
  );
}
