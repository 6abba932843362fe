import { MEETING } from '@/content/meeting';
import * as PAGE_META from '@/content/pageMeta';
import { MeetingRegistrationForm } from '@/features/meeting';
import { ContentPage } from '@/shared/ui/ContentPage';

/** The meeting-registration route (/global-event-summit-2025): Join Our Meeting. */
export default function MeetingRegistrationPage() {
  return (
    <ContentPage meta={PAGE_META.meeting} heading={MEETING.eventName} lead={MEETING.intro}>
      <div className="row">
        <div className="col-lg-8">
          <MeetingRegistrationForm />
        </div>
      </div>
    </ContentPage>
  );
}
