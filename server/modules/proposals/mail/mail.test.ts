import { computeProposal } from '../../../../src/content/policies/proposalTotals';
import type { ProposalContent, ProposalInput } from '../../../../src/shared/contract/proposal';
import { EVIL, SITE, describeBrandMails } from '../../../test/brandMail';
import { proposalSentMail } from './proposalSent';

const input: ProposalInput = {
  clientName: EVIL,
  clientEmail: 'kavya@example.com',
  clientPhone: '',
  leadId: null,
  eventDate: '2026-12-12',
  venue: EVIL,
  placeOfSupply: 'Delhi',
  lines: [{ kind: 'custom', serviceId: null, description: EVIL, quantity: 2, unitPaise: 17_000_00 }],
  discountPaise: 0,
  gstRatePercent: 18,
  advanceKind: 'percent',
  advancePercent: 25,
  advanceFixedPaise: 0,
  validUntil: '2026-12-01',
  terms: EVIL,
};
const computed = computeProposal(input, 'Delhi');
if (!computed.ok) throw new Error('the fixture does not compute');
const { leadId: _lead, lines: _lines, ...rest } = input;
const content: ProposalContent = { ...rest, ...computed.value };
const link = `${SITE}/proposal/${'a'.repeat(32)}`;

describeBrandMails([
  [
    'proposal sent',
    proposalSentMail({ number: 'PR-000012', version: 2, clientEmail: 'kavya@example.com' }, content, link, SITE),
    ['PR-000012, version 2', 'December 12, 2026', '₹34,000', '₹5,186.44', '₹8,500', 'December 1, 2026', link],
  ],
]);

it('carries none of the typed text: the client’s name, venue, lines and terms stay behind the link', () => {
  const mail = proposalSentMail(
    { number: 'PR-000012', version: 2, clientEmail: 'kavya@example.com' },
    content,
    link,
    SITE,
  );
  expect(mail.text).not.toContain('onerror');
  expect(mail.html).not.toContain('onerror');
  expect([mail.to, mail.subject]).toEqual(['kavya@example.com', 'Your proposal PR-000012 from Utsav Events']);
});
