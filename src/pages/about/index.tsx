import { ABOUT_TEXT } from '@/content/about';
import { PAGE_META } from '@/content/pageMeta';
import { SERVICES } from '@/content/services';
import { ABOUT_TESTIMONIALS } from '@/content/testimonials';
import { SingleSlideCarousel } from '@/shared/ui/carousel';
import { ContentPage } from '@/shared/ui/ContentPage';
import { CheckIcon } from '@/shared/ui/icons';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';
import { StoryPlayer } from './ui/StoryPlayer';
import './about.scss';

/** admin-and-account.md §9: the About page's second testimonial list rotates every 4 seconds. */
export const ABOUT_TESTIMONIAL_INTERVAL_MS = 4000;

export default function AboutPage() {
  return (
    <ContentPage meta={PAGE_META.about} lead={ABOUT_TEXT.heroLead}>
      <section className="row g-4 align-items-center mb-5" aria-labelledby="story-heading">
        <div className="col-lg-6">
          <h2 id="story-heading" className="section-heading">
            {ABOUT_TEXT.story.heading}
          </h2>
          <p>{ABOUT_TEXT.story.text}</p>
          <p className="about-claim mb-0">
            <span className="about-claim__value">{ABOUT_TEXT.claim.value}</span> {ABOUT_TEXT.claim.label}
          </p>
        </div>
        <div className="col-lg-6">
          <StoryPlayer />
        </div>
      </section>
      <div className="row g-4 mb-5">
        <section className="col-md-6" aria-labelledby="about-services-heading">
          <h2 id="about-services-heading" className="section-heading">
            {ABOUT_TEXT.servicesHeading}
          </h2>
          <ul className="about-list">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <strong>{service.name}</strong>: {service.description}
              </li>
            ))}
          </ul>
        </section>
        <section className="col-md-6" aria-labelledby="commitment-heading">
          <h2 id="commitment-heading" className="section-heading">
            {ABOUT_TEXT.commitment.heading}
          </h2>
          <ul className="list-unstyled">
            {ABOUT_TEXT.commitment.points.map((point) => (
              <li key={point} className="d-flex gap-2 mb-2">
                <CheckIcon className="text-success flex-shrink-0 mt-1" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="about-testimonials-heading" className="about-testimonials mx-auto">
        <h2 id="about-testimonials-heading" className="section-heading text-center">
          {ABOUT_TEXT.testimonialsHeading}
        </h2>
        <SingleSlideCarousel
          items={ABOUT_TESTIMONIALS}
          label={ABOUT_TEXT.testimonialsHeading}
          noun="testimonial"
          intervalMs={ABOUT_TESTIMONIAL_INTERVAL_MS}
          renderItem={(item) => <TestimonialCard {...item} />}
        />
      </section>
    </ContentPage>
  );
}
