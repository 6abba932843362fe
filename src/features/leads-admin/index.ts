export { LEADS_TEXT } from './model/text';
export { InboxLeadAction } from './ui/InboxLeadAction';
export { LeadBoard } from './ui/LeadBoard';
export { LeadList } from './ui/LeadList';
export { LeadView } from './ui/LeadView';
export { useGetLeadQuery } from './api/leadsApi';
