import { useId, useState, type ReactNode } from 'react';
import { SHOP_TEXT } from '@/content/shop/text';
import type { Product } from '@/shared/contract/product';

type Section = 'about' | 'steeping';

// Bootstrap's accordion as plain markup: react-bootstrap's Accordion brought its Collapse and
// transition helpers (about 4 KB gzip) to a page that opens with the first section already open.
function AccordionItem(props: {
  section: Section;
  open: Section | null;
  onToggle: (section: Section) => void;
  title: string;
  children: ReactNode;
}) {
  const { section, open, onToggle, title, children } = props;
  const bodyId = `${useId()}-body`;
  const expanded = open === section;
  return (
    <div className="accordion-item">
      <h2 className="accordion-header">
        <button
          type="button"
          className={`accordion-button${expanded ? '' : ' collapsed'}`}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => onToggle(section)}
        >
          {title}
        </button>
      </h2>
      <div id={bodyId} className={`accordion-collapse collapse${expanded ? ' show' : ''}`}>
        <div className="accordion-body">{children}</div>
      </div>
    </div>
  );
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * About Product and, for a tea, Steeping Instructions; opening one closes the other (spec: Screens and routes).
 * About falls back to the description when the product has no text of its own.
 */
export function ProductAccordion({
  product,
}: {
  product: Pick<Product, 'about' | 'description' | 'steepingInstructions'>;
}) {
  const [open, setOpen] = useState<Section | null>('about');
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));
  const steps = lines(product.steepingInstructions);
  return (
    <div className="accordion mt-4">
      <AccordionItem section="about" open={open} onToggle={toggle} title={SHOP_TEXT.detail.aboutProduct}>
        {paragraphs(product.about || product.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </AccordionItem>
      {steps.length > 0 && (
        <AccordionItem section="steeping" open={open} onToggle={toggle} title={SHOP_TEXT.detail.steepingInstructions}>
          <ol className="mb-0">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </AccordionItem>
      )}
    </div>
  );
}
