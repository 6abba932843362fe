import { Link } from 'react-router';
import { THEME_ART_SIZE } from '@/content/images';
import { BLOG_TEXT } from '@/features/site-content';
import type { BlogPost } from '@/shared/contract/blogPost';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { DetailModal, type DetailMeta } from '@/shared/ui/DetailModal';
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/PriceTag';
import { Rating } from '@/shared/ui/Rating';

/** A post in full: image, date, author, read time, text; Event posts add place, time and Register. */
export function BlogPostModal({ post, show, onHide }: { post: BlogPost; show: boolean; onHide: () => void }) {
  // A past Event post keeps its text but takes no more registrations.
  const isEvent = post.type === 'Event' && !post.isPast;
  const meta: DetailMeta[] = [
    {
      label: 'Date',
      value: (
        <>
          {formatDisplayDate(post.date)}
          {post.isPast && <span className="badge past-event-badge ms-2">{BLOG_TEXT.pastEvent}</span>}
        </>
      ),
      icon: <CalendarIcon />,
    },
    { label: 'Author', value: post.author },
    { label: 'Read time', value: post.readTime, icon: <ClockIcon /> },
  ];
  if (post.location) meta.push({ label: 'Location', value: post.location, icon: <MapPinIcon /> });
  if (post.time) meta.push({ label: 'Time', value: post.time, icon: <ClockIcon /> });

  return (
    <DetailModal
      show={show}
      onHide={onHide}
      title={post.title}
      badge={post.type}
      image={{ src: post.image, alt: post.imageAlt, ...THEME_ART_SIZE }}
      meta={meta}
      shareUrl={`${window.location.origin}${ROUTES.blogs}`}
      actions={
        isEvent && (
          <Link className="btn btn-primary" to={ROUTES.onlineConsultation}>
            Register
          </Link>
        )
      }
    >
      <p>{post.description}</p>
      {post.product && (
        <section className="border rounded p-3" aria-label={post.product.name}>
          <h3 className="h6 mb-1">{post.product.name}</h3>
          <p className="small mb-2">{post.product.description}</p>
          <ul className="small mb-2">
            {post.product.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <PriceTag price={post.product.price} />
            <span className="d-inline-flex align-items-center gap-1 small">
              <Rating value={post.product.rating} /> {post.product.rating} ({post.product.reviews} reviews)
            </span>
          </div>
        </section>
      )}
      {isEvent && (
        <Link className="btn btn-primary mt-3" to={ROUTES.onlineConsultation}>
          Register Now
        </Link>
      )}
    </DetailModal>
  );
}
