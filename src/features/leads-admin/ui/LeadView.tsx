import { useMemo, useState, type ReactNode } from 'react';
import type { LeadDetail } from '@/shared/contract/lead';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetLeadOwnersQuery, useGetLeadQuery } from '../api/leadsApi';
import { budgetLabel, describeEvent, eventTypeLabel, LEAD_SOURCE_LABELS, LEADS_TEXT, stageLabel } from '../model/text';
import { LeadNotes } from './LeadNotes';
import { LeadPlanForm } from './LeadPlanForm';
import { sourcePath } from './leadLinks';
import { StageMover } from './StageMover';

/**
 * /admin/leads/:id: the enquiry as received (with a link to its inbox message), its stage, owner,
 * follow-up and event details, its notes and its audit log; `proposals` draws the lead's proposals
 * (the page passes the proposals feature's section).
 */
export function LeadView({ id, proposals }: { id: number; proposals?: (lead: LeadDetail) => ReactNode }) {
  const { data: lead, isLoading, error } = useGetLeadQuery(id);
  const { data: owners } = useGetLeadOwnersQuery();
  const [announcement, setAnnouncement] = useState('');
  const ownerNames = useMemo(() => new Map((owners ?? []).map((owner) => [owner.id, owner.name])), [owners]);

  return (
    <>
      <p className="mb-2">
        <Link to={ROUTES.adminLeads}>{LEADS_TEXT.backToList}</Link>
      </p>
      <h1 className="h3 mb-3">{lead ? lead.name : LEADS_TEXT.title}</h1>
      {isLoading && <PageLoader />}
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, LEADS_TEXT.leadFailed)}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {lead && (
        <div className="row g-3">
          <div className="col-12 col-lg-6">
            <Card className="shadow-sm mb-3">
              <Card.Body>
                <h2 className="h5">{LEADS_TEXT.details}</h2>
                <dl className="row mb-2">
                  {(
                    [
                      [LEADS_TEXT.fields.source, LEAD_SOURCE_LABELS[lead.source]],
                      [LEADS_TEXT.fields.received, formatIstDateTime(lead.createdAt)],
                      [LEADS_TEXT.fields.email, lead.email],
                      [LEADS_TEXT.fields.phone, lead.phone],
                      [LEADS_TEXT.fields.eventType, eventTypeLabel(lead.eventType)],
                      [LEADS_TEXT.fields.eventDate, lead.eventDate ? formatDisplayDate(lead.eventDate) : ''],
                      [LEADS_TEXT.fields.guests, lead.guests === null ? '' : String(lead.guests)],
                      [LEADS_TEXT.fields.budget, budgetLabel(lead.budget)],
                      [LEADS_TEXT.fields.message, lead.message],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label} className="col-12 row mx-0 px-0">
                      <dt className="col-sm-4">{label}</dt>
                      <dd className="col-sm-8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {value || LEADS_TEXT.none}
                      </dd>
                    </div>
                  ))}
                </dl>
                <Link to={sourcePath(lead.source, lead.sourceId)}>{LEADS_TEXT.openSource}</Link>
              </Card.Body>
            </Card>
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5">{LEADS_TEXT.notes}</h2>
                <LeadNotes lead={lead} onAdded={setAnnouncement} />
              </Card.Body>
            </Card>
          </div>
          <div className="col-12 col-lg-6">
            <Card className="shadow-sm mb-3">
              <Card.Body>
                <h2 className="h5 d-flex flex-wrap gap-2 align-items-center">
                  {LEADS_TEXT.pipeline}
                  <Badge bg={lead.stage === 'lost' ? 'secondary' : 'primary'}>{stageLabel(lead.stage)}</Badge>
                </h2>
                {lead.stage === 'lost' && lead.lostReason && <p className="small">{lead.lostReason}</p>}
                <div className="mb-3">
                  <StageMover key={`${lead.stage}-${lead.lostReason}`} lead={lead} onMoved={setAnnouncement} />
                </div>
                {owners && (
                  // Reset when the saved values change (a save, another staff member's), not when a note is added.
                  <LeadPlanForm
                    key={[lead.owner?.id, lead.followUpDate, lead.eventDate, lead.guests].join('|')}
                    lead={lead}
                    owners={owners}
                    onSaved={setAnnouncement}
                  />
                )}
              </Card.Body>
            </Card>
            {proposals && (
              <Card className="shadow-sm mb-3">
                <Card.Body>{proposals(lead)}</Card.Body>
              </Card>
            )}
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h5">{LEADS_TEXT.history}</h2>
                <ol className="list-unstyled small mb-0 d-grid gap-1">
                  {lead.history.map((event) => (
                    <li key={event.id}>
                      <span className="text-body-secondary">{formatIstDateTime(event.createdAt)}</span>{' '}
                      {describeEvent(event, ownerNames)}
                    </li>
                  ))}
                </ol>
              </Card.Body>
            </Card>
          </div>
        </div>
      )}
    </>
  );
}
