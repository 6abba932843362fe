import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { ManageBooking } from '@/features/booking';
import { ContentPage } from '@/shared/ui/ContentPage';

/** /booking/manage/:token: reschedule or cancel a booking by the link in its e-mail, no login. */
export default function BookingManagePage() {
  const { token = '' } = useParams();
  return (
    <ContentPage meta={PAGE_META.bookingManage}>
      <ManageBooking token={token} />
    </ContentPage>
  );
}
