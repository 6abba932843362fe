import type { KeyboardEvent, ReactNode } from 'react';

// Tabs as plain Bootstrap markup with the WAI-ARIA tab roles: the same HTML, ids and keyboard
// behaviour react-bootstrap's Tabs/Nav gave, without its Nav, transition and state helpers (about
// 6 KB gzip on the pages that show tabs on first paint).

/** Ids tying a tab to its panel (react-bootstrap's scheme). */
const tabIds = (id: string, key: string) => ({ tab: `${id}-tab-${key}`, panel: `${id}-tabpane-${key}` });

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

export interface TabListProps<K extends string> {
  id: string;
  keys: readonly K[];
  active: K;
  onSelect: (key: K) => void;
  /** What a tab shows. */
  renderTab: (key: K, selected: boolean) => ReactNode;
  /** The list's classes, e.g. `nav nav-tabs` or `nav nav-pills`. */
  className: string;
  linkClassName?: string;
  'aria-label'?: string;
  /** False when only the active panel is rendered: inactive tabs then point at no panel. */
  panelsMounted?: boolean;
}

/**
 * The tab buttons. Only the selected tab is in the Tab order; with the focus on it, the arrow keys
 * select and focus the previous or next tab (wrapping around).
 */
export function TabList<K extends string>(props: TabListProps<K>) {
  const { id, keys, active, onSelect, renderTab, className, linkClassName = '', panelsMounted = true } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step || document.activeElement?.id !== tabIds(id, active).tab) return;
    event.preventDefault();
    const next = keys[(keys.indexOf(active) + step + keys.length) % keys.length];
    onSelect(next);
    document.getElementById(tabIds(id, next).tab)?.focus();
  };
  return (
    <div role="tablist" className={className} aria-label={props['aria-label']} onKeyDown={onKeyDown}>
      {keys.map((key) => {
        const ids = tabIds(id, key);
        const selected = key === active;
        return (
          <div key={key} className="nav-item" role="presentation">
            <button
              type="button"
              role="tab"
              id={ids.tab}
              aria-controls={selected || panelsMounted ? ids.panel : undefined}
              aria-selected={selected}
              tabIndex={selected ? undefined : -1}
              className={`nav-link${selected ? ' active' : ''} ${linkClassName}`.trim()}
              onClick={() => onSelect(key)}
            >
              {renderTab(key, selected)}
            </button>
          </div>
        );
      })}
    </div>
  );
}

/** A tab's panel; an inactive one stays mounted but hidden, unless `unmountWhenHidden`. */
export function TabPanel(props: {
  id: string;
  tabKey: string;
  active: boolean;
  unmountWhenHidden?: boolean;
  children: ReactNode;
}) {
  const { id, tabKey, active, unmountWhenHidden = false, children } = props;
  if (!active && unmountWhenHidden) return null;
  const ids = tabIds(id, tabKey);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      className={`tab-pane${active ? ' active show' : ''}`}
      hidden={!active}
    >
      {children}
    </div>
  );
}
