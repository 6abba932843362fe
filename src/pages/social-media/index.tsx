import { COMPANY } from '@/content/company';
import * as PAGE_META from '@/content/pageMeta';
import { SOCIAL_CARDS, SOCIAL_LABELS } from '@/content/social';
import { ContentPage } from '@/shared/ui/ContentPage';
import { SocialIcon } from '@/shared/ui/SocialIcon';
import { SOCIAL_TEXT } from './text';

/** Four cards opening the company's pages in a new tab, with their follower figures (spec: Screens and routes). */
export default function SocialMediaPage() {
  return (
    <ContentPage meta={PAGE_META.socialMedia} lead={SOCIAL_TEXT.lead}>
      <ul className="list-unstyled row g-4">
        {SOCIAL_CARDS.map((card) => (
          <li key={card.network} className="col-sm-6 col-lg-3">
            <article className="card h-100 shadow-sm text-center" aria-labelledby={`social-${card.network}`}>
              <div className="card-body d-flex flex-column align-items-center gap-2">
                <span className="text-primary">
                  <SocialIcon network={card.network} size={40} />
                </span>
                <h2 className="h5 card-title mb-0" id={`social-${card.network}`}>
                  {SOCIAL_LABELS[card.network]}
                </h2>
                <p className="fs-3 fw-bold mb-0">
                  {card.followers} <span className="fs-6 fw-normal text-body-secondary">{SOCIAL_TEXT.followers}</span>
                </p>
                <p className="card-text">{card.description}</p>
                <a
                  className="btn btn-outline-primary mt-auto stretched-link"
                  href={COMPANY.social[card.network]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {SOCIAL_TEXT.follow} {SOCIAL_LABELS[card.network]}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
