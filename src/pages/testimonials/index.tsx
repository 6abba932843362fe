import { Link } from 'react-router';
import { PAGE_META } from '@/content/pageMeta';
import { SERVICES } from '@/content/services';
import { PAGE_TESTIMONIALS, SUCCESS_STORY_COUNT, VIDEO_TESTIMONIALS } from '@/content/testimonials';
import { ROUTES } from '@/shared/config/routes';
import { SingleSlideCarousel } from '@/shared/ui/carousel';
import { ContentPage } from '@/shared/ui/ContentPage';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';
import { VideoTestimonialSlide } from './ui/VideoTestimonialSlide';
import './testimonials.scss';

/** Spec §4: success stories advance every 5 seconds. */
export const SUCCESS_STORY_INTERVAL_MS = 5000;

export const TESTIMONIALS_TEXT = {
  lead: 'Weddings, conferences, launches and celebrations, in our clients’ own words.',
  videos: 'Video testimonials',
  stories: 'Success stories',
  more: 'More from our clients',
  services: 'Services our clients booked',
} as const;

const detail = (t: { company: string; location: string; eventType: string }) => `${t.eventType} · ${t.company}, ${t.location}`;

export default function TestimonialsPage() {
  const stories = PAGE_TESTIMONIALS.slice(0, SUCCESS_STORY_COUNT);
  const rest = PAGE_TESTIMONIALS.slice(SUCCESS_STORY_COUNT);
  return (
    <ContentPage meta={PAGE_META.testimonials} lead={TESTIMONIALS_TEXT.lead}>
      <div className="row g-4 mb-5">
        <section className="col-lg-7" aria-labelledby="videos-heading">
          <h2 id="videos-heading" className="section-heading">
            {TESTIMONIALS_TEXT.videos}
          </h2>
          <SingleSlideCarousel
            items={VIDEO_TESTIMONIALS}
            label={TESTIMONIALS_TEXT.videos}
            noun="video"
            dots={false}
            renderItem={(video, { active }) => <VideoTestimonialSlide video={video} active={active} />}
          />
        </section>
        <section className="col-lg-5" aria-labelledby="stories-heading">
          <h2 id="stories-heading" className="section-heading">
            {TESTIMONIALS_TEXT.stories}
          </h2>
          <SingleSlideCarousel
            items={stories}
            label={TESTIMONIALS_TEXT.stories}
            noun="story"
            intervalMs={SUCCESS_STORY_INTERVAL_MS}
            swipe
            renderItem={(story) => (
              <TestimonialCard
                name={story.name}
                verified={story.verified}
                rating={story.rating}
                comment={story.text}
                detail={detail(story)}
                image={{ src: story.image, size: 48 }}
              />
            )}
          />
        </section>
      </div>
      <section className="mb-5" aria-labelledby="more-heading">
        <h2 id="more-heading" className="section-heading">
          {TESTIMONIALS_TEXT.more}
        </h2>
        <div className="row g-4">
          {rest.map((item) => (
            <div key={item.id} className="col-md-6 col-lg-3">
              <TestimonialCard name={item.name} verified={item.verified} rating={item.rating} comment={item.text} detail={detail(item)} image={{ src: item.image, size: 48 }} />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="section-heading">
          {TESTIMONIALS_TEXT.services}
        </h2>
        <ul className="list-unstyled row g-3">
          {SERVICES.map((service) => (
            <li key={service.id} className="col-6 col-md-3">
              <Link className="service-tile" to={ROUTES.services}>
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
