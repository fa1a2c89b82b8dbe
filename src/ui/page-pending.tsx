/** While a page's data is on its way (shown by the router after a second, so fast loads never flash it). */
export function PagePending() {
  return (
    <div className="page-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Wird geladen …</span>
    </div>
  );
}
