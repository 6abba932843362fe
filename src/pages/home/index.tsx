import { lazy, Suspense } from 'react';
import { HOME_TEXT } from '@/content/home';
import { PAGE_META } from '@/content/pageMeta';
import { PageLoader } from '@/shared/ui/PageLoader';
import { PageMeta } from '@/shared/ui/PageMeta';
import { WhenVisible } from '@/shared/ui/WhenVisible';
import { HeroSection } from './ui/HeroSection';
import { KeyFigures } from './ui/KeyFigures';
import { OurProducts } from './ui/OurProducts';
import { OurVision } from './ui/OurVision';
import { PromoBanner } from './ui/PromoBanner';
import { TestimonialsSection } from './ui/TestimonialsSection';
import './home.scss';

// Below the fold and heavy (react-slick; formik + yup): loaded when scrolled near, so the first
// render of / stays small.
const CategoryCarousel = lazy(() => import(/* webpackChunkName: "home-categories" */ './ui/CategoryCarousel'));
const NewsletterSection = lazy(() => import(/* webpackChunkName: "home-newsletter" */ './ui/NewsletterSection'));

export default function HomePage() {
  return (
    <>
      <PageMeta {...PAGE_META.home} />
      <PromoBanner />
      <HeroSection />
      <OurVision />
      <section className="home-section bg-light" aria-labelledby="categories-heading">
        <div className="container-xl">
          <h2 id="categories-heading" className="section-heading text-center">
            {HOME_TEXT.categoriesHeading}
          </h2>
          <WhenVisible minHeight={360}>
            <Suspense fallback={<PageLoader />}>
              <CategoryCarousel />
            </Suspense>
          </WhenVisible>
        </div>
      </section>
      <OurProducts />
      <KeyFigures />
      <section className="home-section home-newsletter" aria-labelledby="newsletter-heading">
        <div className="container-xl text-center">
          <h2 id="newsletter-heading" className="section-heading">
            {HOME_TEXT.newsletter.heading}
          </h2>
          <p>{HOME_TEXT.newsletter.text}</p>
          <WhenVisible minHeight={120}>
            <Suspense fallback={<PageLoader />}>
              <NewsletterSection />
            </Suspense>
          </WhenVisible>
        </div>
      </section>
      <TestimonialsSection />
    </>
  );
}
