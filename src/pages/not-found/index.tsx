import { Link } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { NoIndex } from '@/shared/ui/PageMeta';
import { NOT_FOUND_TEXT as T } from './text';

const LINKS = [
  { to: ROUTES.home, label: T.links.home },
  { to: ROUTES.products, label: T.links.products },
  { to: ROUTES.events, label: T.links.events },
  { to: ROUTES.onlineBooking, label: T.links.booking },
  { to: ROUTES.contact, label: T.links.contact },
];

/**
 * Any address without a page (the server answers it with 404): says so, offers the site search (a
 * plain GET form, so it works before the scripts run) and the main destinations; never indexed.
 */
export default function NotFoundPage() {
  return (
    <section className="container py-5">
      <NoIndex title={T.title} />
      <h1>{T.title}</h1>
      <p className="lead">{T.lead}</p>
      <form role="search" action={ROUTES.search} method="get" className="not-found-search d-flex gap-2 my-4">
        <label htmlFor="not-found-q" className="visually-hidden">
          {T.searchLabel}
        </label>
        <input
          id="not-found-q"
          name="q"
          type="search"
          className="form-control"
          placeholder={T.searchLabel}
          maxLength={100}
          required
        />
        <button type="submit" className="btn btn-primary">
          {T.searchButton}
        </button>
      </form>
      <h2 className="h5">{T.linksHeading}</h2>
      <ul className="list-inline">
        {LINKS.map((link) => (
          <li key={link.to} className="list-inline-item">
            <Link to={link.to} className="btn btn-outline-primary mb-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
