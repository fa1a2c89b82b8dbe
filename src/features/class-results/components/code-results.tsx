import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { germanDate } from '../../../shared/domain/german-date';
import { countText, resultsTexts as t, shareText } from '../../../shared/domain/results-texts';
import type { CodeResults as Results, GameResult } from '../../../shared/schemas/turns';
import { DataTable } from '../../../ui/data-table';
import { OfflineStand } from '../../../ui/offline-stand';
import { classResultsQueries, resultsCsvUrl } from '../class-results.queries';
import { ResultsState } from './results-state';
import '../class-results.css';

/**
 * /auswertung/{codeId} (see docs/codes.md#class-results): one code's turns, how far they got, and per game what the
 * class did — never a list of pupils. It follows the lesson through /live, downloads as CSV and prints like the class
 * sheet.
 */
export function CodeResults({ codeId }: { codeId: number }) {
  const results = useQuery(classResultsQueries.code(codeId));
  return (
    <article className="page class-results class-results--code" aria-labelledby="code-results-title">
      <div className="class-results__tools">
        <button type="button" className="button" onClick={() => window.print()} disabled={!results.data}>
          {t.print}
        </button>
        <a className="button button-secondary" href={resultsCsvUrl(codeId)} download>
          {t.csv}
        </a>
        <Link to="/auswertung" className="button button-secondary">
          {t.back}
        </Link>
      </div>
      <h1 id="code-results-title">{results.data ? t.codeTitle(results.data.boardstory.title) : t.title}</h1>
      <ResultsState query={results}>{(data) => <CodeBody data={data} updatedAt={results.dataUpdatedAt} />}</ResultsState>
    </article>
  );
}

function CodeBody({ data, updatedAt }: { data: Results; updatedAt: number }) {
  return (
    <>
      <OfflineStand updatedAt={updatedAt} />
      <p className="class-results__meta">
        {t.codeLine(data.code)}
        {data.createdBy && <> · {t.createdByLine(data.createdBy)}</>}
        {' · '}
        {t.lastTurn}: {data.lastTurnAt ? germanDate(data.lastTurnAt) : t.never}
      </p>
      <dl className="class-results__totals">
        <div>
          <dt>{t.turnsStarted}</dt>
          <dd data-testid="turns-started">{countText(data.turnsStarted)}</dd>
        </div>
        <div>
          <dt>{t.turnsFinished}</dt>
          <dd data-testid="turns-finished">{countText(data.turnsFinished)}</dd>
        </div>
      </dl>
      <p className="class-results__note">{t.privacyNote}</p>
      {data.turnsStarted === 0 ? (
        <p>{t.noTurns}</p>
      ) : (
        <section aria-labelledby="code-results-progress">
          <h2 id="code-results-progress">{t.progress}</h2>
          <DataTable caption={t.progressCaption} hideCaption columns={[t.part, t.turns]}>
            {data.progress.map((bucket) => (
              <tr key={bucket.fromPercent}>
                <th scope="row">{t.bucket(bucket.fromPercent, bucket.toPercent)}</th>
                <td>{countText(bucket.turns)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      <section aria-labelledby="code-results-games">
        <h2 id="code-results-games">{t.games}</h2>
        {data.games.length === 0 ? <p>{t.noGames}</p> : data.games.map((game) => <GameBlock key={game.game} game={game} />)}
      </section>
    </>
  );
}

function GameBlock({ game }: { game: GameResult }) {
  const heading = `class-results-game-${game.game}`;
  if (game.gameType === 'quiz')
    return (
      <section className="class-results__game" aria-labelledby={heading}>
        <h3 id={heading}>{t.quiz}</h3>
        {game.questions.map((q, i) => (
          <DataTable key={i} caption={t.question(i + 1, q.question)} columns={[t.answer, t.chosen]}>
            {q.options.map((o, j) => (
              <tr key={j} className={o.correct ? 'class-results__right' : undefined}>
                <th scope="row">
                  {o.option}
                  {o.correct && <span className="class-results__right-mark"> ({t.right})</span>}
                </th>
                <td>{countText(o.chosen)}</td>
              </tr>
            ))}
            <tr className="class-results__sum">
              <th scope="row">{t.shareRight}</th>
              <td>
                {shareText(q.shareRight)} ({t.answered}: {countText(q.answered)})
              </td>
            </tr>
          </DataTable>
        ))}
      </section>
    );
  if (game.gameType === 'search')
    return (
      <section className="class-results__game" aria-labelledby={heading}>
        <h3 id={heading}>{t.search(game.hint)}</h3>
        <DataTable caption={t.searchCaption} hideCaption columns={[t.searched, t.shareFound, t.medianTime]}>
          <tr>
            <td>{countText(game.turns)}</td>
            <td>{shareText(game.shareFound)}</td>
            <td>{game.medianSeconds === null ? t.tooFewTurns : t.seconds(game.medianSeconds)}</td>
          </tr>
        </DataTable>
      </section>
    );
  return (
    <section className="class-results__game" aria-labelledby={heading}>
      <h3 id={heading}>{t.impulse(game.text)}</h3>
      <p>{t.openedLine(countText(game.opened))}</p>
    </section>
  );
}
