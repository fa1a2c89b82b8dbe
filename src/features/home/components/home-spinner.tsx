import { homeTexts } from '../home-texts';

/** Shown by the route only when the front page takes longer than 750 ms (see docs/interface.md#timings). */
export function HomeSpinner() {
  return (
    <div className="home-spinner" role="status">
      <span className="home-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{homeTexts.loading}</span>
    </div>
  );
}
