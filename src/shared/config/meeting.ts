/** Meeting registration (public-site.md, Validation rules, Business constants): the age field's bounds. */
export const MEETING_AGE_MIN = 1;
export const MEETING_AGE_MAX = 120;
