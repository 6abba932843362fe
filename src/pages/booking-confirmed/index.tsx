import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { BookingConfirmed } from '@/features/booking';
import { ContentPage } from '@/shared/ui/ContentPage';

/** /booking/confirmed/:reference: the booking just made, with calendar links and what happens next. */
export default function BookingConfirmedPage() {
  const { reference = '' } = useParams();
  return (
    <ContentPage meta={PAGE_META.bookingConfirmed}>
      <BookingConfirmed reference={reference} />
    </ContentPage>
  );
}
