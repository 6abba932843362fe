import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DetailMeta } from '@/shared/ui/DetailModal';
import { DetailMetaList } from '@/shared/ui/DetailMetaList';
import { imageLoading } from '@/shared/ui/imagePriority';
import type { Breadcrumb } from '@/shared/ui/PageMeta';
import '../../../shared/ui/styles/cards.scss';
import './contentArticle.scss';

export interface ContentArticleProps {
  breadcrumbs: Breadcrumb[];
  title: string;
  badge?: string;
  image?: { src: string; alt: string; width: number; height: number };
  meta: DetailMeta[];
  children?: ReactNode;
}

/**
 * An event's or a post's own page: breadcrumbs, picture, heading, facts and text. The server
 * renders the same markup from the database (server/modules/content/contentPages.ts) so the page
 * reads whole before its scripts run, and nothing moves when the app takes over.
 */
export function ContentArticle({ breadcrumbs, title, badge, image, meta, children }: ContentArticleProps) {
  return (
    <article className="container py-4 py-md-5 content-article">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          {breadcrumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path} className="breadcrumb-item">
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ))}
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <div className="row g-4 g-lg-5">
        <div className="col-lg-6">
          {image?.src && (
            <img
              className="img-fluid rounded-3 w-100"
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              {...imageLoading('main')}
            />
          )}
        </div>
        <div className="col-lg-6">
          {badge && <span className="badge text-bg-primary mb-2">{badge}</span>}
          <h1 className="mb-3">{title}</h1>
          <DetailMetaList meta={meta} className="mb-3" />
          {children}
        </div>
      </div>
    </article>
  );
}

/** The page's shape while its record loads (the server's rendering usually shows meanwhile). */
export function ContentArticlePlaceholder() {
  return (
    <div className="container py-4 py-md-5 placeholder-glow" aria-hidden="true">
      <p className="placeholder col-4" />
      <div className="row g-4 g-lg-5">
        <div className="col-lg-6">
          <div className="content-article__placeholder rounded-3 w-100" />
        </div>
        <div className="col-lg-6">
          <p className="h1 placeholder col-9" />
          <p className="placeholder col-12" />
        </div>
      </div>
    </div>
  );
}
