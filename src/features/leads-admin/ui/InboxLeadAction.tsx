import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { LeadSource } from '@/shared/contract/lead';
import { useGetLeadOfSourceQuery, useMarkContactEnquiryMutation } from '../api/leadsApi';
import { LEADS_TEXT } from '../model/text';
import { leadPath } from './leadLinks';

/**
 * On an inbox message: the link to its lead when it is one; on a contact message that is not,
 * the "Event enquiry" button that makes it one (once: the server keeps one lead per message).
 */
export function InboxLeadAction({ source, id }: { source: LeadSource; id: number }) {
  const { data } = useGetLeadOfSourceQuery({ source, id });
  const [mark, marking] = useMarkContactEnquiryMutation();
  const [announcement, setAnnouncement] = useState('');
  const lead = data?.lead;

  return (
    <div className="mt-3">
      {lead && (
        <p className="mb-0">
          {LEADS_TEXT.leadOfMessage(lead.stage)} <Link to={leadPath(lead.id)}>{LEADS_TEXT.openLead}</Link>
        </p>
      )}
      {data && !lead && source === 'contact' && (
        <>
          <Button
            variant="outline-primary"
            disabled={marking.isLoading}
            aria-describedby="inbox-lead-hint"
            onClick={() =>
              void mark(id).then((result) => {
                if ('data' in result) setAnnouncement(LEADS_TEXT.leadOfMessage('new'));
              })
            }
          >
            {LEADS_TEXT.markEnquiry}
          </Button>
          <p id="inbox-lead-hint" className="small text-body-secondary mt-1 mb-0">
            {LEADS_TEXT.markEnquiryHint}
          </p>
        </>
      )}
      {marking.error && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {errorMessage(marking.error, LEADS_TEXT.enquiryFailed)}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
