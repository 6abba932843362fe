import { formatCataloguePrice, type CatalogueItem } from '@/content/serviceCatalogue';
import { BOOKING_TEXT } from '../model/text';
import { CatalogueIcon } from './CatalogueIcon';
import './catalogue.scss';

/**
 * Icon, name and price (or Contact for Pricing) of a catalogue item. Only phrasing content, so it
 * can sit inside a label; `nameAs="h3"` makes the name a heading where it is not in a label (and
 * the boxes around it divs, as a heading may not sit in a span).
 */
export function CatalogueItemSummary({
  item,
  nameAs: Name = 'span',
  nameId,
}: {
  item: CatalogueItem;
  nameAs?: 'span' | 'h3';
  nameId?: string;
}) {
  const Box = Name === 'h3' ? 'div' : 'span';
  return (
    <Box className="d-flex align-items-start gap-2">
      <CatalogueIcon name={item.icon} />
      <Box className="d-block">
        <Name className="catalogue-name d-block fw-semibold fs-6 mb-1" id={nameId}>
          {item.name}
        </Name>
        <span className={item.price ? 'catalogue-price' : 'catalogue-price catalogue-price--on-request'}>
          {formatCataloguePrice(item.price, BOOKING_TEXT.contactForPricing)}
        </span>
      </Box>
    </Box>
  );
}

/** The item's four features. */
export function CatalogueFeatureList({ item, id }: { item: CatalogueItem; id?: string }) {
  return (
    <ul className="catalogue-features small mb-0 mt-2" id={id}>
      {item.features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
