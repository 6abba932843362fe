import { THEME_ART_SIZE } from '../../../src/content/images/size';
import type { BlogPost } from '../../../src/shared/contract/blogPost';
import type { SiteEvent } from '../../../src/shared/contract/event';
import { ROUTES, recordPath } from '../../../src/shared/config/routes';
import { formatDisplayDate } from '../../../src/shared/lib/formatDate';
import { formatInr } from '../../../src/shared/lib/formatInr';
import { isPreviewablePicture, pageHead } from '../../../src/shared/seo/headTags';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  type Breadcrumb,
} from '../../../src/shared/seo/structuredData';
import { html, type SafeHtml } from '../../platform/lib/html';
import type { PageDocument } from '../../platform/site/pageDocument';
import type { SiteFacts } from '../../platform/site/static';

/*
 * An event's and a post's own pages as the server sends them: the head the app writes and the
 * article in the app's markup (features/site-content/ui/ContentArticle), so the page reads whole
 * before its scripts run (link previews and search engines run none).
 */

const PAST = html`<span class="badge past-event-badge ms-2">Past event</span>`;

interface Article {
  breadcrumbs: Breadcrumb[];
  title: string;
  badge: string;
  image: string;
  imageAlt: string;
  facts: Array<[label: string, value: SafeHtml | string]>;
  body: SafeHtml;
}

function articleMarkup({ breadcrumbs, title, badge, image, imageAlt, facts, body }: Article) {
  return html`<article class="container py-4 py-md-5 content-article">
    <nav aria-label="Breadcrumb">
      <ol class="breadcrumb">
        ${breadcrumbs
          .slice(0, -1)
          .map((crumb) => html`<li class="breadcrumb-item"><a href="${crumb.path}">${crumb.name}</a></li>`)}
        <li class="breadcrumb-item active" aria-current="page">${title}</li>
      </ol>
    </nav>
    <div class="row g-4 g-lg-5">
      <div class="col-lg-6">
        ${image && html`<img class="img-fluid rounded-3 w-100" src="${image}" alt="${imageAlt}" width="${THEME_ART_SIZE.width}" height="${THEME_ART_SIZE.height}" fetchpriority="high" />`}
      </div>
      <div class="col-lg-6">
        ${badge && html`<span class="badge text-bg-primary mb-2">${badge}</span>`}
        <h1 class="mb-3">${title}</h1>
        <dl class="detail-meta mb-3">
          ${facts
            .filter(([, value]) => value !== '')
            .map(
              ([label, value]) =>
                html`<div class="detail-meta__item">
                  <dt><span>${label}</span></dt>
                  <dd>${value}</dd>
                </div>`,
            )}
        </dl>
        ${body}
      </div>
    </div>
  </article>`;
}

function document(
  route: string,
  path: string,
  site: SiteFacts,
  page: Article & { description: string; type: 'website' | 'article'; data: object },
): PageDocument {
  return {
    route,
    head: pageHead({
      title: page.title,
      description: page.description,
      canonicalUrl: site.url(path),
      type: page.type,
      image: isPreviewablePicture(page.image)
        ? { url: site.url(page.image), alt: page.imageAlt }
        : { url: site.url(site.shareImage) },
      structuredData: [breadcrumbJsonLd(page.breadcrumbs, site.url), page.data],
    }),
    main: articleMarkup(page),
  };
}

const price = (value: number, original?: number) =>
  html`<span class="d-inline-flex align-items-baseline gap-2"
    ><span class="price-now">${formatInr(value)}</span
    >${original !== undefined && original > value && html`<s class="price-was"><span class="visually-hidden">Original price </span>${formatInr(original)}</s>`}</span
  >`;

const register = html`<a class="btn btn-primary btn-lg" href="${ROUTES.onlineConsultation}">Register Now</a>`;

export function eventDocument(event: SiteEvent, site: SiteFacts): PageDocument {
  const path = recordPath(ROUTES.event, event.slug);
  return document(ROUTES.event, path, site, {
    breadcrumbs: [
      { name: 'Home', path: ROUTES.home },
      { name: 'Events', path: ROUTES.events },
      { name: event.title, path },
    ],
    title: event.title,
    description: event.description,
    badge: event.type,
    image: event.image,
    imageAlt: event.imageAlt,
    type: 'website',
    data: eventJsonLd(event, path, site.url),
    facts: [
      ['Date', html`${formatDisplayDate(event.date)}${event.isPast && PAST}`],
      ['Time', event.time],
      ['Location', event.location],
      ['Price', price(event.price, event.originalPrice)],
    ],
    body: html`<p>${event.description}</p>
      <p class="alert py-2 mb-3 ${event.isPast ? 'alert-secondary' : 'alert-warning'}">
        ${event.isPast ? 'This event has taken place: registrations are closed.' : 'Advance registration is required.'}
      </p>
      ${!event.isPast && register}`,
  });
}

export function blogPostDocument(post: BlogPost, site: SiteFacts): PageDocument {
  const path = recordPath(ROUTES.blogPost, post.slug);
  return document(ROUTES.blogPost, path, site, {
    breadcrumbs: [
      { name: 'Home', path: ROUTES.home },
      { name: 'Blogs', path: ROUTES.blogs },
      { name: post.title, path },
    ],
    title: post.title,
    description: post.description,
    badge: post.type,
    image: post.image,
    imageAlt: post.imageAlt,
    type: 'article',
    data: blogPostingJsonLd(post, path, site.url, site.url(site.shareImage)),
    facts: [
      ['Date', html`${formatDisplayDate(post.date)}${post.isPast && PAST}`],
      ['Author', post.author],
      ['Read time', post.readTime],
      ['Location', post.location],
      ['Time', post.time],
    ],
    body: html`<p>${post.description}</p>
      ${post.type === 'Event' && !post.isPast && register}`,
  });
}
