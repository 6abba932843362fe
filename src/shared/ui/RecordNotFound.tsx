import { Link } from 'react-router';
import { NoIndex } from './PageMeta';

/**
 * The page of a record that does not exist or is not published (the server answers its address
 * with 404): says so, is kept out of search engines, and links to the list it belongs to.
 */
export function RecordNotFound({
  title,
  text,
  to,
  linkText,
}: {
  title: string;
  text: string;
  to: string;
  linkText: string;
}) {
  return (
    <>
      <NoIndex title={title} />
      <section className="container py-5 text-center">
        <h1>{title}</h1>
        <p className="lead">{text}</p>
        <Link to={to} className="btn btn-primary">
          {linkText}
        </Link>
      </section>
    </>
  );
}
