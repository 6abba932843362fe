export { ProposalView } from './ui/ProposalView';
