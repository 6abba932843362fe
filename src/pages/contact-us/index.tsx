import { COMPANY } from '@/content/company';
import { CONTACT_CHANNELS, CONTACT_TILES } from '@/content/contact';
import * as PAGE_META from '@/content/pageMeta';
import { companyJsonLd } from '@/content/structuredData';
import { SOCIAL_LABELS, type SocialNetwork } from '@/content/social';
import { CONTACT_TEXT, ContactForm } from '@/features/contact';
import { ContentPage } from '@/shared/ui/ContentPage';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/shared/ui/icons';
import { PageSection } from '@/shared/ui/PageSection';
import { SocialIcon } from '@/shared/ui/SocialIcon';
import './contact.scss';
import { CONTACT_PAGE_TEXT } from './text';

const CHANNEL_ICONS = { call: PhoneIcon, chat: WhatsAppIcon, email: MailIcon } as const;
const NETWORKS = Object.keys(SOCIAL_LABELS) as SocialNetwork[];

/** Tiles, channels, office hours, address, social links and the message form (spec: Screens and routes). */
export default function ContactPage() {
  return (
    <ContentPage meta={PAGE_META.contact} lead={CONTACT_PAGE_TEXT.lead} structuredData={[companyJsonLd()]}>
      <ul className="list-unstyled row g-3 text-center mb-5">
        {CONTACT_TILES.map((tile) => (
          <li key={tile.label} className="col-6 col-md-3">
            <p className="contact-tile h-100 mb-0">
              <span className="d-block fs-2 fw-bold text-primary">{tile.value}</span>
              <span className="d-block">{tile.label}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="row gx-4 gx-lg-5 gy-5">
        <div className="col-lg-5">
          <PageSection id="channels-heading" heading={CONTACT_PAGE_TEXT.channels} className="mb-4">
            <ul className="list-unstyled d-grid gap-2">
              {CONTACT_CHANNELS.map((channel) => {
                const Icon = CHANNEL_ICONS[channel.kind];
                return (
                  <li key={channel.kind}>
                    <a
                      className="contact-channel"
                      href={channel.href}
                      target={channel.external ? '_blank' : undefined}
                      rel={channel.external ? 'noopener noreferrer' : undefined}
                    >
                      <Icon size={24} />
                      <span>
                        <span className="d-block fw-semibold">{channel.title}</span>
                        <span className="d-block small">{channel.text}</span>
                      </span>
                      {channel.external && <span className="visually-hidden"> (opens in a new tab)</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </PageSection>
          <section aria-labelledby="hours-heading" className="mb-4">
            <h2 id="hours-heading" className="h5 d-flex align-items-center gap-2">
              <ClockIcon /> {CONTACT_PAGE_TEXT.hours}
            </h2>
            <p className="mb-0">{COMPANY.officeHours}</p>
            <p className="small text-body-secondary">{COMPANY.open} on event days.</p>
          </section>
          <section aria-labelledby="address-heading" className="mb-4">
            <h2 id="address-heading" className="h5 d-flex align-items-center gap-2">
              <MapPinIcon /> {CONTACT_PAGE_TEXT.address}
            </h2>
            <address className="mb-0">
              {COMPANY.address.street}
              <br />
              {COMPANY.address.city}, {COMPANY.address.state} {COMPANY.address.zipCode}
              <br />
              {COMPANY.address.country}
            </address>
          </section>
          <section aria-labelledby="contact-social-heading">
            <h2 id="contact-social-heading" className="h5">
              {CONTACT_PAGE_TEXT.social}
            </h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2">
              {NETWORKS.map((network) => (
                <li key={network}>
                  <a
                    className="contact-social"
                    href={COMPANY.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SOCIAL_LABELS[network]} (opens in a new tab)`}
                  >
                    <SocialIcon network={network} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <PageSection id="message-heading" heading={CONTACT_TEXT.heading} className="col-lg-7">
          <ContactForm />
        </PageSection>
      </div>
    </ContentPage>
  );
}
