import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { CATALOGUE_GROUPS, type CatalogueGroup, type CatalogueItem } from '@/content/catalogue';
import { CatalogueFeatureList, CatalogueItemSummary } from '@/features/booking';
import './consultation.scss';

/** The catalogue's three lists as tabs: activities (1-40), printing and gifting (41-59), packages (60-87). */
export function CatalogueTabs({ onEnquire }: { onEnquire: (group: CatalogueGroup, item: CatalogueItem) => void }) {
  return (
    <Tab.Container id="catalogue" defaultActiveKey={CATALOGUE_GROUPS[0].key}>
      <Nav variant="pills" className="mb-3 gap-2" aria-label="Catalogue lists">
        {CATALOGUE_GROUPS.map((group) => (
          <Nav.Item key={group.key}>
            <Nav.Link eventKey={group.key} as="button" type="button">
              {group.title} ({group.items.length})
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content>
        {CATALOGUE_GROUPS.map((group) => (
          <Tab.Pane eventKey={group.key} key={group.key}>
            <p>{group.description}</p>
            <ul className="row g-3 list-unstyled">
              {group.items.map((item) => (
                <li className="col-sm-6 col-lg-4 col-xl-3" key={item.id}>
                  <article className="card card-body h-100 catalogue-card">
                    <CatalogueItemSummary item={item} nameAs="h3" />
                    <CatalogueFeatureList item={item} />
                    <div className="mt-auto pt-3">
                      <Button variant="outline-primary" size="sm" onClick={() => onEnquire(group, item)}>
                        Enquire<span className="visually-hidden"> about {item.name}</span>
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
