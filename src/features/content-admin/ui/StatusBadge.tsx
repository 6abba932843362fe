import { CONTENT_ADMIN_TEXT as T } from '../model/text';

export const PUBLISHED_OPTIONS = [
  { value: 'true', label: T.published },
  { value: 'false', label: T.draft },
] as const;

/** Published or draft (active or hidden for a slide), in words, not only in colour. */
export function StatusBadge({
  on,
  onLabel = T.published,
  offLabel = T.draft,
}: {
  on: boolean;
  onLabel?: string;
  offLabel?: string;
}) {
  return <span className={`badge ${on ? 'text-bg-success' : 'text-bg-light border'}`}>{on ? onLabel : offLabel}</span>;
}
