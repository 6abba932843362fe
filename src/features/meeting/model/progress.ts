/** The Join Our Meeting form (public-site.md, Entities): six fields, all required. */
export interface MeetingRegistrationValues {
  name: string;
  mobile: string;
  /** A number once typed into the number field; empty while blank. */
  age: number | string;
  city: string;
  profession: string;
  organization: string;
}

export const MEETING_FIELDS = ['name', 'mobile', 'age', 'city', 'profession', 'organization'] as const;

export const emptyMeetingRegistration: MeetingRegistrationValues = {
  name: '',
  mobile: '',
  age: '',
  city: '',
  profession: '',
  organization: '',
};

const isFilled = (value: string | number) => String(value ?? '').trim() !== '';

/** The completion bar: the percentage of the six fields that are filled (rounded to a whole number). */
export function completionPercent(values: MeetingRegistrationValues): number {
  const filled = MEETING_FIELDS.filter((field) => isFilled(values[field])).length;
  return Math.round((filled / MEETING_FIELDS.length) * 100);
}

/** Spec: Validation rules: Submit Details is enabled only when all six fields are non-blank after trimming. */
export const allFieldsFilled = (values: MeetingRegistrationValues) =>
  MEETING_FIELDS.every((field) => isFilled(values[field]));
