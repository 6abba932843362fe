// Title and description of every page, one export each, in small files by area. Import the
// folder as a namespace (`import * as PAGE_META from '@/content/pageMeta'`, then `PAGE_META.login`):
// the files are free of side effects, so webpack links each page to the file it reads and its chunk
// carries only that area's texts, not every page's.
export type { PageMetaContent } from './types';
export * from './home';
export * from './shop';
export * from './policies';
export * from './company';
export * from './booking';
export * from './account';
export * from './admin';
