import * as PAGE_META from '@/content/pageMeta';
import { SHIPPING_FACTS } from '@/content/policies/shipping';
import { SHIPPING_POLICY } from '@/content/policies/shippingDocument';
import { ContentPage } from '@/shared/ui/ContentPage';
import { RichDocument } from '@/shared/ui/RichDocument';

export default function ShippingPolicyPage() {
  return (
    <ContentPage meta={PAGE_META.shipping} lead={`Last updated ${SHIPPING_FACTS.lastUpdated}`}>
      <RichDocument sections={SHIPPING_POLICY} />
    </ContentPage>
  );
}
