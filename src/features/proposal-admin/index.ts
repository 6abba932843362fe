export { PROPOSAL_ADMIN_TEXT } from './model/text';
export { ProposalBuilder } from './ui/ProposalBuilder';
export { ProposalEditor } from './ui/ProposalEditor';
export { ProposalList } from './ui/ProposalList';
export { LeadProposals } from './ui/LeadProposals';
