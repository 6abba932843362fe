import { useEffect, useRef, useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import type { InboxType } from '@/shared/config/backOffice';
import { ROUTES } from '@/shared/config/routes';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useGetInboxItemQuery, useMarkInboxItemMutation } from '../api/inboxApi';
import { detailRows, INBOX_TEXT, stateOf } from '../model/text';
import { InboxReplyForm, InboxThread } from './InboxReplyForm';

/**
 * One inbox item with every field, its thread of replies, a reply form (sent through the outbox)
 * and the handled switch. Opening it marks it
 * read (once: the server keeps the first time). `children` go at the foot of the item (the page
 * puts the item's place in the enquiry pipeline there).
 */
export function InboxItemView({ type, id, children }: { type: InboxType; id: number; children?: ReactNode }) {
  const { data: item, isLoading, error } = useGetInboxItemQuery({ type, id });
  const [mark, marking] = useMarkInboxItemMutation();
  const [announcement, setAnnouncement] = useState('');
  const askedRead = useRef(false);

  useEffect(() => {
    if (item && item.readAt === null && !askedRead.current) {
      askedRead.current = true;
      void mark({ type, id, action: 'read' });
    }
  }, [item, mark, type, id]);

  const heading = item ? INBOX_TEXT.itemHeading(item) : INBOX_TEXT.title;
  const toggleHandled = async () => {
    if (!item) return;
    const action = item.handledAt ? 'unhandled' : 'handled';
    const result = await mark({ type, id, action });
    if ('data' in result) setAnnouncement(action === 'handled' ? INBOX_TEXT.markedHandled : INBOX_TEXT.markedUnhandled);
  };

  return (
    <>
      <p className="mb-2">
        <Link to={ROUTES.adminInbox}>{INBOX_TEXT.backToList}</Link>
      </p>
      <h1 className="h3 mb-3">{heading}</h1>
      {isLoading && <PageLoader />}
      {error && (
        <p className="text-danger" role="alert">
          {errorMessage(error, INBOX_TEXT.itemFailed)}
        </p>
      )}
      {item && (
        <Card className="shadow-sm">
          <Card.Body>
            <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
              <Badge bg={item.handledAt ? 'success' : 'secondary'}>
                {item.handledAt && item.replies.length > 0 ? INBOX_TEXT.answered : stateOf(item)}
              </Badge>
              <span className="text-body-secondary small">{formatIstDateTime(item.createdAt)}</span>
            </div>
            <dl className="row mb-3" aria-label={INBOX_TEXT.fieldsCaption}>
              {detailRows(item).map(([label, value]) => (
                <div key={label} className="col-12 row mx-0 px-0">
                  <dt className="col-sm-4 col-lg-3">{label}</dt>
                  <dd className="col-sm-8 col-lg-9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {value || INBOX_TEXT.none}
                  </dd>
                </div>
              ))}
            </dl>
            {item.handledAt && item.handledBy && (
              <p className="small">{INBOX_TEXT.handledBy(item.handledBy.name, formatIstDateTime(item.handledAt))}</p>
            )}
            <InboxThread item={item} />
            <InboxReplyForm type={type} item={item} />
            <div className="d-flex flex-wrap gap-2">
              {item.phone && (
                <a className="btn btn-outline-primary" href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>
                  {INBOX_TEXT.call} {item.phone}
                </a>
              )}
              <Button
                variant={item.handledAt ? 'outline-secondary' : 'success'}
                onClick={() => void toggleHandled()}
                disabled={marking.isLoading}
              >
                {item.handledAt ? INBOX_TEXT.markUnhandled : INBOX_TEXT.markHandled}
              </Button>
            </div>
            {marking.error && (
              <p className="text-danger mt-2 mb-0" role="alert">
                {errorMessage(marking.error, INBOX_TEXT.updateFailed)}
              </p>
            )}
            <p className="visually-hidden" role="status">
              {announcement}
            </p>
            {children}
          </Card.Body>
        </Card>
      )}
    </>
  );
}
