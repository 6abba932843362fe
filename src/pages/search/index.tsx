import { useSearchParams } from 'react-router';
import { SEARCH_TEXT, SearchResults, searchableQuery } from '@/features/search';
import { ROUTES } from '@/shared/config/routes';
import { ContentPage } from '@/shared/ui/ContentPage';

/** /search?q=: every hit of the query, grouped (products, events, blog posts, services). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const raw = params.get('q') ?? '';
  const query = searchableQuery(raw);
  const title = query ? SEARCH_TEXT.pageTitle(query) : SEARCH_TEXT.pageTitleEmpty;
  return (
    <ContentPage
      meta={{ title, description: SEARCH_TEXT.pageDescription }}
      lead={SEARCH_TEXT.pageLead}
      canonicalPath={ROUTES.search}
    >
      <SearchResults query={raw} />
    </ContentPage>
  );
}
