import { Link } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { SERVICES } from '@/content/services';
import {
  PAGE_TESTIMONIALS,
  SUCCESS_STORY_COUNT,
  VIDEO_TESTIMONIALS,
  type PageTestimonial,
} from '@/content/testimonials';
import { ROUTES } from '@/shared/config/routes';
import { SingleSlideCarousel } from '@/shared/ui/carousel';
import { ContentPage } from '@/shared/ui/ContentPage';
import { PageSection } from '@/shared/ui/PageSection';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';
import { VideoTestimonialSlide } from './ui/VideoTestimonialSlide';
import './testimonials.scss';
import { TESTIMONIALS_TEXT } from './text';

/** Spec: States and transitions: success stories advance every 5 seconds. */
export const SUCCESS_STORY_INTERVAL_MS = 5000;

/** A page testimonial as a card: the story text, with event, company and place under the name. */
function StoryCard({ story }: { story: PageTestimonial }) {
  return (
    <TestimonialCard
      name={story.name}
      verified={story.verified}
      rating={story.rating}
      comment={story.text}
      detail={`${story.eventType} · ${story.company}, ${story.location}`}
      image={{ src: story.image, size: 48 }}
    />
  );
}

export default function TestimonialsPage() {
  const stories = PAGE_TESTIMONIALS.slice(0, SUCCESS_STORY_COUNT);
  const rest = PAGE_TESTIMONIALS.slice(SUCCESS_STORY_COUNT);
  return (
    <ContentPage meta={PAGE_META.testimonials} lead={TESTIMONIALS_TEXT.lead}>
      <div className="row g-4 mb-5">
        <PageSection id="videos-heading" heading={TESTIMONIALS_TEXT.videos} className="col-lg-7">
          <SingleSlideCarousel
            items={VIDEO_TESTIMONIALS}
            label="Client videos"
            noun="video"
            dots={false}
            renderItem={(video, { active }) => <VideoTestimonialSlide video={video} active={active} />}
          />
        </PageSection>
        <PageSection id="stories-heading" heading={TESTIMONIALS_TEXT.stories} className="col-lg-5">
          <SingleSlideCarousel
            items={stories}
            label="Client stories"
            noun="story"
            intervalMs={SUCCESS_STORY_INTERVAL_MS}
            swipe
            renderItem={(story) => <StoryCard story={story} />}
          />
        </PageSection>
      </div>
      <PageSection id="more-heading" heading={TESTIMONIALS_TEXT.more} className="mb-5">
        <div className="row g-4">
          {rest.map((story) => (
            <div key={story.id} className="col-md-6 col-lg-3">
              <StoryCard story={story} />
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="services-heading" heading={TESTIMONIALS_TEXT.services}>
        <ul className="list-unstyled row g-3">
          {SERVICES.map((service) => (
            <li key={service.id} className="col-6 col-md-3">
              <Link className="service-tile" to={ROUTES.services}>
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </ContentPage>
  );
}
