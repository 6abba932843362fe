import * as PAGE_META from '@/content/pageMeta';
import { TERMS_AND_CONDITIONS } from '@/content/policies/terms';
import { ContentPage } from '@/shared/ui/ContentPage';
import { RichDocument } from '@/shared/ui/RichDocument';

export default function TermsPage() {
  return (
    <ContentPage meta={PAGE_META.terms}>
      <RichDocument sections={TERMS_AND_CONDITIONS} />
    </ContentPage>
  );
}
