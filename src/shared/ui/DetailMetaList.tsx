import type { DetailMeta } from './DetailModal';
import './styles/cards.scss';

/** A record's facts (date, time, place, price...) as a definition list, each with its icon. */
export function DetailMetaList({ meta, className = '' }: { meta: DetailMeta[]; className?: string }) {
  return (
    <dl className={`detail-meta ${className}`.trim()}>
      {meta.map((item) => (
        <div key={item.label} className="detail-meta__item">
          <dt>
            {item.icon}
            <span>{item.label}</span>
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
