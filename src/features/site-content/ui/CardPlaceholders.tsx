import '../../../shared/ui/styles/cards.scss';

/**
 * Cards of the size the live ones will have (same picture ratio and text lines), shown while the
 * content loads and in build-time snapshots: the page keeps its layout and nothing shifts when the
 * real cards arrive. Hidden from assistive technology; the grid says it is busy instead.
 */
export function CardPlaceholders({ count, columnClass }: { count: number; columnClass: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={columnClass} aria-hidden="true">
          <div className="card h-100 info-card info-card--placeholder">
            <div className="info-card__placeholder-image" />
            <div className="card-body">
              <span className="info-card__placeholder-line w-25" />
              <span className="info-card__placeholder-line info-card__placeholder-line--title w-75" />
              <span className="info-card__placeholder-line w-50" />
              <span className="info-card__placeholder-line" />
              <span className="info-card__placeholder-line" />
              <span className="info-card__placeholder-line w-50" />
            </div>
          </div>
        </div>
      ))}
    </>
  );
}
