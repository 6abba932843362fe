import { HOME_TEXT } from '@/content/home';
import * as PAGE_META from '@/content/pageMeta';

/** The page's heading and the Our Vision block. */
export function OurVision() {
  return (
    <section className="home-section" aria-labelledby="home-title">
      <div className="container-xl">
        <div className="row g-4 align-items-center">
          <div className="col-lg-5">
            <h1 id="home-title" className="display-5 fw-bold text-primary mb-2">
              {PAGE_META.home.title}
            </h1>
            <p className="lead mb-0">{HOME_TEXT.tagline}</p>
          </div>
          <div className="col-lg-7">
            <h2 className="section-heading">{HOME_TEXT.vision.heading}</h2>
            {HOME_TEXT.vision.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
