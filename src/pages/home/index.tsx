import { lazy } from 'react';
import { HOME_TEXT } from '@/content/home';
import * as PAGE_META from '@/content/pageMeta';
import { companyJsonLd } from '@/content/structuredData';
import { PageMeta } from '@/shared/ui/PageMeta';
import { PageSection } from '@/shared/ui/PageSection';
import { WhenVisible } from '@/shared/ui/WhenVisible';
import { HeroCarousel } from '@/features/site-content';
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
      <PageMeta {...PAGE_META.home} structuredData={[companyJsonLd()]} />
      <PromoBanner />
      <HeroCarousel />
      <OurVision />
      <PageSection
        id="categories-heading"
        heading={HOME_TEXT.categoriesHeading}
        className="home-section bg-light"
        headingClassName="text-center"
        contained
      >
        <WhenVisible minHeight={360}>
          <CategoryCarousel />
        </WhenVisible>
      </PageSection>
      <OurProducts />
      <KeyFigures />
      <PageSection
        id="newsletter-heading"
        heading={HOME_TEXT.newsletter.heading}
        className="home-section home-newsletter text-center"
        contained
      >
        <p>{HOME_TEXT.newsletter.text}</p>
        <WhenVisible minHeight={120}>
          <NewsletterSection />
        </WhenVisible>
      </PageSection>
      <TestimonialsSection />
    </>
  );
}
