import { HOME_TEXT } from '@/content/home';
import { HOME_TESTIMONIALS } from '@/content/testimonials';
import { BREAKPOINTS } from '@/shared/config/env';
import { PagedCarousel } from '@/shared/ui/carousel';
import { TestimonialCard } from '@/shared/ui/TestimonialCard';

/** Six testimonials, 3 per page at >= 1024 px, 2 at >= 640 px, else 1 (spec §4). */
export function TestimonialsSection() {
  return (
    <section className="home-section bg-light" aria-labelledby="testimonials-heading">
      <div className="container-xl">
        <h2 id="testimonials-heading" className="section-heading text-center">
          {HOME_TEXT.testimonialsHeading}
        </h2>
        <PagedCarousel
          items={HOME_TESTIMONIALS}
          label={HOME_TEXT.testimonialsHeading}
          noun="testimonials"
          getKey={(item) => item.id}
          breakpoints={{ medium: BREAKPOINTS.testimonialsTwo, large: BREAKPOINTS.testimonialsThree }}
          perPage={{ medium: 2, large: 3 }}
          renderItem={(item) => <TestimonialCard {...item} />}
        />
      </div>
    </section>
  );
}
