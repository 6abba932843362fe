import { useState } from 'react';
import {
  CATALOGUE_GROUPS,
  type CatalogueGroup,
  type CatalogueGroupKey,
  type CatalogueItem,
} from '@/content/serviceCatalogue';
import { CatalogueFeatureList, CatalogueItemSummary } from '@/features/booking';
import { TabList, TabPanel } from '@/shared/ui/Tabs';
import './consultation.scss';

const GROUP_KEYS = CATALOGUE_GROUPS.map((group) => group.key);
const GROUP_BY_KEY = Object.fromEntries(CATALOGUE_GROUPS.map((group) => [group.key, group])) as Record<
  CatalogueGroupKey,
  CatalogueGroup
>;

/** The catalogue's three lists as tabs: activities (1-40), printing and gifting (41-59), packages (60-87). */
export function CatalogueTabs({ onEnquire }: { onEnquire: (group: CatalogueGroup, item: CatalogueItem) => void }) {
  const [active, setActive] = useState<CatalogueGroupKey>(GROUP_KEYS[0]);
  return (
    <>
      <TabList
        id="catalogue"
        keys={GROUP_KEYS}
        active={active}
        onSelect={setActive}
        renderTab={(key) => `${GROUP_BY_KEY[key].title} (${GROUP_BY_KEY[key].items.length})`}
        className="nav nav-pills mb-3 gap-2"
        aria-label="Catalogue lists"
      />
      <div className="tab-content">
        {CATALOGUE_GROUPS.map((group) => (
          <TabPanel id="catalogue" tabKey={group.key} active={group.key === active} key={group.key}>
            <p>{group.description}</p>
            <ul className="row g-3 list-unstyled">
              {group.items.map((item) => (
                <li className="col-sm-6 col-lg-4 col-xl-3" key={item.id}>
                  <article
                    className="card card-body h-100 catalogue-card"
                    aria-labelledby={`catalogue-item-${item.id}`}
                  >
                    <CatalogueItemSummary item={item} nameAs="h3" nameId={`catalogue-item-${item.id}`} />
                    <CatalogueFeatureList item={item} />
                    <div className="mt-auto pt-3">
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        onClick={() => onEnquire(group, item)}
                      >
                        Enquire<span className="visually-hidden"> about {item.name}</span>
                      </button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </TabPanel>
        ))}
      </div>
    </>
  );
}
