import { useState } from 'react';
import { Link } from 'react-router';
import { LINK_CARDS, LINK_ICONS, LINK_STATS, LINKS_TEXT as T } from '@/content/links';
import * as PAGE_META from '@/content/pageMeta';
import { ROUTES } from '@/shared/config/routes';
import { useCopyWithFeedback } from '@/shared/lib/clipboard';
import { ContentPage } from '@/shared/ui/ContentPage';
import { CheckIcon, ChevronRightIcon, CopyIcon, ShareIcon } from '@/shared/ui/icons';
import { ShareDialog } from '@/shared/ui/share';
import { SocialIcon } from '@/shared/ui/SocialIcon';
import './links.scss';

/** The link-in-bio page (spec: Screens and routes, Links). */
export default function LinksPage() {
  const [sharing, setSharing] = useState(false);
  const { copied, copy } = useCopyWithFeedback();
  const profileUrl = `${window.location.origin}${ROUTES.links}`;

  return (
    <ContentPage meta={PAGE_META.links} lead={T.bio}>
      <div className="links-page mx-auto">
        <ul
          className="list-unstyled d-flex flex-wrap justify-content-center gap-2 mb-4"
          aria-label="Profiles and contacts"
        >
          {LINK_ICONS.map((item) => {
            const external = /^https?:/.test(item.href);
            return (
              <li key={item.icon}>
                <a
                  className="links-icon"
                  href={item.href}
                  aria-label={external ? `${item.label} (opens in a new tab)` : item.label}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                >
                  <SocialIcon network={item.icon} size={22} />
                </a>
              </li>
            );
          })}
        </ul>
        <dl className="row g-3 text-center mb-4">
          {LINK_STATS.map((stat) => (
            <div key={stat.label} className="col-4 d-flex flex-column-reverse">
              <dt className="fw-normal">{stat.label}</dt>
              <dd className="fs-3 fw-bold text-primary mb-0">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="d-flex flex-wrap justify-content-center gap-2 mb-4">
          <button
            type="button"
            className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
            onClick={() => void copy(profileUrl)}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            {copied ? T.profileCopied : T.copyProfile}
          </button>
          <button
            type="button"
            className="btn btn-primary d-inline-flex align-items-center gap-2"
            onClick={() => setSharing(true)}
          >
            <ShareIcon />
            {T.share}
          </button>
          <span className="visually-hidden" aria-live="polite">
            {copied ? T.profileCopied : ''}
          </span>
        </div>
        <ul className="list-unstyled d-grid gap-3">
          {LINK_CARDS.map((card) => (
            <li key={card.title}>
              <Link className="links-card" to={card.to}>
                <span>
                  <span className="d-block fw-semibold">{card.title}</span>
                  <span className="d-block small text-body-secondary">{card.text}</span>
                </span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <ShareDialog show={sharing} onHide={() => setSharing(false)} url={profileUrl} title={T.profileName} />
    </ContentPage>
  );
}
