import { Link } from 'react-router';
import type { BlogPost } from '@/shared/contract/blogPost';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import type { DetailMeta } from '@/shared/ui/DetailModal';
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/PriceTag';
import { Rating } from '@/shared/ui/Rating';
import { BLOG_TEXT } from '../model/text';

/** An Event post that still takes registrations. */
export const takesRegistrations = (post: BlogPost) => post.type === 'Event' && !post.isPast;

/** A post's facts (date, author, read time; an Event post's place and time). */
export function blogPostFacts(post: BlogPost): DetailMeta[] {
  const facts: DetailMeta[] = [
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
  if (post.location) facts.push({ label: 'Location', value: post.location, icon: <MapPinIcon /> });
  if (post.time) facts.push({ label: 'Time', value: post.time, icon: <ClockIcon /> });
  return facts;
}

/** The post's text, the package an Event post offers, and Register Now while it takes registrations. */
export function BlogPostDetails({ post }: { post: BlogPost }) {
  return (
    <>
      <p>{post.description}</p>
      {post.product && (
        <section className="border rounded p-3" aria-label={post.product.name}>
          <h2 className="h6 mb-1">{post.product.name}</h2>
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
      {takesRegistrations(post) && (
        <Link className="btn btn-primary mt-3" to={ROUTES.onlineConsultation}>
          {BLOG_TEXT.registerNow}
        </Link>
      )}
    </>
  );
}
