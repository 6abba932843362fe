import { Link } from 'react-router';
import { COMPANY } from '@/content/company';
import { SOCIAL_LABELS, type SocialNetwork } from '@/content/social';
import { SocialIcon } from '@/shared/ui/SocialIcon';
import { Logo } from './Logo';
import type { NavLinkItem } from './navLinks';

const NETWORKS = Object.keys(SOCIAL_LABELS) as SocialNetwork[];

/** The footer's own section, linked after the pages (spec: Screens and routes). */
const ABOUT_ANCHOR: NavLinkItem = { to: '#footer-about', label: 'Who we are' };

/** Contact details, social links, the footer links and the copyright line (spec: Screens and routes). */
export function Footer({ links }: { links: NavLinkItem[] }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer text-white pt-5">
      <div className="container-xl">
        <div className="row g-4">
          <div className="col-md-5" id="footer-about">
            <h2 className="h5 d-flex align-items-center gap-2">
              <Logo size={28} />
              {COMPANY.name}
            </h2>
            <p className="footer-muted mb-2">
              {COMPANY.tagline}. {COMPANY.open}.
            </p>
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
              <br />
              <span className="footer-muted">Office hours: {COMPANY.officeHours}</span>
            </address>
          </div>
          <div className="col-6 col-md-3">
            <h2 className="h5">Links</h2>
            <ul className="list-unstyled mb-0 footer-links">
              {[...links, ABOUT_ANCHOR].map((link) => (
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
          </div>
          <div className="col-6 col-md-4">
            <h2 className="h5">Follow us</h2>
            <ul className="list-unstyled mb-0 footer-links">
              {NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    className="link-light d-inline-flex align-items-center gap-2"
                    href={COMPANY.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <SocialIcon network={network} />
                    {SOCIAL_LABELS[network]}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="footer-muted small text-center mt-4 mb-0">
          © {year} {COMPANY.legalName.replace(/\.$/, '')}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
