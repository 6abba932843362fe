import * as PAGE_META from '@/content/pageMeta';
import { PRIVACY_LAST_UPDATED, PRIVACY_POLICY } from '@/content/policies/privacy';
import { ContentPage } from '@/shared/ui/ContentPage';
import { RichDocument } from '@/shared/ui/RichDocument';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage meta={PAGE_META.privacy} lead={`Last updated ${PRIVACY_LAST_UPDATED}`}>
      <RichDocument sections={PRIVACY_POLICY} />
    </ContentPage>
  );
}
