import { CONTENT_ANCHORS } from '@/content/anchors';
import { Link } from 'react-router';
import { THEME_ART_SIZE } from '@/content/images';
import * as PAGE_META from '@/content/pageMeta';
import { SERVICES } from '@/content/services';
import { useScrollToHash } from '@/shared/lib/useScrollToHash';
import { ContentPage } from '@/shared/ui/ContentPage';
import { ImageWithFallback } from '@/shared/ui/ImageWithFallback';
import { gridImagePriority, imageLoading } from '@/shared/ui/imagePriority';
import './services.scss';
import { SERVICES_TEXT } from './text';

/** Eight service cards, each with Book Now to /online-booking, shown on hover (spec: Screens and routes). */
export default function ServicesPage() {
  useScrollToHash();
  return (
    <ContentPage meta={PAGE_META.services} lead={SERVICES_TEXT.lead}>
      <ul className="list-unstyled row g-4">
        {SERVICES.map((service, index) => (
          <li key={service.id} id={CONTENT_ANCHORS.service(service.id)} className="col-sm-6 col-lg-3">
            <article className="card h-100 shadow-sm service-card" aria-labelledby={`service-${service.id}-title`}>
              <div className="service-card__media">
                <ImageWithFallback
                  className="card-img-top"
                  src={service.image}
                  alt={service.imageAlt}
                  width={THEME_ART_SIZE.width}
                  height={THEME_ART_SIZE.height}
                  {...imageLoading(gridImagePriority(index, 4))}
                />
                <Link className="btn btn-primary service-card__book stretched-link" to={service.link}>
                  {SERVICES_TEXT.bookNow}
                  <span className="visually-hidden">: {service.name}</span>
                </Link>
              </div>
              <div className="card-body">
                <h2 className="h5 card-title" id={`service-${service.id}-title`}>
                  {service.name}
                </h2>
                <p className="card-text">{service.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
