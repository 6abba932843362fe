import * as PAGE_META from '@/content/pageMeta';
import { ContentPage } from '@/shared/ui/ContentPage';

/** Spec: Screens and routes: /our-story shows only a heading (with its metadata and breadcrumbs). */
export default function OurStoryPage() {
  return <ContentPage meta={PAGE_META.ourStory} />;
}
