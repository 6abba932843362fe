import * as PAGE_META from '@/content/pageMeta';
import { ContentPage } from '@/shared/ui/ContentPage';
import { TrackForm } from './ui/TrackForm';

export default function TrackingPage() {
  return (
    <ContentPage
      meta={PAGE_META.tracking}
      lead="Track an order by its order number, or a shipment by its tracking (AWB) number."
    >
      <div className="tracking-form mx-auto" style={{ maxWidth: '36rem' }}>
        <TrackForm />
      </div>
    </ContentPage>
  );
}
