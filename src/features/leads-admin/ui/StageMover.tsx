import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorMessage, fieldErrors } from '@/shared/api';
import { LEAD_REASON_MAX_LENGTH, LEAD_STAGES, type LeadStage } from '@/shared/contract/lead';
import { useChangeLeadMutation } from '../api/leadsApi';
import { LEADS_TEXT, stageLabel } from '../model/text';

interface StageMoverProps {
  lead: { id: number; name: string; stage: LeadStage; lostReason: string | null };
  /** Told once the move is saved (for a live announcement). */
  onMoved?: (message: string) => void;
  compact?: boolean;
}

/**
 * Moves a lead to another stage with a labelled select and a button (no dragging needed); `lost`
 * asks for the reason first. The server's field errors show under their fields.
 */
export function StageMover({ lead, onMoved, compact = false }: StageMoverProps) {
  const id = useId();
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const [reason, setReason] = useState(lead.lostReason ?? '');
  const [change, changing] = useChangeLeadMutation();
  const errors = fieldErrors(changing.error);
  const reasonError = errors?.lostReason?.[0];
  const otherError = changing.error && !reasonError ? errorMessage(changing.error, LEADS_TEXT.saveFailed) : '';
  const unchanged = stage === lead.stage && (stage !== 'lost' || reason.trim() === (lead.lostReason ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await change({
      id: lead.id,
      change: stage === 'lost' ? { stage, lostReason: reason } : { stage },
    });
    if ('data' in result) onMoved?.(LEADS_TEXT.moved(lead.name, stage));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate className={compact ? 'small' : undefined}>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <Form.Label htmlFor={`${id}-stage`} className={compact ? 'visually-hidden' : 'mb-1'}>
            {compact ? LEADS_TEXT.moveLabel(lead.name) : LEADS_TEXT.stage}
          </Form.Label>
          <Form.Select
            id={`${id}-stage`}
            size={compact ? 'sm' : undefined}
            value={stage}
            onChange={(event) => setStage(event.target.value as LeadStage)}
          >
            {LEAD_STAGES.map((value) => (
              <option key={value} value={value}>
                {stageLabel(value)}
              </option>
            ))}
          </Form.Select>
        </div>
        <Button
          type="submit"
          size={compact ? 'sm' : undefined}
          variant="outline-primary"
          disabled={unchanged || changing.isLoading}
          aria-label={compact ? `${LEADS_TEXT.move}: ${lead.name}` : undefined}
        >
          {LEADS_TEXT.move}
        </Button>
      </div>
      {stage === 'lost' && (
        <div className="mt-2">
          <Form.Label htmlFor={`${id}-reason`} className="mb-1">
            {LEADS_TEXT.lostReason}
          </Form.Label>
          <Form.Control
            id={`${id}-reason`}
            size={compact ? 'sm' : undefined}
            value={reason}
            maxLength={LEAD_REASON_MAX_LENGTH}
            required
            isInvalid={Boolean(reasonError)}
            aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <Form.Text id={`${id}-reason-hint`}>{LEADS_TEXT.lostReasonHint}</Form.Text>
          {reasonError && (
            <Form.Control.Feedback type="invalid" id={`${id}-reason-error`}>
              {reasonError}
            </Form.Control.Feedback>
          )}
        </div>
      )}
      {otherError && (
        <p className="text-danger small mt-1 mb-0" role="alert">
          {otherError}
        </p>
      )}
    </Form>
  );
}
