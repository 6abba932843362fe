import { HOME_TEXT, KEY_FIGURES } from '@/content/home';
import { CountUp } from './CountUp';
import { PageSection } from '@/shared/ui/PageSection';

/** Key Figures counting up to 11000 / 2500 / 850 / 488 once in view (spec: Business constants step rule). */
export function KeyFigures() {
  return (
    <PageSection
      id="figures-heading"
      heading={HOME_TEXT.keyFiguresHeading}
      className="home-section key-figures text-white text-center"
      contained
    >
      <dl className="row g-4 mb-0">
        {KEY_FIGURES.map((figure, index) => (
          <div key={figure.label} className="col-6 col-md-3 d-flex flex-column-reverse">
            <dt className="fw-normal">{figure.label}</dt>
            <dd className="display-6 fw-bold mb-1">
              <CountUp target={figure.value} index={index} suffix="+" />
            </dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
