import { SHARE_IMAGE } from '@/shared/config/shareImage';
import { absoluteUrl } from '@/shared/config/publicUrl';
import { COMPANY } from './company';

/**
 * The company as a schema.org LocalBusiness (JSON-LD) for search engines: name, address, phone,
 * opening hours and profiles, all from COMPANY. Home and contact carry it. Built at render time
 * because its URLs are absolute on the site's public address.
 */
export function companyJsonLd() {
  const home = absoluteUrl('/');
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${home}#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    description: COMPANY.tagline,
    url: home,
    image: absoluteUrl(SHARE_IMAGE),
    telephone: COMPANY.phoneHref.replace(/^tel:/, ''),
    email: COMPANY.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.state,
      postalCode: COMPANY.address.zipCode,
      addressCountry: 'IN',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...COMPANY.openingHours.days],
        opens: COMPANY.openingHours.opens,
        closes: COMPANY.openingHours.closes,
      },
    ],
    sameAs: Object.values(COMPANY.social),
  };
}
