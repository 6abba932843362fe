import * as PAGE_META from '@/content/pageMeta';
import { BookingWizard } from '@/features/booking';
import { ContentPage } from '@/shared/ui/ContentPage';

/** /online-booking: the four-step booking wizard. */
export default function OnlineBookingPage() {
  return (
    <ContentPage meta={PAGE_META.onlineBooking} lead="Book a consultation with our event team in four short steps.">
      <BookingWizard />
    </ContentPage>
  );
}
