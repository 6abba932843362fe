import { HOME_TEXT } from '@/content/home';
import { HOME_TESTIMONIALS } from '@/content/testimonials';
import { BREAKPOINTS } from '@/shared/config/env';
import { PagedCarousel } from '@/shared/ui/carousel';
import { PageSection } from '@/shared/ui/PageSection';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';

/** Six testimonials, 3 per page at >= 1024 px, 2 at >= 640 px, else 1 (spec: States and transitions). */
export function TestimonialsSection() {
  return (
    <PageSection
      id="testimonials-heading"
      heading={HOME_TEXT.testimonialsHeading}
      className="home-section bg-light"
      headingClassName="text-center"
      contained
    >
      <PagedCarousel
        items={HOME_TESTIMONIALS}
        label="Customer testimonials"
        noun="testimonials"
        getKey={(item) => item.id}
        breakpoints={{ medium: BREAKPOINTS.testimonialsTwo, large: BREAKPOINTS.testimonialsThree }}
        perPage={{ medium: 2, large: 3 }}
        renderItem={(item) => <TestimonialCard {...item} />}
      />
    </PageSection>
  );
}
