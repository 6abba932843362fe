import { allFieldsFilled, completionPercent, emptyMeetingRegistration, MEETING_FIELDS } from './progress';

const full = {
  name: 'Neha',
  mobile: '9876543210',
  age: 34,
  city: 'Delhi',
  profession: 'Planner',
  organization: 'Acme',
};

describe('meeting registration completion', () => {
  it('is the rounded percentage of filled fields: 0, 17, 33, 50, 67, 83, 100', () => {
    const values = { ...emptyMeetingRegistration };
    const seen = [completionPercent(values)];
    for (const field of MEETING_FIELDS) {
      Object.assign(values, { [field]: full[field] });
      seen.push(completionPercent(values));
    }
    expect(seen).toEqual([0, 17, 33, 50, 67, 83, 100]);
  });

  it('does not count blank (whitespace only) fields', () => {
    expect(completionPercent({ ...full, name: '   ', city: '\t' })).toBe(67);
    expect(completionPercent({ ...full, age: '' })).toBe(83);
    expect(completionPercent({ ...full, age: 0 })).toBe(100); // 0 is filled in; its range is checked on submit
  });

  it('enables submit only when all six are non-blank after trimming', () => {
    expect(allFieldsFilled(full)).toBe(true);
    expect(allFieldsFilled({ ...full, organization: '  ' })).toBe(false);
    expect(allFieldsFilled({ ...full, age: '' })).toBe(false);
    expect(allFieldsFilled(emptyMeetingRegistration)).toBe(false);
  });
});
