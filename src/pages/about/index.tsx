import { ABOUT_TEXT } from '@/content/about';
import * as PAGE_META from '@/content/pageMeta';
import { SERVICES } from '@/content/services';
import { ABOUT_TESTIMONIALS } from '@/content/testimonials';
import { SingleSlideCarousel } from '@/shared/ui/carousel';
import { ContentPage } from '@/shared/ui/ContentPage';
import { CheckIcon } from '@/shared/ui/icons';
import { PageSection } from '@/shared/ui/PageSection';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';
import { StoryPlayer } from './ui/StoryPlayer';
import './about.scss';

/** admin-and-account.md, Business constants: the About page's second testimonial list rotates every 4 seconds. */
export const ABOUT_TESTIMONIAL_INTERVAL_MS = 4000;

export default function AboutPage() {
  return (
    <ContentPage meta={PAGE_META.about} lead={ABOUT_TEXT.heroLead}>
      <div className="row g-4 align-items-center mb-5">
        <PageSection id="story-heading" heading={ABOUT_TEXT.story.heading} className="col-lg-6">
          <p>{ABOUT_TEXT.story.text}</p>
          <p className="about-claim mb-0">
            <span className="about-claim__value">{ABOUT_TEXT.claim.value}</span> {ABOUT_TEXT.claim.label}
          </p>
        </PageSection>
        <div className="col-lg-6">
          <StoryPlayer />
        </div>
      </div>
      <div className="row g-4 mb-5">
        <PageSection id="about-services-heading" heading={ABOUT_TEXT.servicesHeading} className="col-md-6">
          <ul className="about-list">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <strong>{service.name}</strong>: {service.description}
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="commitment-heading" heading={ABOUT_TEXT.commitment.heading} className="col-md-6">
          <ul className="list-unstyled">
            {ABOUT_TEXT.commitment.points.map((point) => (
              <li key={point} className="d-flex gap-2 mb-2">
                <CheckIcon className="text-success flex-shrink-0 mt-1" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
      <PageSection
        id="about-testimonials-heading"
        heading={ABOUT_TEXT.testimonialsHeading}
        className="about-testimonials mx-auto"
        headingClassName="text-center"
      >
        <SingleSlideCarousel
          items={ABOUT_TESTIMONIALS}
          label="Client quotes"
          noun="testimonial"
          intervalMs={ABOUT_TESTIMONIAL_INTERVAL_MS}
          renderItem={(item) => <TestimonialCard {...item} />}
        />
      </PageSection>
    </ContentPage>
  );
}
