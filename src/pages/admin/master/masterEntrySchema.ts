import * as yup from 'yup';
import { ADMIN_DEMO } from '@/content/adminDemo';

/** The demonstration form's messages (spec: Validation rules); the first two are not worded by the spec. */
export const MASTER_ENTRY_TEXT = {
  firstName: 'Please provide a first name.',
  lastName: 'Please provide a last name.',
  username: 'Please choose a username.',
  city: 'Please provide a valid city.',
  state: 'Please select a valid state.',
  zip: 'Please provide a valid zip.',
  comment: 'Please enter a comment.',
  looksGood: 'Looks good!',
} as const;

const T = MASTER_ENTRY_TEXT;
const required = (message: string, max = 60) => yup.string().trim().required(message).max(max, message);

export const masterEntrySchema = yup.object({
  firstName: required(T.firstName),
  lastName: required(T.lastName),
  username: required(T.username, 30),
  city: required(T.city),
  state: yup
    .string()
    .required(T.state)
    .oneOf([...ADMIN_DEMO.masterEntry.states], T.state),
  zip: required(T.zip, 10),
  comment: required(T.comment, 1000),
});

/** gender and agreeTerms exist in the form state but are not on screen (spec: Screens and routes). */
export const MASTER_ENTRY_INITIAL = {
  firstName: '',
  lastName: '',
  username: '',
  city: '',
  state: '',
  zip: '',
  comment: '',
  gender: '',
  agreeTerms: false,
};

export type MasterEntryValues = typeof MASTER_ENTRY_INITIAL;
