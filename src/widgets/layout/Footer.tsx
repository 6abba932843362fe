import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { COMPANY } from '@/content/company';
import { FOOTER_LINKS } from '@/content/navigation';

const SOCIAL_LABELS: Record<keyof typeof COMPANY.social, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  twitter: 'Twitter',
};

/** Contact details, social links, the footer links and the copyright line (spec §2). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-dark text-white pt-5 pb-3 mt-5">
      <Container fluid="xl">
        <Row className="g-4">
          <Col md={4} id="footer-about">
            <h2 className="h5">{COMPANY.name}</h2>
            <p className="text-white-50 mb-2">{COMPANY.tagline}. {COMPANY.open}.</p>
            <address className="mb-0">
              {COMPANY.address.street}, {COMPANY.address.city} {COMPANY.address.zipCode}
              <br />
              <a className="link-light" href={COMPANY.phoneHref}>
                {COMPANY.phone}
              </a>
              <br />
              <a className="link-light" href={`mailto:${COMPANY.email}`}>
                {COMPANY.email}
              </a>
            </address>
          </Col>
          <Col md={4}>
            <h2 className="h5">Links</h2>
            <ul className="list-unstyled mb-0">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith('#') ? (
                    <a className="link-light" href={link.to}>
                      {link.label}
                    </a>
                  ) : (
                    <Link className="link-light" to={link.to}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </Col>
          <Col md={4}>
            <h2 className="h5">Follow us</h2>
            <ul className="list-unstyled mb-0">
              {(Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).map((network) => (
                <li key={network}>
                  <a className="link-light" href={COMPANY.social[network]} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          </Col>
        </Row>
        <p className="text-white-50 small text-center mt-4 mb-0">
          © {year} {COMPANY.legalName}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
