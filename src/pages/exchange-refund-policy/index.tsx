import { PAGE_META } from '@/content/pageMeta';
import { ContentPage } from '@/shared/ui/ContentPage';

// A titled page until its issue builds the screen (see README, "Screens still to build").
export default function ExchangeRefundPolicyPage() {
  return <ContentPage meta={PAGE_META.exchangeRefund} lead={PAGE_META.exchangeRefund.description} />;
}
