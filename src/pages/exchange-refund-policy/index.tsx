import * as PAGE_META from '@/content/pageMeta';
import { EXCHANGE_REFUND_POLICY } from '@/content/policies/exchangeRefund';
import { ContentPage } from '@/shared/ui/ContentPage';
import { RichDocument } from '@/shared/ui/RichDocument';

export default function ExchangeRefundPolicyPage() {
  return (
    <ContentPage meta={PAGE_META.exchangeRefund} lead="What you can return, how, and when your money comes back.">
      <RichDocument sections={EXCHANGE_REFUND_POLICY} />
    </ContentPage>
  );
}
