import { useParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { ProposalView } from '@/features/proposal';
import { NoIndex, PageMeta } from '@/shared/ui/PageMeta';

/** /proposal/:token: a client's proposal by the link in its e-mail, no login; never indexed. */
export default function ProposalPage() {
  const { token = '' } = useParams();
  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <PageMeta {...PAGE_META.proposal} />
      <NoIndex />
      <ProposalView token={token} />
    </div>
  );
}
