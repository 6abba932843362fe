import Accordion from 'react-bootstrap/Accordion';
import type { ProductDetailRecord } from '@/content/shop/types';
import { SHOP_TEXT } from '@/content/shop/text';

/** About Product and Steeping Instructions; opening one closes the other (spec §2). */
export function ProductAccordion({ product }: { product: ProductDetailRecord }) {
  return (
    <Accordion defaultActiveKey="about" className="mt-4">
      <Accordion.Item eventKey="about">
        <Accordion.Header as="h2">{SHOP_TEXT.detail.aboutProduct}</Accordion.Header>
        <Accordion.Body>
          {product.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Accordion.Body>
      </Accordion.Item>
      <Accordion.Item eventKey="steeping">
        <Accordion.Header as="h2">{SHOP_TEXT.detail.steepingInstructions}</Accordion.Header>
        <Accordion.Body>
          <ol className="mb-0">
            {product.steeping.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Accordion.Body>
      </Accordion.Item>
    </Accordion>
  );
}
