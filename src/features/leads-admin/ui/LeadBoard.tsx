import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { formatDisplayDate } from '@/shared/lib/formatDate';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetLeadsBoardQuery } from '../api/leadsApi';
import { LEADS_TEXT } from '../model/text';
import { leadPath } from './leadLinks';
import { StageMover } from './StageMover';

/**
 * /admin/leads/board: one column per stage with its count and its latest leads; each card moves
 * its lead with a labelled select and a button, and the move is announced.
 */
export function LeadBoard() {
  const { data: board, isLoading, error } = useGetLeadsBoardQuery();
  const [announcement, setAnnouncement] = useState('');

  return (
    <>
      {isLoading && <PageLoader />}
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, LEADS_TEXT.loadFailed)}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {board && (
        <div className="row g-3 row-cols-1 row-cols-md-2 row-cols-xl-5">
          {board.map((column) => {
            const headingId = `lead-stage-${column.stage}`;
            return (
              <section key={column.stage} className="col" aria-labelledby={headingId}>
                <h2 id={headingId} className="h6 mb-2">
                  {LEADS_TEXT.boardColumn(column.stage, column.count)}
                </h2>
                {column.leads.length === 0 && <p className="small text-body-secondary">{LEADS_TEXT.boardEmpty}</p>}
                <ul className="list-unstyled d-grid gap-2 mb-2">
                  {column.leads.map((lead) => (
                    <li key={lead.id}>
                      <Card className="shadow-sm">
                        <Card.Body className="p-2">
                          <Link to={leadPath(lead.id)} className="fw-semibold d-block text-break">
                            {lead.name}
                          </Link>
                          <div className="small text-body-secondary">
                            {lead.owner?.name ?? LEADS_TEXT.nobody}
                            {lead.followUpDate &&
                              ` · ${LEADS_TEXT.columns.followUp} ${formatDisplayDate(lead.followUpDate)}`}
                          </div>
                          <div className="mt-2">
                            <StageMover lead={lead} compact onMoved={setAnnouncement} />
                          </div>
                        </Card.Body>
                      </Card>
                    </li>
                  ))}
                </ul>
                {column.count > column.leads.length && (
                  <p className="small text-body-secondary">{LEADS_TEXT.boardMore(column.leads.length, column.count)}</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
