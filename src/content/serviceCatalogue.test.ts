import {
  CATALOGUE,
  CATALOGUE_GROUPS,
  CATALOGUE_ICON_NAMES,
  PRICE_PATTERN,
  catalogueGroupFor,
  findCatalogueItem,
  formatCataloguePrice,
  parseCataloguePrice,
} from './serviceCatalogue';

describe('the service catalogue', () => {
  it('has 87 items with unique ids 1-87', () => {
    const ids = CATALOGUE.map((item) => item.id);
    expect(ids).toHaveLength(87);
    expect(new Set(ids).size).toBe(87);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 87 }, (_, index) => index + 1));
  });

  it.each([
    ['activities', 1, 40],
    ['merchandise', 41, 59],
    ['packages', 60, 87],
  ])('groups %s as ids %i-%i', (key, first, last) => {
    const group = CATALOGUE_GROUPS.find((candidate) => candidate.key === key)!;
    expect(group.items.map((item) => item.id)).toEqual(
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    );
  });

  it('maps the wizard tiles Services, Products and Events to the three lists', () => {
    expect(catalogueGroupFor('services').key).toBe('activities');
    expect(catalogueGroupFor('products').key).toBe('merchandise');
    expect(catalogueGroupFor('events').key).toBe('packages');
  });

  it('gives every item a unique name, a known icon and four non-empty, distinct features', () => {
    expect(new Set(CATALOGUE.map((item) => item.name.toLowerCase())).size).toBe(87);
    for (const item of CATALOGUE) {
      expect(CATALOGUE_ICON_NAMES).toContain(item.icon);
      expect(item.features).toHaveLength(4);
      expect(item.features.every((feature) => feature.trim().length > 0)).toBe(true);
      expect(new Set(item.features).size).toBe(4);
    }
  });

  it('prices in rupees from 49 to 99999, optionally qualified; many on request', () => {
    const priced = CATALOGUE.filter((item) => item.price !== '');
    for (const item of priced) {
      expect(item.price).toMatch(PRICE_PATTERN);
      const { amount } = parseCataloguePrice(item.price)!;
      expect(amount).toBeGreaterThanOrEqual(49);
      expect(amount).toBeLessThanOrEqual(99999);
    }
    expect(CATALOGUE.length - priced.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['Caricature', '9999', '₹9,999'],
    ['Instant Photo booth', '19999 up to 100', '₹19,999 up to 100'],
    ['Vastu Consultant', '7999 for 4 hours', '₹7,999 for 4 hours'],
    ['Chaat Party', '49 per person', '₹49 per person'],
    ['Wedding planning', '99999', '₹99,999'],
    ['Certificate', '49', '₹49'],
    ['Badges', '99', '₹99'],
  ])("holds the spec's example %s at %s, shown as %s", (name, price, shown) => {
    const item = CATALOGUE.find((candidate) => candidate.name === name)!;
    expect(item.price).toBe(price);
    expect(formatCataloguePrice(item.price)).toBe(shown);
  });

  it('shows an empty price as Contact for Pricing (or the given text)', () => {
    expect(formatCataloguePrice('')).toBe('Contact for Pricing');
    expect(formatCataloguePrice('', 'To be determined')).toBe('To be determined');
    expect(findCatalogueItem(0)).toBeUndefined();
    expect(findCatalogueItem(60)?.name).toBe('Wedding planning');
  });
});
