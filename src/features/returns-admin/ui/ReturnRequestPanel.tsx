import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { RETURN_REASON_MAX } from '@/shared/config/shop';
import { ROUTES } from '@/shared/config/routes';
import { formatInr } from '@/shared/lib/formatInr';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { FieldError, FieldLabel, fieldIds } from '@/shared/ui/form';
import { useDecideReturnRequestMutation, useGetReturnRequestQuery, type ReturnDecision } from '../api/returnsAdminApi';
import { RETURNS_ADMIN_TEXT as T } from '../model/text';

const DIALOG = {
  approve: { title: T.approveTitle, body: T.approveBody, confirm: T.approve, variant: 'primary' },
  reject: { title: T.rejectTitle, body: T.rejectBody, confirm: T.reject, variant: 'danger' },
  receive: { title: T.receiveTitle, body: T.receiveBody, confirm: T.receive, variant: 'primary' },
} as const;

/** One return request: its items, photos, reason and order; approve, reject with a reason, items received. */
export function ReturnRequestPanel({ id }: { id: number }) {
  const { data: request, error, isLoading } = useGetReturnRequestQuery(id);
  const [decide, { isLoading: deciding }] = useDecideReturnRequestMutation();
  const [asking, setAsking] = useState<ReturnDecision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const reasonIds = fieldIds('reject-reason');

  if (isLoading) return <p role="status">…</p>;
  if (!request)
    return (
      <p role="alert" className="text-danger">
        {errorMessage(error, T.requestFailed)}
      </p>
    );

  const open = (decision: ReturnDecision) => {
    setFailure('');
    setDone('');
    setReason('');
    setReasonError('');
    setAsking(decision);
  };
  const confirm = async () => {
    if (!asking) return;
    if (asking === 'reject' && !reason.trim()) {
      setReasonError(T.rejectReasonRequired);
      document.getElementById(reasonIds.control)?.focus();
      return;
    }
    try {
      await decide({ id, decision: asking, reason: reason.trim() }).unwrap();
      setDone(T.decided[asking]);
    } catch (problem) {
      setFailure(errorMessage(problem, T.decisionFailed));
    }
    setAsking(null);
  };
  const dialog = asking ? DIALOG[asking] : DIALOG.approve;

  return (
    <section aria-labelledby="return-request-title">
      <h1 id="return-request-title" className="h3 mb-1">
        {T.requestTitle(request.id)}
      </h1>
      <p className="mb-3">
        <Link to={ROUTES.adminOrder.replace(':id', String(request.orderId))}>{T.orderLink(request.orderNumber)}</Link>
        {' · '}
        {request.customerName} · {formatIstDateTime(request.createdAt)} ·{' '}
        <strong data-testid="return-request-status">{T.statusLabel[request.status]}</strong>
      </p>
      <p role="status" className="small">
        {done}
      </p>
      {failure && (
        <div role="alert" className="alert alert-danger">
          {failure}
        </div>
      )}
      <h2 className="h5">{T.itemsHeading}</h2>
      <ul>
        {request.items.map((item) => (
          <li key={item.returnId}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      <h2 className="h5">{T.reasonHeading}</h2>
      <p>{request.reason}</p>
      {request.note && (
        <>
          <h2 className="h5">{T.noteHeading}</h2>
          <p>{request.note}</p>
        </>
      )}
      <h2 className="h5">{T.photosHeading}</h2>
      {request.photos.length === 0 ? (
        <p>{T.noPhotos}</p>
      ) : (
        <ul className="list-inline">
          {request.photos.map((photo, index) => (
            <li key={photo.url} className="list-inline-item mb-2">
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  width={160}
                  height={Math.round((160 * photo.height) / Math.max(photo.width, 1))}
                  alt={T.photoAlt(index + 1)}
                  className="img-thumbnail"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.rejectReason && (
        <>
          <h2 className="h5">{T.rejectReasonHeading}</h2>
          <p data-testid="return-reject-reason">{request.rejectReason}</p>
        </>
      )}
      {(request.refundPaise > 0 || request.status === 'approved' || request.status === 'received') && (
        <>
          <h2 className="h5">{T.refundHeading}</h2>
          <p>
            {T.refundLine(formatInr(request.refundPaise / 100), formatInr(request.deductionPaise / 100))}
            <br />
            <span className="small text-body-secondary">{T.refundHint}</span>
          </p>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        {request.status === 'requested' && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => open('approve')}>
              {T.approve}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => open('reject')}>
              {T.reject}
            </button>
          </>
        )}
        {request.status === 'approved' && (
          <button type="button" className="btn btn-primary" onClick={() => open('receive')}>
            {T.receive}
          </button>
        )}
      </div>
      <ConfirmDialog
        show={asking !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        cancelLabel={T.cancel}
        variant={dialog.variant}
        busy={deciding}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{dialog.body}</p>
        {asking === 'reject' && (
          <div className="mb-2">
            <FieldLabel htmlFor={reasonIds.control} required>
              {T.rejectReason}
            </FieldLabel>
            <textarea
              id={reasonIds.control}
              className={`form-control${reasonError ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={RETURN_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-required="true"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonIds.error : undefined}
            />
            <FieldError id={reasonIds.error} message={reasonError} />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
