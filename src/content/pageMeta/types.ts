import type { Breadcrumb } from '@/shared/ui/PageMeta';

export interface PageMetaContent {
  title: string;
  description: string;
  /** Home, products, blogs, contact-us and our-story carry breadcrumbs and social tags (spec: Screens and routes). */
  breadcrumbs?: Breadcrumb[];
}

export const homeCrumb: Breadcrumb = { name: 'Home', path: '/' };
