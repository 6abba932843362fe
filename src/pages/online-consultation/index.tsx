import { lazy, useState } from 'react';
import { CONSULTATION_STEPS } from '@/content/consultation';
import * as PAGE_META from '@/content/pageMeta';
import type { ConsultationPrefill } from '@/features/consultation';
import { ContentPage } from '@/shared/ui/ContentPage';
import { PageSection } from '@/shared/ui/PageSection';
import { WhenVisible } from '@/shared/ui/WhenVisible';
import { CatalogueTabs } from './CatalogueTabs';

// The request form (and formik + yup with it) loads when scrolled near, or when an Enquire button
// brings it into view: the catalogue above it renders without waiting for them.
const ConsultationRequestForm = lazy(() =>
  import(/* webpackChunkName: "consultation-form" */ '@/features/consultation').then((module) => ({
    default: module.ConsultationRequestForm,
  })),
);

const FORM_HEADING_ID = 'consultation-form-heading';

/** /online-consultation: the grouped service catalogue, how it works, and the request form. */
export default function OnlineConsultationPage() {
  const [prefill, setPrefill] = useState<ConsultationPrefill | undefined>(undefined);
  return (
    <ContentPage
      meta={PAGE_META.onlineConsultation}
      lead="Explore what we can do for your event, then ask for a free consultation with our planners."
    >
      <PageSection id="consultation-steps-heading" heading="How it works" className="my-4">
        <ol className="row g-3 list-unstyled consultation-steps">
          {CONSULTATION_STEPS.map((step, index) => (
            <li className="col-sm-6 col-lg-3" key={step.title}>
              <div className="card card-body h-100">
                <span className="consultation-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="h6 mt-2">{step.title}</h3>
                <p className="small mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="catalogue-heading" heading="Our service catalogue" className="my-5">
        <CatalogueTabs
          onEnquire={(group, item) => {
            setPrefill((current) => ({
              token: (current?.token ?? 0) + 1,
              values: { consultationType: group.key, message: `I would like to know more about ${item.name}.` },
            }));
            document.getElementById(FORM_HEADING_ID)?.scrollIntoView({ block: 'start' });
          }}
        />
      </PageSection>

      <PageSection id={FORM_HEADING_ID} heading="Request a consultation" className="my-5">
        <WhenVisible minHeight={520}>
          <ConsultationRequestForm prefill={prefill} />
        </WhenVisible>
      </PageSection>
    </ContentPage>
  );
}
