import { useState } from 'react';
import type { PaymentInstructions } from '@/shared/contract/order';

/** The texts a pay panel shows (each feature keeps its own wording in its model/text.ts). */
export interface PayOptionsText {
  payUpi: string;
  upiHelp: (payee: string, vpa: string) => string;
  upiOpen: string;
  upiQrAlt: string;
  upiNote: string;
  payOnline: string;
  preparing: string;
  loadFailed: string;
}

/** A feature's query for how to pay what is due now (skipped until asked, for the gateway's page). */
export type UsePayOptions = (
  method: 'upi' | 'online',
  skip: boolean,
) => { data?: PaymentInstructions; error?: unknown };

/** UPI's QR code and link for what is due now. */
function UpiOptions({ usePayOptions, text }: { usePayOptions: UsePayOptions; text: PayOptionsText }) {
  const { data, error } = usePayOptions('upi', false);
  if (error) return <p role="alert">{text.loadFailed}</p>;
  if (!data || data.method !== 'upi') return <p aria-live="polite">{text.preparing}</p>;
  return (
    <div className="d-flex flex-wrap gap-3 align-items-center mb-3" data-testid="pay-upi">
      <img src={data.qrSvgDataUrl} alt={text.upiQrAlt} width={180} height={180} className="border rounded bg-white" />
      <div>
        <a href={data.link} className="btn btn-primary mb-2">
          {text.upiOpen}
        </a>
        <p className="small mb-0">{text.upiHelp(data.payee, data.vpa)}</p>
      </div>
    </div>
  );
}

/** The gateway's page, asked for only when the payer chooses to pay online. */
function OnlineOption({ usePayOptions, text }: { usePayOptions: UsePayOptions; text: PayOptionsText }) {
  const [asked, setAsked] = useState(false);
  const { data, error } = usePayOptions('online', !asked);
  if (data?.method === 'online' && data.url) window.location.assign(data.url);
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => setAsked(true)}
        disabled={asked && !error}
      >
        {text.payOnline}
      </button>
      <p aria-live="polite" className="small mb-0">
        {asked && !data && !error ? text.preparing : ''}
        {error || (data?.method === 'online' && !data.url)
          ? (data?.method === 'online' && data.message) || text.loadFailed
          : ''}
      </p>
    </div>
  );
}

/** How to pay what is due now: UPI always, the online gateway when it is offered. */
export function PayOptions({
  usePayOptions,
  onlineOffered,
  text,
}: {
  usePayOptions: UsePayOptions;
  onlineOffered: boolean;
  text: PayOptionsText;
}) {
  return (
    <>
      <h3 className="h6">{text.payUpi}</h3>
      <UpiOptions usePayOptions={usePayOptions} text={text} />
      {onlineOffered && <OnlineOption usePayOptions={usePayOptions} text={text} />}
      <p className="small text-body-secondary">{text.upiNote}</p>
    </>
  );
}
