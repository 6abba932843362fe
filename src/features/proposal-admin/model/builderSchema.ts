import * as yup from 'yup';
import { PROPOSAL_LIMITS, PROPOSAL_MESSAGES as M } from '@/shared/contract/proposal';
import { paiseOf } from './builderValues';

/** The builder's own checks before a save (the server checks everything again, in paise). */
const amount = (message: string) =>
  yup.string().test('amount', message, (value) => !Number.isNaN(paiseOf(value ?? '')));

export const builderSchema = yup.object({
  clientName: yup.string().trim().required(M.clientName).max(PROPOSAL_LIMITS.name, M.tooLong(PROPOSAL_LIMITS.name)),
  clientEmail: yup.string().trim().required(M.clientEmail).email(M.clientEmail),
  eventDate: yup.string().required(M.eventDate),
  venue: yup.string().trim().required(M.venue),
  validUntil: yup
    .string()
    .required(M.validUntil)
    .test(
      'before-event',
      M.validBeforeEvent,
      (value, context) => !value || !context.parent.eventDate || value <= context.parent.eventDate,
    ),
  lines: yup
    .array(
      yup.object({
        kind: yup.string(),
        serviceId: yup.string().when('kind', { is: 'catalogue', then: (schema) => schema.required(M.service) }),
        description: yup
          .string()
          .when('kind', { is: 'custom', then: (schema) => schema.trim().required(M.description) }),
        quantity: yup
          .string()
          .required(M.quantity)
          .matches(/^\d{1,4}$/, M.quantity)
          .test('positive', M.quantity, (value) => Number(value) >= 1),
        unitRupees: amount(M.unitPrice),
      }),
    )
    .min(1, M.lines),
  discountRupees: amount(M.discount),
  advancePercent: yup.string().matches(/^\d{1,3}$/, M.advancePercent),
  advanceFixedRupees: amount(M.advanceFixed),
});
