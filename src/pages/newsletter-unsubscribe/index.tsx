import { useSearchParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { UnsubscribeConfirm } from '@/features/newsletter';
import { ContentPage } from '@/shared/ui/ContentPage';
import { NoIndex } from '@/shared/ui/PageMeta';

/** /newsletter/unsubscribe?token=…: the link of the newsletter mail; a button confirms. */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <ContentPage meta={PAGE_META.newsletterUnsubscribe}>
      <NoIndex />
      <div style={{ maxWidth: '36rem' }}>
        <UnsubscribeConfirm token={params.get('token') ?? ''} />
      </div>
    </ContentPage>
  );
}
