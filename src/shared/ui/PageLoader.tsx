/** The loading state of a page or a guarded route; the text is the spec's `Loading...`. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
